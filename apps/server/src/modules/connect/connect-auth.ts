import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_EXPIRED } from '../../http/auth';
import { unauthorized } from '../../http/http-error';
import { livePortalSession } from './connect-accounts.repository';

/** A signed-in Client Connect account (never a staff user: see http/auth.ts). */
export interface ClientAuthContext {
  portalUserId: number;
  sessionId: number;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    clientAuth: ClientAuthContext | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/** The account of a Client Connect token whose session is live; null for any other token. */
export async function authenticateClient(request: FastifyRequest): Promise<ClientAuthContext | null> {
  const token = bearer(request);
  if (!token) return null;
  const claims = await request.server.tokens.verify(token);
  if (claims === 'expired' || claims === null || claims.portal !== 'connect') return null;
  const live = await livePortalSession(request.server.db, claims.userId, claims.sessionId);
  return live ? { portalUserId: claims.userId, sessionId: claims.sessionId, email: live.email } : null;
}

/** Client portal routes: a live Client Connect session, else 401 (a staff token included). */
export async function requireClientAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!bearer(request)) throw unauthorized('Unauthenticated.');
  const auth = await authenticateClient(request);
  if (!auth) throw unauthorized(SESSION_EXPIRED);
  request.clientAuth = auth;
}

/** Routes open to anyone holding a document's link that also serve a signed-in account. */
export async function optionalClientAuth(request: FastifyRequest): Promise<void> {
  request.clientAuth = bearer(request) ? await authenticateClient(request) : null;
}

export function clientAuthOf(request: FastifyRequest): ClientAuthContext {
  if (!request.clientAuth) throw unauthorized();
  return request.clientAuth;
}
