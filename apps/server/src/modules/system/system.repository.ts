import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { systemState } from '../../db/schema/index';

export async function readState(db: Executor, key: string): Promise<Record<string, unknown> | null> {
  const [row] = await db.select({ value: systemState.value }).from(systemState).where(eq(systemState.key, key));
  return row?.value ?? null;
}

export async function writeState(db: Executor, key: string, value: Record<string, unknown>): Promise<void> {
  await db
    .insert(systemState)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemState.key, set: { value, updatedAt: new Date() } });
}
