import { sql } from 'drizzle-orm';
import type { Executor } from './database';

/**
 * Makes the transaction wait its turn behind any other holding the same `key` (a transaction-scoped
 * advisory lock, released at commit or rollback).
 */
export async function takeTurn(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Takes the turn of `key` only if no other transaction holds it (released at commit or rollback):
 * answers whether it was taken, never waiting.
 */
export async function tryTurn(tx: Executor, key: string): Promise<boolean> {
  const result = await tx.execute<{ taken: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as taken`,
  );
  return result.rows[0]?.taken === true;
}

/**
 * Turns behind several keys, taken in the order given in one statement (ORDER BY makes PostgreSQL take
 * them in that order): holders that all order their keys the same way never wait on each other in a cycle.
 */
export async function takeTurns(tx: Executor, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(k, 0))
        from unnest(${sql.param(keys)}::text[]) with ordinality as u(k, n) order by n`,
  );
}

/** The same, for a key of one company: `name` is hashed within the company's own lock space. */
export async function takeCompanyTurn(tx: Executor, companyId: number, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${companyId}, hashtext(${name}))`);
}

/**
 * The shared side of a company's `name` turn: any number of holders share it, and they wait only for
 * (and hold off) takeCompanyTurn of the same name, the exclusive side.
 */
export async function shareCompanyTurn(tx: Executor, companyId: number, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${companyId}, hashtext(${name}))`);
}
