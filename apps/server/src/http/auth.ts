import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import { effectivePermissions } from '@fieldbook/domain/permissions/roles.rules';
import { PORTAL_ESSENTIAL_ROUTES, PORTAL_PERMISSION } from '@fieldbook/domain/permissions/route-permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './http-error';

export interface AuthContext {
  userId: number;
  companyId: number;
  sessionId: number;
  email: string;
  permissions: PermissionKey[];
  /**
   * The company's timezone, read with the session by the same statement (so a request need not read
   * the company again just to format its dates); absent on contexts made without a session.
   */
  timezone?: string;
  /**
   * The company's list versions (db/list-versions.ts), read by the same statement: a list's ETag
   * (fresh-lists.ts) needs no round trip of its own. Absent on contexts made without a session.
   */
  listVersions?: Readonly<Record<string, number>>;
}

/**
 * What a session check reads of a live session: its user's email and permissions, its company's
 * subscription, timezone and list versions (null before any listed row of the company changed).
 */
export interface LiveSessionRow {
  email: string;
  /** The user's own permission keys joined by commas (keys are identifiers): split once per distinct set. */
  permissions: string;
  subscribed: boolean;
  timezone: string;
  listVersions: Record<string, number> | null;
}

export interface SessionClaims {
  userId: number;
  companyId: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /**
     * The session check's port: modules/auth owns the sessions and provides it (plugins/sessions.ts),
     * so this guard, which every module's routes use, depends on no module.
     */
    findLiveSession(claims: SessionClaims): Promise<LiveSessionRow | undefined>;
  }
}

export const SESSION_EXPIRED = 'Your session has expired.';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * The context of a live session: the session not revoked or expired and its user active, read in
 * one indexed query, so a revoked device or a deactivated user is refused at once. Null otherwise.
 */
export async function liveSession(server: FastifyInstance, claims: SessionClaims): Promise<AuthContext | null> {
  const row = await server.findLiveSession(claims);
  if (!row) return null;
  return {
    userId: claims.userId,
    companyId: claims.companyId,
    sessionId: claims.sessionId,
    email: row.email,
    permissions: permissionsOf(row.permissions, row.subscribed),
    timezone: row.timezone,
    listVersions: row.listVersions ?? {},
  };
}

/**
 * Effective permission sets by the session row's keys and subscription: a company has a handful (its roles),
 * so each is worked out once and shared, frozen (no request may change another's), instead of per request.
 */
const permissionSets = new Map<string, PermissionKey[]>();
function permissionsOf(own: string, subscribed: boolean): PermissionKey[] {
  const key = subscribed ? `+${own}` : own;
  let held = permissionSets.get(key);
  if (!held) {
    // Sets are few; the bound only keeps a surprise from growing without end.
    if (permissionSets.size >= 1_000) permissionSets.clear();
    held = Object.freeze(effectivePermissions(own === '' ? [] : own.split(','), subscribed)) as PermissionKey[];
    permissionSets.set(key, held);
  }
  return held;
}

/** The context of a valid access token whose session is live; null for any other token. */
export async function authenticate(server: FastifyInstance, token: string | null | undefined) {
  if (!token) return null;
  const claims = await server.tokens.verify(token);
  // A Client Connect token opens nothing here (and a staff token nothing there).
  if (claims === 'expired' || claims === null || claims.portal !== 'business') return null;
  return liveSession(server, claims);
}

/** Checks the access token and that its session and user are still live. */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearer(request);
  if (!token) throw unauthorized('Unauthenticated.');
  const auth = await authenticate(request.server, token);
  if (!auth) throw unauthorized(SESSION_EXPIRED);
  if (!mayUsePortal(auth, request)) throw forbidden();
  request.auth = auth;
}

/**
 * canAccessPortalBusiness opens the business portal at all: without it a staff member keeps only the
 * essentials of their own account (the domain's list); every other staff route refuses them.
 */
function mayUsePortal(auth: AuthContext, request: FastifyRequest): boolean {
  if (auth.permissions.includes(PORTAL_PERMISSION)) return true;
  return PORTAL_ESSENTIAL_ROUTES.includes(`${request.method} ${request.routeOptions.url}`);
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

/** A preHandler refusing (403) a signed-in user who holds none of the keys (route table: anyOf). */
export function requireAnyPermission(...keys: PermissionKey[]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.auth) await requireAuth(request, reply);
    const held = authOf(request).permissions;
    if (!keys.some((key) => held.includes(key))) throw forbidden();
  };
}
