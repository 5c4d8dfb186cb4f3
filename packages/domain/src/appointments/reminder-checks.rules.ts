import { NO_CONTACTS, type StoredContacts, storedContactFor } from '../communications/recipients.rules';
import { emailProblem } from '../inputs/email.rules';
import { isValidMobile } from '../inputs/phone.rules';
import type { AppointmentStatus } from './appointments.constants';
import { APPOINTMENT_MESSAGES as M, REMINDER_LIMITS } from './appointments.constants';
import type { ReminderInput } from './appointments.schemas';

// Apart from the other reminder rules: checking a number needs the phone metadata, which screens
// that only build reminder lists should not download.

/**
 * The problem with one reminder's address or number, or null (spec section 5's messages). Given the
 * client's stored contacts (the server), it must also be one of them: nothing is sent to a typed address.
 */
export function reminderValueProblem(
  reminder: Pick<ReminderInput, 'type' | 'value'>,
  contacts?: StoredContacts,
): string | null {
  const value = reminder.value?.trim() ?? '';
  if (reminder.type === 'EMAIL') {
    if (value === '') return M.reminderEmailEmpty;
    if (emailProblem(value)) return M.reminderEmailInvalid;
    return contacts && !storedContactFor(contacts, 'EMAIL', value) ? M.reminderEmailNotStored : null;
  }
  if (reminder.type === 'SMS') {
    if (value === '') return M.reminderMobileEmpty;
    if (!isValidMobile(value)) return M.reminderMobileInvalid;
    return contacts && !storedContactFor(contacts, 'SMS', value) ? M.reminderMobileNotStored : null;
  }
  return null;
}

/**
 * Every problem with an appointment's reminders, keyed as the API reports them (reminders.2.value):
 * the limits (3 staff, 1 unscheduled, 3 per client), no staff reminders while unscheduled, client
 * reminders for the appointment's own clients, and each address or number — one of the client's
 * stored contacts when `contacts` (by client id) is given.
 */
export function reminderProblems(
  reminders: ReminderInput[],
  context: { status: AppointmentStatus; clientIds: number[]; contacts?: ReadonlyMap<number, StoredContacts> },
): Record<string, string> {
  const problems: Record<string, string> = {};
  const perClient = new Map<number, number>();
  let staff = 0;
  let unscheduled = 0;
  reminders.forEach((reminder, index) => {
    const at = (field: string) => `reminders.${index}.${field}`;
    if (reminder.key === 'staff') {
      staff += 1;
      if (context.status === 'UNSCHEDULED') problems[at('key')] = M.unscheduledNoStaffReminders;
      else if (staff > REMINDER_LIMITS.staff) problems[at('key')] = M.staffRemindersLimit;
    }
    if (reminder.key === 'unscheduled') {
      unscheduled += 1;
      if (unscheduled > REMINDER_LIMITS.unscheduled) problems[at('key')] = M.unscheduledRemindersLimit;
    }
    if (reminder.key === 'clients') {
      const clientId = reminder.client_id ?? 0;
      const known = context.clientIds.includes(clientId);
      if (!known) problems[at('client_id')] = M.reminderClientInvalid;
      const count = (perClient.get(clientId) ?? 0) + 1;
      perClient.set(clientId, count);
      if (count > REMINDER_LIMITS.clients) problems[at('key')] = M.clientRemindersLimit;
      // Another client's address is not checked against anyone's: the client itself is refused.
      const contacts = known ? context.contacts && (context.contacts.get(clientId) ?? NO_CONTACTS) : undefined;
      const valueProblem = reminderValueProblem(reminder, contacts);
      if (valueProblem) problems[at('value')] = valueProblem;
    }
  });
  return problems;
}
