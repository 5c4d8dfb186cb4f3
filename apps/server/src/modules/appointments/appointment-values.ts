import type { AppointmentStatus, RecurringStatus } from '@fieldbook/domain/appointments/appointments.constants';
import type { CreateAppointmentBody } from '@fieldbook/domain/appointments/appointments.schemas';
import { instantOf } from '@fieldbook/domain/dates/date-codec';
import type * as repo from './appointments.repository';

// What a create or edit body stores: the appointment's columns and its reminders.

/** A create or edit body once its reference is settled (typed, or taken from the counter). */
export type AppointmentFields = Omit<
  CreateAppointmentBody,
  'note' | 'reference_id' | 'reference_changed' | 'quotation_id' | 'status'
> & {
  reference_id: string;
  status: AppointmentStatus;
};

/** The number a create body typed, or null when the server is to take the next one. */
export const typedReference = (body: Pick<CreateAppointmentBody, 'reference_id' | 'reference_changed'>) =>
  body.reference_changed === false ? null : (body.reference_id ?? null);

/** What the later appointments of its series start as: marking UNSCHEDULED forces recurring_status. */
export const recurringStatusOf = (body: Pick<AppointmentFields, 'status' | 'recurring_status'>): RecurringStatus =>
  body.status === 'UNSCHEDULED' ? 'UNSCHEDULED' : body.recurring_status;

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
    recurringStatus: recurringStatusOf(body),
    // An unscheduled appointment is never locked.
    ...(unscheduled ? { isLocked: false } : {}),
  };
}

/** The body's reminders as stored on an appointment with this status: an unscheduled one has no staff reminders. */
export const reminderValues = (
  body: AppointmentFields,
  status: AppointmentStatus = body.status,
): repo.ReminderValues[] =>
  body.reminders
    .filter((r) => status !== 'UNSCHEDULED' || r.key !== 'staff')
    .map((r) => ({
      key: r.key,
      clientId: r.key === 'clients' ? (r.client_id ?? null) : null,
      userId: r.user_id ?? null,
      type: r.type,
      value: r.value ?? null,
      reminderOffset: r.reminder_offset,
    }));
