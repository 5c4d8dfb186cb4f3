import type { Executor } from '../../db/database';
import { clientSummaries } from '../clients/index';
import { type CompanyRow, findCompany, settingsOf } from '../company/index';
import type { Recipient } from './appointment-message';
import { type AppointmentRow, remindedClientIds } from './appointments.repository';

/**
 * appointments_send_client_unscheduled_reminders: an unscheduled appointment's unscheduled reminder,
 * which tells its creator to book it, also tells each of its clients by email (their documents'
 * address), unless the client has turned reminders off. By SMS it stays with the creator: a client's
 * number is not chosen for them here.
 */
export async function unscheduledClientRecipients(
  tx: Executor,
  appointment: AppointmentRow,
  via: 'EMAIL' | 'SMS',
  company?: CompanyRow,
): Promise<Recipient[]> {
  if (via !== 'EMAIL') return [];
  const owner = company ?? (await findCompany(tx, appointment.companyId));
  if (!owner || !settingsOf(owner).appointments_send_client_unscheduled_reminders) return [];
  const ids = await remindedClientIds(tx, appointment.companyId, appointment.id);
  const summaries = await clientSummaries(tx, appointment.companyId, ids);
  return ids.flatMap((id) => {
    const email = summaries.get(id)?.email;
    return email ? [{ to: email, clientId: id, userId: null }] : [];
  });
}
