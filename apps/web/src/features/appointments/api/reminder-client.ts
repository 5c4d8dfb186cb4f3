import type { ReminderClient } from '@fieldbook/domain/appointments/reminders.rules';
import { isValidMobile } from '@fieldbook/domain/inputs/phone.rules';
import { loadClientContacts } from '../../clients/index';

/** What a client's default reminders need: its preference and its first email and first valid mobile. */
export async function reminderClientOf(client: {
  id: number;
  disable_reminders: boolean;
  default_communication_method: string;
}): Promise<ReminderClient> {
  const [emails, phones] = await Promise.all([
    loadClientContacts('emails', client.id),
    loadClientContacts('phones', client.id),
  ]);
  return {
    id: client.id,
    disable_reminders: client.disable_reminders,
    default_communication_method: client.default_communication_method,
    email: emails[0]?.email_address ?? null,
    mobile: phones.map((p) => p.full_phone).find(isValidMobile) ?? null,
  };
}
