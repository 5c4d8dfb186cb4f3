import type { AppointmentStatus } from './appointments.constants';
import { REMINDER_LIMITS } from './appointments.constants';
import type { ReminderInput } from './appointments.schemas';

/**
 * The statuses in which each list is sent (spec section 4): staff reminders while unconfirmed or
 * scheduled, unscheduled reminders while unscheduled (from the estimated date), client reminders
 * while the visit is still ahead (unconfirmed or scheduled).
 */
export const REMINDER_SEND_STATUSES: Record<ReminderInput['key'], readonly AppointmentStatus[]> = {
  staff: ['UNCONFIRMED', 'SCHEDULED'],
  unscheduled: ['UNSCHEDULED'],
  clients: ['UNCONFIRMED', 'SCHEDULED'],
};

/** Reminders may change only in add mode or while the appointment is UNSCHEDULED, UNCONFIRMED or SCHEDULED. */
export const REMINDER_EDITABLE_STATUSES: readonly AppointmentStatus[] = ['UNSCHEDULED', 'UNCONFIRMED', 'SCHEDULED'];

export type ReminderKey = ReminderInput['key'];

/** Spec section 9: where each list's first reminder sits and how far each next one steps (minutes). */
export const REMINDER_DEFAULTS: Record<ReminderKey, { offset: number; step: number }> = {
  clients: { offset: -1440, step: -1440 },
  staff: { offset: -60, step: -60 },
  unscheduled: { offset: -20160, step: -1440 },
};

/** A new reminder's offset: the list's last offset plus its step, or the list's default. */
export function nextReminderOffset(key: ReminderKey, existing: number[]): number {
  const last = existing.at(-1);
  return last === undefined ? REMINDER_DEFAULTS[key].offset : last + REMINDER_DEFAULTS[key].step;
}

/**
 * A new staff or unscheduled reminder: by email — to each attendee's own address (staff), or the
 * creator's (unscheduled) — at the list's next offset. Channel NONE sends nothing, so it is never
 * what one gets without choosing it.
 */
export function teamReminder(key: Exclude<ReminderKey, 'clients'>, existing: number[] = []): ReminderInput {
  return { key, type: 'EMAIL', value: null, reminder_offset: nextReminderOffset(key, existing) };
}

export const canAlterReminders = (adding: boolean, status: AppointmentStatus) =>
  adding || REMINDER_EDITABLE_STATUSES.includes(status);

export interface ReminderClient {
  id: number;
  disable_reminders: boolean;
  default_communication_method: string;
  email: string | null;
  mobile: string | null;
}

/** A client's channel: its preferred one when it has that address, else whichever it has, else none. */
function channelOf(client: ReminderClient): Pick<ReminderInput, 'type' | 'value'> {
  const email = { type: 'EMAIL' as const, value: client.email };
  const sms = { type: 'SMS' as const, value: client.mobile };
  const order = client.default_communication_method === 'SMS' ? [sms, email] : [email, sms];
  return order.find((channel) => channel.value) ?? { type: 'NONE', value: null };
}

/**
 * A newly added client's reminders at the given offsets (at most 3), by its preferred channel;
 * none for a client with disable_reminders unless forced.
 */
export function clientReminders(client: ReminderClient, offsets: number[], force = false): ReminderInput[] {
  if (client.disable_reminders && !force) return [];
  const channel = channelOf(client);
  return offsets
    .slice(0, REMINDER_LIMITS.clients)
    .map((reminder_offset) => ({ key: 'clients', client_id: client.id, ...channel, reminder_offset }));
}

/**
 * The first type added refreshes the defaults: each client with reminders gets the type's client
 * offsets on its first reminder's channel, and staff (when there are staff and the appointment is
 * not unscheduled) and unscheduled reminders take the type's offsets when it has any.
 */
export function refreshReminders(
  reminders: ReminderInput[],
  type: { client_reminder_offset: number[]; staff_reminder_offset: number[]; unscheduled_reminder_offset: number[] },
  context: { status: AppointmentStatus; hasStaff: boolean },
): ReminderInput[] {
  const firstOfClient = new Map<number, ReminderInput>();
  for (const reminder of reminders) {
    if (reminder.key === 'clients' && reminder.client_id && !firstOfClient.has(reminder.client_id)) {
      firstOfClient.set(reminder.client_id, reminder);
    }
  }
  const clients = [...firstOfClient.values()].flatMap((first) =>
    type.client_reminder_offset
      .slice(0, REMINDER_LIMITS.clients)
      .map((reminder_offset) => ({ ...first, reminder_offset })),
  );
  const listOf = (key: 'staff' | 'unscheduled', offsets: number[], allowed: boolean) => {
    const current = reminders.filter((r) => r.key === key);
    if (!allowed) return key === 'staff' ? [] : current;
    if (offsets.length === 0) return current;
    const template = current[0] ?? teamReminder(key);
    return offsets.slice(0, REMINDER_LIMITS[key]).map((reminder_offset) => ({ ...template, reminder_offset }));
  };
  return [
    ...clients,
    ...listOf('staff', type.staff_reminder_offset, context.hasStaff && context.status !== 'UNSCHEDULED'),
    ...listOf('unscheduled', type.unscheduled_reminder_offset, true),
  ];
}
