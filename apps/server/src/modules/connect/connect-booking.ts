import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database';
import { findPortalUser } from './connect-accounts.repository';
import { authenticateClient } from './connect-auth';
import { linkedClients } from './connect-links.repository';

/**
 * The client record a visitor of a business's booking page already is: only through a signed-in
 * Client Connect account whose email is verified and that is linked to a client of this business
 * (its first linked record). Anyone else is a new client — an email typed on a public page proves nothing.
 */
export async function verifiedClientOf(
  db: Executor,
  request: FastifyRequest,
  companyId: number,
): Promise<number | null> {
  const auth = await authenticateClient(request);
  if (!auth) return null;
  const account = await findPortalUser(db, auth.portalUserId);
  if (!account?.emailVerifiedAt) return null;
  const [clientId] = (await linkedClients(db, auth.portalUserId, companyId)).get(companyId) ?? [];
  return clientId ?? null;
}
