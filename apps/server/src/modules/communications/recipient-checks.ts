import { COMMUNICATION_MESSAGES } from '@fieldbook/domain/communications/communications.schemas';
import { type StoredContacts, storedContactFor } from '@fieldbook/domain/communications/recipients.rules';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import type { Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { forbidden } from '../../http/http-error';
import { activeStaffEmailsAmong } from './communications.repository';

/**
 * A report's or document's recipients: the client's stored email addresses (`contacts`, which the
 * caller reads from clients) and the company's active staff may be sent it by whoever may send it;
 * any other address needs `outsidePermission` (403, before anything is queued). Answers the addresses
 * to send to, a stored one as it is stored.
 */
export async function checkedDocumentRecipients(
  db: Executor,
  auth: AuthContext,
  contacts: StoredContacts,
  to: readonly string[],
  outsidePermission: PermissionKey,
): Promise<string[]> {
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
