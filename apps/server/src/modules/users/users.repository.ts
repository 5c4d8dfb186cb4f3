import { and, arrayContains, desc, eq, or, sql } from 'drizzle-orm';
import { anyIdPlaceholder } from '../../db/any-id';
import type { Executor } from '../../db/database';
import { containingLower } from '../../db/like-pattern';
import { preparedPer } from '../../db/prepared';
import { passwordHistory, users } from '../../db/schema/index';
import { nextUpdatedAt } from '../../http/dates';

/** The users table and its password history: this module is their only writer (auth and staff call it). */
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

/** The user's columns `user/load` shows (never the password hash): the account module reads them with the rest. */
export const loadedUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  color: users.color,
  email: users.email,
  unverifiedEmail: users.unverifiedEmail,
  role: users.role,
  createdCompany: users.createdCompany,
  settings: users.settings,
  tipsDismissed: users.tipsDismissed,
  newbie: users.newbie,
  updatedAt: users.updatedAt,
};

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

/** A record's holder and every active user who manages staff, once each (who a licence's notices go to). */
export async function holderAndStaffManagers(db: Executor, companyId: number, holderId: number) {
  return db
    .selectDistinct({ id: users.id, email: users.email, firstName: users.firstName, settings: users.settings })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.active, true),
        or(
          eq(users.id, holderId),
          arrayContains(users.permissions, ['canManageUsers']),
          eq(users.createdCompany, true),
        ),
      ),
    );
}

/**
 * The company's active users whose name or email contains `search` (case-insensitive; all for an
 * empty one), by name, at most 50; with `onlyUserId`, only that user.
 */
export const activeUsersMatching = (db: Executor, companyId: number, search: string, onlyUserId?: number) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      color: users.color,
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.active, true),
        onlyUserId === undefined ? undefined : eq(users.id, onlyUserId),
        search
          ? sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${containingLower(search)}`
          : undefined,
      ),
    )
    .orderBy(users.firstName, users.lastName)
    .limit(50);

const activeIdsQuery = preparedPer((db: Executor) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, sql.placeholder('companyId')), eq(users.active, true), anyIdPlaceholder(users.id)))
    .prepare('active_company_user_ids'),
);

/**
 * Which of these ids are the company's active users (other companies' and deactivated ones are not
 * found). A named prepared statement: the public booking page asks on every visit.
 */
export async function activeCompanyUserIds(db: Executor, companyId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await activeIdsQuery(db).execute({ companyId, ids });
  return rows.map((row) => row.id);
}

const companyIdsQuery = preparedPer((db: Executor) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, sql.placeholder('companyId')), anyIdPlaceholder(users.id)))
    .prepare('company_user_ids'),
);

/** Which of these ids are the company's users (other companies' are not found): a named prepared statement. */
export async function companyUserIds(db: Executor, companyId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await companyIdsQuery(db).execute({ companyId, ids });
  return rows.map((row) => row.id);
}
