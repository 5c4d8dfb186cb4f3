import { COMMUNICATION_MESSAGES } from '@fieldbook/domain/communications/communications.schemas';
import { NO_CONTACTS, type StoredContacts, storedContactFor } from '@fieldbook/domain/communications/recipients.rules';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import type { Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { forbidden } from '../../http/http-error';
import { emailsAndPhonesOf } from '../clients/clients.repository';
import { activeStaffEmailsAmong } from '../staff/staff.repository';

/** These clients' stored contacts by id: every email address and every phone's full_phone, in order. */
export async function storedContactsOf(
  db: Executor,
  companyId: number,
  clientIds: readonly number[],
): Promise<Map<number, StoredContacts>> {
  const unique = [...new Set(clientIds)];
  const { emails, phones } = await emailsAndPhonesOf(db, companyId, unique);
  return new Map(
    unique.map((id) => [
      id,
      {
        emails: emails.filter((e) => e.clientId === id).map((e) => e.emailAddress),
        phones: phones.filter((p) => p.clientId === id).map((p) => p.fullPhone),
      },
    ]),
  );
}

/**
 * A report's or document's recipients: the client's stored email addresses and the company's active
 * staff may be sent it by whoever may send it; any other address needs `outsidePermission` (403,
 * before anything is queued). Answers the addresses to send to, a stored one as it is stored.
 */
export async function checkedDocumentRecipients(
  db: Executor,
  auth: AuthContext,
  clientId: number,
  to: readonly string[],
  outsidePermission: PermissionKey,
): Promise<string[]> {
  const contacts = (await storedContactsOf(db, auth.companyId, [clientId])).get(clientId) ?? NO_CONTACTS;
  const stored = to.map((address) => storedContactFor(contacts, 'EMAIL', address));
  const others = to.filter((_address, i) => stored[i] === null).map((address) => address.trim());
  if (others.length > 0 && !auth.permissions.includes(outsidePermission)) {
    const staff = await activeStaffEmailsAmong(db, auth.companyId, others);
    if (others.some((address) => !staff.has(address.toLowerCase()))) {
      throw forbidden(COMMUNICATION_MESSAGES.outsideRecipient);
    }
  }
  return to.map((address, i) => stored[i] ?? address.trim());
}
