import { and, desc, eq, gt, isNull, not, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import {
  companies,
  devices,
  passwordConfirmations,
  passwordHistory,
  passwordResets,
  refreshTokens,
  sessions,
  users,
} from '../../db/schema/index';
import { nextUpdatedAt } from '../../http/dates';

export const findUserByEmail = async (db: Executor, email: string) =>
  (await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1))[0];

export type UserRow = typeof users.$inferSelect;

/** One user of the company, locked for a change when asked. */
export async function findUser(db: Executor, companyId: number, userId: number, lock = false) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return (await (lock ? query.for('update') : query))[0];
}

/** user/load's user and company in one prepared statement: a round trip and a socket write fewer than two reads. */
const userWithCompanyQuery = preparedPer((db: Database) =>
  db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, sql.placeholder('companyId')), eq(users.id, sql.placeholder('userId'))))
    .limit(1)
    .prepare('user_with_company'),
);

export const findUserWithCompany = async (db: Database, companyId: number, userId: number) =>
  (await userWithCompanyQuery(db).execute({ companyId, userId }))[0];

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

export async function previousPasswordHashes(db: Executor, companyId: number, userId: number, limit = 5) {
  const rows = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(and(eq(passwordHistory.companyId, companyId), eq(passwordHistory.userId, userId)))
    .orderBy(desc(passwordHistory.id))
    .limit(limit);
  return rows.map((row) => row.hash);
}

export async function setPassword(db: Executor, companyId: number, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  await db.insert(passwordHistory).values({ companyId, userId, passwordHash });
}

export async function insertUserRow(db: Executor, values: typeof users.$inferInsert) {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned no row');
  return user;
}

/** Writes a new version of the user; updated_at always moves on (the stale-edit check compares it). */
export async function updateUserRow(
  db: Executor,
  current: UserRow,
  values: Partial<Omit<typeof users.$inferInsert, 'companyId' | 'id' | 'updatedAt'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: nextUpdatedAt(current.updatedAt) })
    .where(and(eq(users.companyId, current.companyId), eq(users.id, current.id)))
    .returning();
  if (!row) throw new Error('user update returned no row');
  return row;
}

/** Adds a key to a text[] column once, atomically. */
export async function addUserKey(
  db: Executor,
  companyId: number,
  userId: number,
  column: 'tipsDismissed' | 'newbie',
  key: string,
) {
  const col = users[column];
  await db
    .update(users)
    .set({ [column]: sql`case when ${key} = any(${col}) then ${col} else array_append(${col}, ${key}) end` })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

/** Sets one key of users.settings in place (a jsonb merge), leaving the other keys; answers them all. */
export async function setUserSetting(db: Executor, companyId: number, userId: number, key: string, value: unknown) {
  const [row] = await db
    .update(users)
    .set({ settings: sql`${users.settings} || ${JSON.stringify({ [key]: value })}::jsonb` })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .returning({ settings: users.settings });
  return row?.settings;
}

export async function upsertDevice(db: Executor, values: typeof devices.$inferInsert) {
  await db
    .insert(devices)
    .values(values)
    .onConflictDoUpdate({
      target: [devices.companyId, devices.userId, devices.guid],
      // Sign-in registers the browser without a token: that keeps the push subscription it already gave.
      set: {
        ...values,
        deviceToken: sql`coalesce(excluded.device_token, ${devices.deviceToken})`,
        deviceType: sql`case when excluded.device_token is null then ${devices.deviceType} else excluded.device_type end`,
        updatedAt: new Date(),
      },
    });
}

/**
 * Clears a device token from every other device row, whoever's: a push subscription is one browser, so
 * it belongs to whoever registered it last (another user signing in there must not get their pushes).
 */
export async function forgetTokenElsewhere(
  db: Executor,
  companyId: number,
  userId: number,
  guid: string,
  token: string,
) {
  await db
    .update(devices)
    .set({ deviceToken: null, updatedAt: new Date() })
    .where(
      and(
        eq(devices.deviceToken, token),
        not(and(eq(devices.companyId, companyId), eq(devices.userId, userId), eq(devices.guid, guid)) ?? sql`false`),
      ),
    );
}

/** Signing out stops pushes to that browser: the session's device gives up its token. */
export async function forgetSessionDeviceToken(db: Executor, companyId: number, sessionId: number) {
  await db
    .update(devices)
    .set({ deviceToken: null, updatedAt: new Date() })
    .where(
      and(
        eq(devices.companyId, companyId),
        sql`(${devices.userId}, ${devices.guid}) = (select s.user_id, s.guid from sessions s
          where s.company_id = ${companyId} and s.id = ${sessionId})`,
      ),
    );
}

export async function insertPasswordConfirmation(
  db: Executor,
  values: { companyId: number; userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordConfirmations).values(values);
}
