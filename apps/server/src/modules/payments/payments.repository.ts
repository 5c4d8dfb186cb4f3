import { DOCUMENT_LIMITS } from '@fieldbook/domain/documents/documents.constants';
import type { SearchPaymentsBody } from '@fieldbook/domain/payments/payments.schemas';
import { and, asc, count, desc, eq, gte, inArray, isNull, like, lte, not, or, type SQL, sql } from 'drizzle-orm';
import { anyIdPlaceholder } from '../../db/any-id';
import type { Executor } from '../../db/database';
import { escapeLike } from '../../db/like-pattern';
import { preparedPer } from '../../db/prepared';
import { documents, payments } from '../../db/schema/index';
import { clientIdsMatching } from '../clients/index';

export type PaymentRow = typeof payments.$inferSelect;

const ofCompany = (companyId: number) => eq(payments.companyId, companyId);

export async function findPayment(db: Executor, companyId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(payments)
    .where(and(ofCompany(companyId), eq(payments.id, id)))
    .limit(1);
  return (await (lock ? query.for('update') : query))[0];
}

export async function findByKey(db: Executor, companyId: number, key: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(ofCompany(companyId), eq(payments.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function insertPayment(db: Executor, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

export async function voidPayment(db: Executor, payment: PaymentRow, userId: number, reason: string) {
  const [row] = await db
    .update(payments)
    .set({ voidedAt: new Date(), voidedBy: userId, voidReason: reason })
    .where(and(ofCompany(payment.companyId), eq(payments.id, payment.id)))
    .returning();
  if (!row) throw new Error('payment void returned no row');
  return row;
}

const SORTS = {
  payment_date: payments.paymentDate,
  amount: payments.amountCents,
  created_at: payments.createdAt,
} as const;

/** One page of the company's payments matching the search, with the total. */
export async function searchPayments(db: Executor, companyId: number, body: SearchPaymentsBody) {
  const term = body.filter.trim().toLowerCase();
  const clientIds = term ? await clientIdsMatching(db, companyId, term) : [];
  // Payments of invoices whose number, or whose client's name, matches.
  const matchingInvoices = db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.kind, 'invoice'),
        or(
          sql`lower(${documents.number}) like ${`%${escapeLike(term)}%`}`,
          clientIds.length > 0 ? inArray(documents.clientId, clientIds) : undefined,
        ),
      ),
    );
  const byClient = body.client_id
    ? db
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            eq(documents.companyId, companyId),
            eq(documents.kind, 'invoice'),
            eq(documents.clientId, body.client_id),
          ),
        )
    : null;
  const conditions: (SQL | undefined)[] = [
    ofCompany(companyId),
    body.include_voided ? undefined : isNull(payments.voidedAt),
    body.invoice_id ? eq(payments.invoiceId, body.invoice_id) : undefined,
    byClient ? inArray(payments.invoiceId, byClient) : undefined,
    body.method.length > 0 ? inArray(payments.method, body.method) : undefined,
    body.start ? gte(payments.paymentDate, body.start) : undefined,
    body.end ? lte(payments.paymentDate, body.end) : undefined,
    term
      ? or(
          sql`lower(${payments.reference}) like ${`%${escapeLike(term)}%`}`,
          inArray(payments.invoiceId, matchingInvoices),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const order = body.direction === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(order(SORTS[body.sort]), order(payments.id))
      .limit(body.rows)
      .offset((body.page - 1) * body.rows),
    // Counted only so far past this page: the pager needs no more, and a whole count of a big list is slow.
    db.select({ value: count() }).from(
      db
        .select({ id: payments.id })
        .from(payments)
        .where(where)
        .limit((body.page + DOCUMENT_LIMITS.pagesCountedAhead) * body.rows)
        .as('counted'),
    ),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every payment of these invoices (voided ones too), newest first. */
const paymentRowsQuery = preparedPer((db: Executor) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, sql.placeholder('companyId')), anyIdPlaceholder(payments.invoiceId)))
    .orderBy(desc(payments.paymentDate), desc(payments.id))
    .prepare('payment_rows_of'),
);

export const paymentRowsOf = async (db: Executor, companyId: number, invoiceIds: number[]) =>
  invoiceIds.length === 0 ? [] : paymentRowsQuery(db).execute({ companyId, ids: invoiceIds });

/**
 * What is paid of an invoice: the sum of its payments not voided, and the last of their dates
 * (undefined without one).
 */
export async function livePaymentTotals(db: Executor, companyId: number, invoiceId: number) {
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(${payments.amountCents}), 0)`,
      // payment_date is never null, so max() is the latest date ('yyyy-mm-dd', as the column reads).
      lastDate: sql<string | null>`max(${payments.paymentDate})::text`,
    })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.invoiceId, invoiceId), isNull(payments.voidedAt)));
  return { paid: Number(row?.paid ?? 0), lastDate: row?.lastDate ?? undefined };
}

/** The ids of an invoice's payments (voided ones too). */
export async function paymentIdsOfInvoice(db: Executor, companyId: number, invoiceId: number): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.invoiceId, invoiceId)));
  return rows.map((row) => row.id);
}

/** The ids of the company's payments recorded here (not pulled from an accounting provider) and not voided, in order. */
export async function ownLivePaymentIds(db: Executor, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(ofCompany(companyId), isNull(payments.voidedAt), not(like(payments.idempotencyKey, 'accounting:%'))))
    .orderBy(asc(payments.id));
  return rows.map((row) => row.id);
}

/** Company reset: erases the company's payments. */
export async function eraseCompanyPayments(tx: Executor, companyId: number) {
  await tx.delete(payments).where(eq(payments.companyId, companyId));
}
