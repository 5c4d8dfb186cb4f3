import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { emailOutbox, smsOutbox } from '../db/schema/index';

export const OUTBOX_SWEEP_QUEUE = 'outbox-sweep';
/** Every minute, one process sends what was committed over a minute ago and still waits. */
export const OUTBOX_SWEEP_CRON = '* * * * *';
const SWEEP_AGE_MS = 60_000;

/** The sweep: emails and texts a crash or restart left queued are sent (each still only once). */
export function sweepOutboxes(outboxes: { deliverStale(before: Date): Promise<number> }[]) {
  return async () => {
    const before = new Date(Date.now() - SWEEP_AGE_MS);
    for (const outbox of outboxes) await outbox.deliverStale(before);
  };
}

/** How many left-over messages one sweep sends; the next sweep takes the rest. */
const STALE_BATCH = 500;

/**
 * The ids of messages still queued since before `before`, oldest first: their sender committed them
 * and then stopped (a crash or restart) before delivering them.
 */
export async function staleQueued(
  db: Database,
  outbox: typeof emailOutbox | typeof smsOutbox,
  before: Date,
): Promise<number[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'queued'), lt(outbox.createdAt, before)))
    .orderBy(outbox.id)
    .limit(STALE_BATCH);
  return rows.map((row) => row.id);
}

/**
 * How many emails and texts the company has queued since `since`, counting at most `upTo` of each (the
 * cap needs no more), on the outboxes' company/time indexes.
 */
export async function companyMessagesSince(db: Executor, companyId: number, since: Date, upTo: number) {
  const count = async (outbox: typeof emailOutbox | typeof smsOutbox) => {
    const recent = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.companyId, companyId), gte(outbox.createdAt, since)))
      .limit(upTo)
      .as('recent');
    const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(recent);
    return row?.value ?? 0;
  };
  return (await count(emailOutbox)) + (await count(smsOutbox));
}
