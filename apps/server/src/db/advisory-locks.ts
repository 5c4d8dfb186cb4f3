import { sql } from 'drizzle-orm';
import type { Executor } from './database';

/**
 * Makes the transaction wait its turn behind any other holding the same `key` (a transaction-scoped
 * advisory lock, released at commit or rollback).
 */
export async function takeTurn(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The same, for a key of one company: `name` is hashed within the company's own lock space. */
export async function takeCompanyTurn(tx: Executor, companyId: number, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${companyId}, hashtext(${name}))`);
}
