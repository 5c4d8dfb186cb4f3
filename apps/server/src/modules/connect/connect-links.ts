import { CONNECT_MESSAGES } from '@fieldbook/domain/connect/connect.schemas';
import type { Executor } from '../../db/database';
import { fieldError } from '../../http/http-error';
import { recordActivity } from '../activity/index';
import { findClientByReferCode, updateClientRow } from '../clients/index';
import { findClientLink, insertClientLink } from './connect-links.repository';

/**
 * refer/{code}: links the account to the client record the business invited. The code stays with
 * the record, so the same account may open it again; another account is refused.
 */
export async function linkByReferCode(tx: Executor, portalUserId: number, code: string) {
  const client = await findClientByReferCode(tx, code);
  if (!client || client.archivedAt) throw fieldError('code', CONNECT_MESSAGES.referInvalid);
  const existing = await findClientLink(tx, client.companyId, client.id);
  if (existing && existing.portalUserId !== portalUserId) throw fieldError('code', CONNECT_MESSAGES.referAlreadyLinked);
  if (!existing) {
    await insertClientLink(tx, { companyId: client.companyId, clientId: client.id, portalUserId });
    await updateClientRow(tx, client.companyId, client.id, { linked: true, referStatus: 'ACCEPTED' });
    await recordActivity(tx, {
      companyId: client.companyId,
      userId: null,
      action: 'client_connect_linked',
      subjectType: 'client',
      subjectId: client.id,
      description: `${client.displayName} linked a Client Connect account`,
    });
  }
  return { companyId: client.companyId, clientId: client.id };
}
