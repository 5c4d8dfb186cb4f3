export const appointmentsQueryKey = ['appointments'] as const;

/** An appointment as the server presents it (spec: Appointment); dates in its own timezone. */
export type {
  Appointment,
  AppointmentReminder,
  CalendarAppointment,
} from '@fieldbook/domain/appointments/appointments.payloads';
