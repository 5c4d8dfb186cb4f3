import { APPOINTMENT_MESSAGES } from '../appointments/appointments.constants';
import { reminderValueProblem } from '../appointments/reminder-checks.rules';
import { COMMUNICATION_MESSAGES as M, type NotifyRecipient } from './communications.schemas';
import { NO_CONTACTS, type StoredContacts } from './recipients.rules';

/**
 * Every problem with a Send Message dialog's recipients, keyed as the API reports them
 * (reminders.1.value): one message per client and one to the staff, clients of this appointment
 * with a valid address or number — one the client has stored, when `contacts` is given — and staff
 * to send to.
 */
export function notifyProblems(
  recipients: NotifyRecipient[],
  context: { clientIds: number[]; staffCount: number; contacts?: ReadonlyMap<number, StoredContacts> },
): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  recipients.forEach((recipient, index) => {
    const at = (field: string) => `reminders.${index}.${field}`;
    const who = recipient.key === 'staff' ? 'staff' : `client-${recipient.client_id ?? 0}`;
    if (seen.has(who)) problems[at('key')] = M.oneMessageEach;
    seen.add(who);
    if (recipient.type === 'NONE') return;
    if (recipient.key === 'staff') {
      if (context.staffCount === 0) problems[at('key')] = M.noStaff;
      return;
    }
    const known = context.clientIds.includes(recipient.client_id ?? 0);
    if (!known) problems[at('client_id')] = APPOINTMENT_MESSAGES.reminderClientInvalid;
    // Another client's address is not checked against anyone's: the client itself is refused.
    const contacts = known
      ? context.contacts && (context.contacts.get(recipient.client_id ?? 0) ?? NO_CONTACTS)
      : undefined;
    const valueProblem = reminderValueProblem(recipient, contacts);
    if (valueProblem) problems[at('value')] = valueProblem;
  });
  return problems;
}
