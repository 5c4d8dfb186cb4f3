import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { oauthStates } from '../../db/schema/index';

export async function insertOAuthState(db: Executor, values: typeof oauthStates.$inferInsert) {
  // The expired ones of everybody go with each new one (an index on expires_at finds them).
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db.insert(oauthStates).values(values);
}

type StateOf = { stateHash: string; purpose: string; companyId: number; userId: number };

const stateIs = (where: StateOf) =>
  and(
    eq(oauthStates.stateHash, where.stateHash),
    eq(oauthStates.purpose, where.purpose),
    eq(oauthStates.companyId, where.companyId),
    eq(oauthStates.userId, where.userId),
    gt(oauthStates.expiresAt, new Date()),
  );

export async function findLiveOAuthState(db: Executor, where: StateOf): Promise<boolean> {
  const rows = await db.select({ stateHash: oauthStates.stateHash }).from(oauthStates).where(stateIs(where));
  return rows.length === 1;
}

/**
 * Deletes the state if it is this user's, for this purpose and not expired, in one statement:
 * of two callbacks racing with one state only the first gets the row back.
 */
export async function consumeOAuthState(db: Executor, where: StateOf): Promise<boolean> {
  const rows = await db.delete(oauthStates).where(stateIs(where)).returning({ stateHash: oauthStates.stateHash });
  return rows.length === 1;
}
