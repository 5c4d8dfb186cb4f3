import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { passwordConfirmations, users } from '../../db/schema/index';
import { nextUpdatedAt } from '../../http/dates';

export type StaffRow = typeof users.$inferSelect;

/** One user of the company, locked for a change when asked. */
export async function findStaff(db: Executor, companyId: number, userId: number, lock = false) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return (await (lock ? query.for('update') : query))[0];
}

/** Every user of the company, active first, then by name. */
export function listStaff(db: Executor, companyId: number) {
  return db
    .select()
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(desc(users.active), asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** Writes a new version of the user; updated_at always moves on (the stale-edit check compares it). */
export async function updateStaffRow(
  db: Executor,
  current: StaffRow,
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

export const setActive = (db: Executor, current: StaffRow, active: boolean) => updateStaffRow(db, current, { active });

/** Whether the user holds an unexpired password confirmation (POST v1/user/password/validate) with this hash. */
export async function findPasswordConfirmation(db: Executor, companyId: number, userId: number, tokenHash: string) {
  const [row] = await db
    .select({ expiresAt: passwordConfirmations.expiresAt })
    .from(passwordConfirmations)
    .where(
      and(
        eq(passwordConfirmations.tokenHash, tokenHash),
        eq(passwordConfirmations.companyId, companyId),
        eq(passwordConfirmations.userId, userId),
      ),
    )
    .limit(1);
  return row;
}

/** The company's active staff (its owner too): what its trial limit counts. */
export async function countActiveStaff(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true)));
  return row?.value ?? 0;
}

/** Which of these addresses are the company's active staff's emails (lower-cased; the lower(email) index). */
export async function activeStaffEmailsAmong(db: Executor, companyId: number, emails: readonly string[]) {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  if (wanted.length === 0) return new Set<string>();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = any(${sql.param(wanted)}::text[])`,
        eq(users.companyId, companyId),
        eq(users.active, true),
      ),
    );
  return new Set(rows.map((row) => row.email));
}
