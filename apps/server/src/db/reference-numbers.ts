import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from './database';
import { companySequences } from './schema/index';

/** Per-company reference counters: the number a new record is offered is one past the highest used. */
export type ReferenceSequence =
  | 'client_reference'
  | 'appointment_reference'
  | 'quotation_number'
  | 'invoice_number'
  | 'report_reference';

const FLOOR = 1000;

export async function peekNextReference(db: Executor, companyId: number, name: ReferenceSequence): Promise<number> {
  const [row] = await db
    .select({ value: companySequences.lastValue })
    .from(companySequences)
    .where(and(eq(companySequences.companyId, companyId), eq(companySequences.name, name)));
  return (row?.value ?? FLOOR) + 1;
}

/** Moves the counter past a numeric reference that was just used (others leave it alone). */
export async function recordReference(db: Executor, companyId: number, name: ReferenceSequence, reference: string) {
  if (!/^\d{1,9}$/.test(reference)) return;
  const value = Number(reference);
  await db
    .insert(companySequences)
    .values({ companyId, name, lastValue: Math.max(value, FLOOR) })
    .onConflictDoUpdate({
      target: [companySequences.companyId, companySequences.name],
      set: { lastValue: sql`greatest(${companySequences.lastValue}, ${value})` },
    });
}

/**
 * Takes the next `count` numbers of the counter for new records (answers the first): the counter row
 * is locked by the upsert until the transaction ends, so concurrent creates each get their own.
 */
async function takeBlock(db: Executor, companyId: number, name: ReferenceSequence, count: number): Promise<number> {
  const [row] = await db
    .insert(companySequences)
    .values({ companyId, name, lastValue: FLOOR + count })
    .onConflictDoUpdate({
      target: [companySequences.companyId, companySequences.name],
      set: { lastValue: sql`${companySequences.lastValue} + ${count}` },
    })
    .returning({ value: companySequences.lastValue });
  if (!row) throw new Error(`No ${name} counter for company ${companyId}`);
  return row.value - count + 1;
}

/** Takes the next number of the counter for a new record (see takeBlock). */
export const takeNextReference = (db: Executor, companyId: number, name: ReferenceSequence) =>
  takeBlock(db, companyId, name, 1);

/** Which of these candidate references a record already holds (as its unique index compares them). */
export type TakenReferences = (candidates: string[]) => Promise<Set<string>>;

/**
 * Takes `count` numbers from the counter that no record holds yet — numbers typed by hand may already
 * sit ahead of the counter, and are skipped. Locked as takeBlock, so never given twice.
 */
export async function takeFreeReferences(
  db: Executor,
  companyId: number,
  name: ReferenceSequence,
  count: number,
  taken: TakenReferences,
): Promise<string[]> {
  const free: string[] = [];
  while (free.length < count) {
    const wanted = count - free.length;
    const first = await takeBlock(db, companyId, name, wanted);
    const block = Array.from({ length: wanted }, (_, index) => String(first + index));
    const used = await taken(block);
    free.push(...block.filter((reference) => !used.has(reference)));
  }
  return free;
}

/** One free number from the counter (see takeFreeReferences). */
export async function takeFreeReference(
  db: Executor,
  companyId: number,
  name: ReferenceSequence,
  taken: TakenReferences,
): Promise<string> {
  const [reference] = await takeFreeReferences(db, companyId, name, 1, taken);
  if (reference === undefined) throw new Error(`No ${name} taken for company ${companyId}`);
  return reference;
}

/** The number a new record is offered (a form's hint): the counter's next one that no record holds. */
export async function peekFreeReference(
  db: Executor,
  companyId: number,
  name: ReferenceSequence,
  taken: TakenReferences,
): Promise<string> {
  let next = await peekNextReference(db, companyId, name);
  while ((await taken([String(next)])).size > 0) next += 1;
  return String(next);
}
