import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { passwordConfirmations, users } from '../../db/schema/index';

/** Every user of the company, active first, then by name. */
export function listStaff(db: Executor, companyId: number) {
  return db
    .select()
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(desc(users.active), asc(users.firstName), asc(users.lastName), asc(users.id));
}

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
