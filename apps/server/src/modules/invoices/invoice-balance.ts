import type { InvoiceStatus } from '@fieldbook/domain/documents/documents.constants';
import { invoiceStatusOf } from '@fieldbook/domain/documents/documents.rules';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { payments } from '../../db/schema/index';
import { type DocumentRow, updateDocument } from '../documents/documents.repository';

/**
 * Recomputes an invoice from its payments inside the caller's transaction (the invoice row locked
 * first): what is paid is the sum of the payments not voided; the status follows (an invoice that
 * was paid is never a draft again); the paid date is the last payment's once it is settled.
 */
export async function settleInvoice(tx: Executor, invoice: DocumentRow) {
  const live = and(
    eq(payments.companyId, invoice.companyId),
    eq(payments.invoiceId, invoice.id),
    isNull(payments.voidedAt),
  );
  const [sum] = await tx
    .select({ paid: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(live);
  const paid = Number(sum?.paid ?? 0);
  const [last] = await tx
    .select({ date: payments.paymentDate })
    .from(payments)
    .where(live)
    .orderBy(desc(payments.paymentDate))
    .limit(1);
  const chosen = invoice.status === 'DRAFT' && paid === 0 ? 'DRAFT' : 'OPEN';
  const status = invoiceStatusOf(chosen, invoice.totalCents, paid) as InvoiceStatus;
  return updateDocument(tx, invoice, {
    amountPaidCents: paid,
    status,
    paidOn: status === 'PAID' ? (last?.date ?? invoice.paidOn) : null,
  });
}
