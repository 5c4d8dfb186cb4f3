import type { InvoiceStatus } from '@fieldbook/domain/documents/documents.constants';
import { invoiceStatusOf } from '@fieldbook/domain/documents/documents.rules';
import type { Executor } from '../../db/database';
import { type DocumentRow, updateDocument } from '../documents/index';
import { livePaymentTotals } from './payments.repository';

/**
 * Recomputes an invoice from its payments inside the caller's transaction (the invoice row locked
 * first): what is paid is the sum of the payments not voided; the status follows (an invoice that
 * was paid is never a draft again); the paid date is the last payment's once it is settled.
 */
export async function settleInvoice(tx: Executor, invoice: DocumentRow) {
  const { paid, lastDate } = await livePaymentTotals(tx, invoice.companyId, invoice.id);
  const chosen = invoice.status === 'DRAFT' && paid === 0 ? 'DRAFT' : 'OPEN';
  const status = invoiceStatusOf(chosen, invoice.totalCents, paid) as InvoiceStatus;
  return updateDocument(tx, invoice, {
    amountPaidCents: paid,
    status,
    paidOn: status === 'PAID' ? (lastDate ?? invoice.paidOn) : null,
  });
}
