import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { idempotencyKeys } from '../../db/schema/index';

export type SpentKey = typeof idempotencyKeys.$inferSelect;

const ofKey = (companyId: number, key: string) =>
  and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key));

/**
 * Takes the key for this change: true when it was free. A transaction that took the same key and has
 * not finished makes this wait; once it commits the key is not free (false), once it rolls back it is.
 */
export async function claimKey(
  tx: Executor,
  values: { companyId: number; key: string; userId: number; scope: string },
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findSpentKey(db: Executor, companyId: number, key: string): Promise<SpentKey | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(ofKey(companyId, key)).limit(1);
  return row;
}

export async function saveResult(tx: Executor, companyId: number, key: string, result: unknown) {
  await tx.update(idempotencyKeys).set({ result }).where(ofKey(companyId, key));
}

/** Forgets the keys spent before `before`; answers how many. */
export async function purgeKeysBefore(db: Executor, before: Date): Promise<number> {
  const result = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
  return result.rowCount ?? 0;
}

/** A company reset: its records are gone, so no key may answer for them. */
export async function eraseCompanyKeys(tx: Executor, companyId: number) {
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.companyId, companyId));
}
