/** The appointments module's public face: what other modules may use. */

export { appointmentCollation, futureAppointmentSource, pastAppointmentSource } from './appointment.source';
export { clientsForDocument } from './appointment-documents';
export { workAtRisk } from './appointment-licences';
export { saveLinks, saveReminders } from './appointment-links.repository';
export { appointmentsModule } from './appointments.plugin';
export { sqlDateIn } from './appointments.presenter';
export {
  appointmentSummaries,
  countActiveAppointments,
  eraseCompanyAppointments,
  findAppointment,
  insertAppointment,
  type ListedAppointment,
  listedColumns,
  loadDetails,
  unlinkCompanyQuotations,
} from './appointments.repository';
export { type BookedAppointments, bookedAppointments } from './booked-appointments';
export { type BusyAppointment, busyAppointments } from './busy-time.repository';
export { createReminderUnsubscribe } from './reminder-unsubscribe';
export { holdStaffDay } from './staff-day-locks';
