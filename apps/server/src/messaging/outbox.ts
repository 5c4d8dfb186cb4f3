import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { emailOutbox, smsOutbox } from '../db/schema/index';

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
