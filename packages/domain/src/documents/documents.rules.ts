import { daysBetween } from '../dates/date-codec';
import type { Cents, DocumentTotals } from '../money/money.rules';
import {
  INVOICE_SELECTABLE_STATUSES,
  type InvoiceSelectableStatus,
  type InvoiceStatus,
  PAYABLE_INVOICE_STATUSES,
  QUOTATION_STATUSES,
  type QuotationStatus,
} from './documents.constants';

/** 'N day term': the days from the document's date to its expiry or due date. */
export const termText = (days: number) => `${days} day term`;

/**
 * An invoice's status from what has been paid: nothing paid keeps the status chosen by hand
 * (DRAFT or OPEN; an invoice that had payments is OPEN again once they are voided), something
 * paid is PARTIAL, the whole total paid is PAID. A zero-total invoice that was issued is PAID.
 */
export function invoiceStatusOf(chosen: InvoiceStatus, totalCents: Cents, paidCents: Cents): InvoiceStatus {
  if (paidCents > 0) return paidCents >= totalCents ? 'PAID' : 'PARTIAL';
  const base: InvoiceSelectableStatus = chosen === 'DRAFT' ? 'DRAFT' : 'OPEN';
  return base === 'OPEN' && totalCents === 0 ? 'PAID' : base;
}

/** What is left to pay, never below nothing (payments can never exceed the total). */
export const amountDueOf = (totalCents: Cents, paidCents: Cents): Cents => Math.max(totalCents - paidCents, 0);

/** Whether the status may be chosen by hand (PARTIAL and PAID follow from payments). */
export const isSelectableInvoiceStatus = (status: string): status is InvoiceSelectableStatus =>
  (INVOICE_SELECTABLE_STATUSES as readonly string[]).includes(status);

/** Whether an invoice in this status takes payments (issued, not yet paid). */
export const isPayableInvoiceStatus = (status: string): boolean =>
  (PAYABLE_INVOICE_STATUSES as readonly string[]).includes(status);

/** Days an unpaid invoice is past its due date (0 when not overdue or settled). */
export function overdueDays(status: InvoiceStatus, dueDate: string | null, today: string): number {
  if (!dueDate || (status !== 'OPEN' && status !== 'PARTIAL')) return 0;
  return Math.max(daysBetween(dueDate, today), 0);
}

/** Days after its due date an invoice was paid in full (0 when on time or unpaid). */
export function overduePaidDays(status: InvoiceStatus, dueDate: string | null, paidOn: string | null): number {
  if (!dueDate || !paidOn || status !== 'PAID') return 0;
  return Math.max(daysBetween(dueDate, paidOn), 0);
}

/** Days a quotation still awaiting an answer is past its expiry date (0 when not expired or answered). */
export function expiredDays(status: QuotationStatus, expiryDate: string | null, today: string): number {
  if (!expiryDate || (status !== 'DRAFT' && status !== 'SENT')) return 0;
  return Math.max(daysBetween(expiryDate, today), 0);
}

export const overdueText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'} overdue`;
export const paidLateText = (days: number) => `Paid ${days} ${days === 1 ? 'day' : 'days'} late`;
export const expiredText = (days: number) => `Expired ${days} ${days === 1 ? 'day' : 'days'} ago`;

/**
 * The quotation statuses the picker offers (spec section 4): Draft is hidden once ACCEPTED or
 * REJECTED; Accepted is hidden when current is ACCEPTED; Rejected when current is REJECTED.
 */
export function quotationStatusOptions(current: QuotationStatus): QuotationStatus[] {
  const decided = current === 'ACCEPTED' || current === 'REJECTED';
  return QUOTATION_STATUSES.filter(
    (status) =>
      !(status === 'DRAFT' && decided) && !(status === current && (status === 'ACCEPTED' || status === 'REJECTED')),
  );
}

/** Whether a quotation may move from one status to another by hand (what the picker offers). */
export const canMoveQuotation = (from: QuotationStatus, to: QuotationStatus) =>
  from === to || quotationStatusOptions(from).includes(to);

/** One row of the totals under a document's lines: its label, amount and whether it stands out. */
export interface TotalRow {
  label: string;
  cents: Cents;
  strong: boolean;
}

/**
 * The totals a document shows under its lines, in the same words on screen and on the PDF. Amounts
 * are shown as they are: what was paid is paid (never "-$0.00"). A business not registered for GST
 * shows no GST at all (an invoice, not a tax invoice); an invoice adds Paid and Amount Due.
 */
export function documentTotalRows(
  totals: DocumentTotals,
  options: { gstRegistered: boolean; payments?: { paidCents: Cents; dueCents: Cents } | null },
): TotalRow[] {
  const rows: TotalRow[] = [];
  const row = (label: string, cents: Cents, strong = false) => rows.push({ label, cents, strong });
  if (options.gstRegistered) row('Subtotal (excl. GST)', totals.subtotal);
  if (totals.discount > 0) row('Discount included', totals.discount);
  if (options.gstRegistered) row('GST', totals.tax);
  row('Total', totals.total, true);
  if (options.payments) {
    row('Paid', options.payments.paidCents);
    row('Amount Due', options.payments.dueCents, true);
  }
  return rows;
}
