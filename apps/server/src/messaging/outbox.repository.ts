import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { emailOutbox, smsOutbox } from '../db/schema/index';

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

/**
 * How many SMS messages the texts the provider sent for the company between two local dates (in its
 * timezone, the end not included) are billed as: one per `perCharacters` started.
 */
export async function smsMessagesSent(
  db: Executor,
  company: { id: number; timezone: string },
  period: { start: string; end: string },
  perCharacters: number,
): Promise<number> {
  const from = sql`(${period.start}::timestamp at time zone ${company.timezone})`;
  const to = sql`(${period.end}::timestamp at time zone ${company.timezone})`;
  const [row] = await db
    .select({
      messages: sql<number>`coalesce(sum(greatest(1, ceil(char_length(${smsOutbox.body})::numeric / ${perCharacters}))), 0)::int`,
    })
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.companyId, company.id),
        eq(smsOutbox.status, 'sent'),
        sql`${smsOutbox.sentAt} >= ${from}`,
        sql`${smsOutbox.sentAt} < ${to}`,
      ),
    );
  return row?.messages ?? 0;
}

type Outbox = typeof emailOutbox | typeof smsOutbox;

/**
 * Takes a queued message for sending (queued → sending), once: undefined when it is not queued (sent,
 * or taken by another process).
 */
export async function claimQueued<T extends Outbox>(db: Database, outbox: T, id: number) {
  const table: Outbox = outbox;
  const [row] = await db
    .update(table)
    .set({ status: 'sending' })
    .where(and(eq(table.id, id), eq(table.status, 'queued')))
    .returning();
  return row as T['$inferSelect'] | undefined;
}

/**
 * Marks failed, with why, the messages still being sent since before `before`: their sender took them
 * and stopped (a crash or restart) before the provider answered, so whether they went is unknown. They
 * are not sent again (a message goes at most once); failed, they show so on their timeline instead of
 * passing for sent.
 */
export async function failStuckSending(db: Database, outbox: Outbox, before: Date, error: string): Promise<number> {
  const table: Outbox = outbox;
  const rows = await db
    .update(table)
    .set({ status: 'failed', error })
    .where(and(eq(table.status, 'sending'), lt(table.createdAt, before)))
    .returning({ id: table.id });
  return rows.length;
}

/** A message the provider refused (or could not be reached for): it stays failed, with why. */
export async function markFailed(db: Database, outbox: Outbox, id: number, error: string): Promise<void> {
  const table: Outbox = outbox;
  await db.update(table).set({ status: 'failed', error }).where(eq(table.id, id));
}

export async function markEmailSent(db: Database, id: number): Promise<void> {
  await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(emailOutbox.id, id));
}

export async function markSmsSent(db: Database, id: number, providerId: string): Promise<void> {
  await db.update(smsOutbox).set({ status: 'sent', providerId, sentAt: new Date() }).where(eq(smsOutbox.id, id));
}

/** Adds emails to the outbox in one statement; answers their ids in the same order (rows come back as inserted). */
export async function insertEmails(tx: Executor, values: (typeof emailOutbox.$inferInsert)[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await tx.insert(emailOutbox).values(values).returning({ id: emailOutbox.id });
  if (rows.length !== values.length) throw new Error('outbox insert returned too few rows');
  return rows.map((row) => row.id);
}

/** Adds texts to the outbox in one statement; answers their ids in the same order. */
export async function insertSmses(tx: Executor, values: (typeof smsOutbox.$inferInsert)[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await tx.insert(smsOutbox).values(values).returning({ id: smsOutbox.id });
  if (rows.length !== values.length) throw new Error('sms outbox insert returned too few rows');
  return rows.map((row) => row.id);
}
