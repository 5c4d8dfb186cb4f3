import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema/index';

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

export async function setActive(db: Executor, companyId: number, userId: number, active: boolean) {
  const [row] = await db
    .update(users)
    .set({ active, updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .returning();
  if (!row) throw new Error('user update returned no row');
  return row;
}
