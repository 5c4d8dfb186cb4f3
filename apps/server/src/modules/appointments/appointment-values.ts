import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import type { CreateAppointmentBody } from '@fieldbook/domain/appointments/appointments.schemas';
import { instantOf } from './appointments.presenter';
import type * as repo from './appointments.repository';

// What a create or edit body stores: the appointment's columns and its reminders.

export type AppointmentFields = Omit<
  CreateAppointmentBody,
  'note' | 'reference_changed' | 'quotation_id' | 'status'
> & {
  status: AppointmentStatus;
};

export function columnsOf(body: AppointmentFields): repo.AppointmentValues {
  const unscheduled = body.status === 'UNSCHEDULED';
  return {
    referenceId: body.reference_id,
    title: body.title,
    description: body.description ?? null,
    color: body.color ?? null,
    status: body.status,
    startAt: instantOf(body.start_date, body.timezone),
    endAt: instantOf(body.end_date, body.timezone),
    timezone: body.timezone,
    allDay: body.all_day,
    address: body.address ?? null,
    recursionRule: body.recursion_rule ?? null,
    // Marking UNSCHEDULED forces recurring_status; an unscheduled appointment is never locked.
    recurringStatus: unscheduled ? 'UNSCHEDULED' : body.recurring_status,
    ...(unscheduled ? { isLocked: false } : {}),
  };
}

export const reminderValues = (body: AppointmentFields): repo.ReminderValues[] =>
  body.reminders.map((r) => ({
    key: r.key,
    clientId: r.key === 'clients' ? (r.client_id ?? null) : null,
    userId: r.user_id ?? null,
    type: r.type,
    value: r.value ?? null,
    reminderOffset: r.reminder_offset,
  }));
