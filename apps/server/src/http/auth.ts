import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import { effectivePermissions } from '@fieldbook/domain/permissions/roles.rules';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { companies, sessions, users } from '../db/schema/index';
import { forbidden, unauthorized } from './http-error';

export interface AuthContext {
  userId: number;
  companyId: number;
  sessionId: number;
  email: string;
  permissions: PermissionKey[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const SESSION_EXPIRED = 'Your session has expired.';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * Checks the access token and that its session and user are still live, in one indexed query,
 * so a revoked device or a deactivated user is refused at once.
 */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearer(request);
  if (!token) throw unauthorized('Unauthenticated.');
  const claims = await request.server.tokens.verify(token);
  if (claims === 'expired' || claims === null) throw unauthorized(SESSION_EXPIRED);
  const [row] = await request.server.db
    .select({
      email: users.email,
      permissions: users.permissions,
      subscribed: companies.subscribed,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.companyId, sessions.companyId), eq(users.id, sessions.userId)))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .where(
      and(
        eq(sessions.companyId, claims.companyId),
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.active, true),
      ),
    )
    .limit(1);
  if (!row) throw unauthorized(SESSION_EXPIRED);
  request.auth = {
    ...claims,
    email: row.email,
    permissions: effectivePermissions(row.permissions, row.subscribed),
  };
}

/** The signed-in user's context; only for handlers behind requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** A preHandler refusing (403) a signed-in user who lacks any of the keys. */
export function requirePermission(...keys: PermissionKey[]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.auth) await requireAuth(request, reply);
    const held = authOf(request).permissions;
    if (!keys.every((key) => held.includes(key))) throw forbidden();
  };
}
