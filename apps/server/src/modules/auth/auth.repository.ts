import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import {
  companies,
  listVersions,
  passwordConfirmations,
  passwordResets,
  refreshTokens,
  sessions,
  users,
} from '../../db/schema/index';

export async function insertSession(
  db: Executor,
  values: {
    companyId: number;
    userId: number;
    guid: string;
    ip: string | null;
    userAgent: string | null;
    expiresAt: Date;
  },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

export async function insertRefreshToken(db: Executor, companyId: number, sessionId: number, tokenHash: string) {
  await db.insert(refreshTokens).values({ companyId, sessionId, tokenHash });
}

/** A refresh token with its session and user, locked so two refreshes of one token cannot both win. */
export async function findRefreshTokenForUpdate(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      tokenId: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      companyId: sessions.companyId,
      sessionId: sessions.id,
      userId: sessions.userId,
      guid: sessions.guid,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      active: users.active,
    })
    .from(refreshTokens)
    .innerJoin(sessions, and(eq(sessions.companyId, refreshTokens.companyId), eq(sessions.id, refreshTokens.sessionId)))
    .innerJoin(users, and(eq(users.companyId, sessions.companyId), eq(users.id, sessions.userId)))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens })
    .limit(1);
  return row;
}

export async function markRefreshTokenUsed(db: Executor, companyId: number, tokenId: number) {
  await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.companyId, companyId), eq(refreshTokens.id, tokenId)));
}

export async function touchSession(db: Executor, companyId: number, sessionId: number, expiresAt: Date) {
  await db
    .update(sessions)
    .set({ lastUsedAt: new Date(), expiresAt })
    .where(and(eq(sessions.companyId, companyId), eq(sessions.id, sessionId)));
}

/**
 * Revokes live sessions: one, or every one of a user except optionally the one making the request.
 * Answers how many it revoked. Only modules/auth/sessions.ts calls it (ending a session does more).
 */
export async function revokeSessions(
  db: Executor,
  which: { companyId: number; sessionId: number } | { companyId: number; userId: number; exceptSessionId?: number },
  reason: string,
): Promise<number> {
  const conditions = [eq(sessions.companyId, which.companyId), isNull(sessions.revokedAt)];
  if ('sessionId' in which) conditions.push(eq(sessions.id, which.sessionId));
  else {
    conditions.push(eq(sessions.userId, which.userId));
    if (which.exceptSessionId !== undefined) conditions.push(sql`${sessions.id} <> ${which.exceptSessionId}`);
  }
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function insertPasswordReset(
  db: Executor,
  values: { companyId: number; userId: number; codeHash: string; expiresAt: Date },
) {
  // A new code replaces any earlier one.
  await endPasswordResets(db, values.companyId, values.userId);
  await db.insert(passwordResets).values(values);
}

/** Every unused reset code of the user stops working. */
export async function endPasswordResets(db: Executor, companyId: number, userId: number) {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(eq(passwordResets.companyId, companyId), eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)),
    );
}

export async function findLivePasswordReset(db: Executor, companyId: number, userId: number) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.companyId, companyId),
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(passwordResets.id))
    .for('update')
    .limit(1);
  return row;
}

export async function updatePasswordReset(
  db: Executor,
  companyId: number,
  id: number,
  values: { attempts?: number; usedAt?: Date },
) {
  await db
    .update(passwordResets)
    .set(values)
    .where(and(eq(passwordResets.companyId, companyId), eq(passwordResets.id, id)));
}

export async function insertPasswordConfirmation(
  db: Executor,
  values: { companyId: number; userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordConfirmations).values(values);
}

/** Every request's session check, as a named prepared statement. */
const liveSessionQuery = preparedPer((db: Database) =>
  db
    .select({
      email: users.email,
      // Joined in SQL: node-postgres parses a text[] per row in JavaScript (~5 % of a 304's server time).
      permissions: sql<string>`array_to_string(${users.permissions}, ',')`,
      subscribed: companies.subscribed,
      timezone: companies.timezone,
      // Read here for the lists' ETags (http/fresh-lists.ts): one primary-key probe beside the
      // company's, instead of a statement and a round trip of its own on every list read.
      listVersions: listVersions.tables,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.companyId, sessions.companyId), eq(users.id, sessions.userId)))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .leftJoin(listVersions, eq(listVersions.companyId, sessions.companyId))
    .where(
      and(
        eq(sessions.companyId, sql.placeholder('companyId')),
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare('live_session'),
);

/**
 * The session's user's email and permissions and its company's subscription, timezone and list versions, while the
 * session is neither revoked nor expired and its user is active.
 */
export async function findLiveSession(db: Database, claims: { userId: number; companyId: number; sessionId: number }) {
  const [row] = await liveSessionQuery(db).execute({
    companyId: claims.companyId,
    sessionId: claims.sessionId,
    userId: claims.userId,
    now: new Date(),
  });
  return row;
}
