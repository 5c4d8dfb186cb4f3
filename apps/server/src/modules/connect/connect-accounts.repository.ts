import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { portalCodes, portalRefreshTokens, portalSessions, portalUsers } from '../../db/schema/index';

export type PortalUserRow = typeof portalUsers.$inferSelect;
export type CodePurpose = 'reset' | 'verify' | 'change' | 'reverse';

export const findPortalUserByEmail = async (db: Executor, email: string) =>
  (await db.select().from(portalUsers).where(sql`lower(${portalUsers.email}) = ${email.toLowerCase()}`).limit(1))[0];

export const findPortalUser = async (db: Executor, id: number) =>
  (await db.select().from(portalUsers).where(eq(portalUsers.id, id)).limit(1))[0];

export async function insertPortalUser(db: Executor, values: typeof portalUsers.$inferInsert) {
  const [row] = await db.insert(portalUsers).values(values).returning();
  if (!row) throw new Error('portal user insert returned no row');
  return row;
}

export async function updatePortalUser(db: Executor, id: number, values: Partial<typeof portalUsers.$inferInsert>) {
  const [row] = await db
    .update(portalUsers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(portalUsers.id, id))
    .returning();
  if (!row) throw new Error('portal user update returned no row');
  return row;
}

export async function insertPortalSession(
  db: Executor,
  values: { portalUserId: number; guid: string; ip: string | null; userAgent: string | null; expiresAt: Date },
) {
  const [row] = await db.insert(portalSessions).values(values).returning({ id: portalSessions.id });
  if (!row) throw new Error('portal session insert returned no row');
  return row.id;
}

export const insertPortalRefreshToken = (db: Executor, sessionId: number, tokenHash: string) =>
  db.insert(portalRefreshTokens).values({ sessionId, tokenHash });

/** A refresh token with its session, locked so two refreshes of one token cannot both win. */
export async function findPortalRefreshTokenForUpdate(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      tokenId: portalRefreshTokens.id,
      usedAt: portalRefreshTokens.usedAt,
      sessionId: portalSessions.id,
      portalUserId: portalSessions.portalUserId,
      guid: portalSessions.guid,
      revokedAt: portalSessions.revokedAt,
      expiresAt: portalSessions.expiresAt,
    })
    .from(portalRefreshTokens)
    .innerJoin(portalSessions, eq(portalSessions.id, portalRefreshTokens.sessionId))
    .where(eq(portalRefreshTokens.tokenHash, tokenHash))
    .for('update', { of: portalRefreshTokens })
    .limit(1);
  return row;
}

export const markPortalRefreshTokenUsed = (db: Executor, tokenId: number) =>
  db.update(portalRefreshTokens).set({ usedAt: new Date() }).where(eq(portalRefreshTokens.id, tokenId));

export const touchPortalSession = (db: Executor, sessionId: number, expiresAt: Date) =>
  db.update(portalSessions).set({ lastUsedAt: new Date(), expiresAt }).where(eq(portalSessions.id, sessionId));

export const revokePortalSession = (db: Executor, sessionId: number, reason: string) =>
  db
    .update(portalSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(portalSessions.id, sessionId), isNull(portalSessions.revokedAt)));

/** Ends every session of an account, except optionally the one making the request. */
export function revokePortalUserSessions(db: Executor, portalUserId: number, reason: string, exceptSessionId?: number) {
  const conditions = [eq(portalSessions.portalUserId, portalUserId), isNull(portalSessions.revokedAt)];
  if (exceptSessionId !== undefined) conditions.push(sql`${portalSessions.id} <> ${exceptSessionId}`);
  return db
    .update(portalSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(...conditions));
}

/** The account of a live session (not revoked, not expired): the check behind every portal call. */
export async function livePortalSession(db: Executor, portalUserId: number, sessionId: number) {
  const [row] = await db
    .select({ email: portalUsers.email })
    .from(portalSessions)
    .innerJoin(portalUsers, eq(portalUsers.id, portalSessions.portalUserId))
    .where(
      and(
        eq(portalSessions.id, sessionId),
        eq(portalSessions.portalUserId, portalUserId),
        isNull(portalSessions.revokedAt),
        gt(portalSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** A new code replaces any earlier unused one of the same purpose. */
export async function insertPortalCode(
  db: Executor,
  values: { portalUserId: number; purpose: CodePurpose; codeHash: string; expiresAt: Date; email?: string },
) {
  await db
    .update(portalCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(portalCodes.portalUserId, values.portalUserId),
        eq(portalCodes.purpose, values.purpose),
        isNull(portalCodes.usedAt),
      ),
    );
  await db.insert(portalCodes).values(values);
}

/** A live, unused code of one of the purposes, locked so it is used once. */
export async function findLivePortalCode(db: Executor, purpose: CodePurpose | CodePurpose[], codeHash: string) {
  const [row] = await db
    .select()
    .from(portalCodes)
    .where(
      and(
        eq(portalCodes.codeHash, codeHash),
        inArray(portalCodes.purpose, Array.isArray(purpose) ? purpose : [purpose]),
        isNull(portalCodes.usedAt),
        gt(portalCodes.expiresAt, new Date()),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

export const markPortalCodeUsed = (db: Executor, id: number) =>
  db.update(portalCodes).set({ usedAt: new Date() }).where(eq(portalCodes.id, id));
