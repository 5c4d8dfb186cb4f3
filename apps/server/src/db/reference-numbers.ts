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
 * Takes the next number of the counter for a new record: the counter row is locked by the upsert, so
 * concurrent creates each get their own number.
 */
export async function takeNextReference(db: Executor, companyId: number, name: ReferenceSequence): Promise<number> {
  const [row] = await db
    .insert(companySequences)
    .values({ companyId, name, lastValue: FLOOR + 1 })
    .onConflictDoUpdate({
      target: [companySequences.companyId, companySequences.name],
      set: { lastValue: sql`${companySequences.lastValue} + 1` },
    })
    .returning({ value: companySequences.lastValue });
  if (!row) throw new Error(`No ${name} counter for company ${companyId}`);
  return row.value;
}
