import { daysBetween, formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { InvoiceStatus, QuotationStatus } from '@fieldbook/domain/documents/documents.constants';
import type {
  DocumentAddress,
  DocumentClient,
  DocumentLine,
  InvoicePayload,
  InvoiceSummary,
  PaymentPayload,
  QuotationPayload,
  QuotationSummary,
} from '@fieldbook/domain/documents/documents.payloads';
import { amountDueOf, expiredDays, overdueDays, overduePaidDays } from '@fieldbook/domain/documents/documents.rules';
import { lineInputOf } from '@fieldbook/domain/inventory/line-item.rules';
import { lineAmounts, type RoundingMethod, toDollars } from '@fieldbook/domain/money/money.rules';
import type { StoredLineItem } from '../../db/schema/index';
import { type LineInventory, presentLineItems } from '../inventory/index';
import type { DocumentRow } from './documents.repository';

/** What a list's summaries are presented with: today where the company is and the rows' clients. */
export interface SummaryContext {
  /** Today where the company is (expired and overdue days count from it). */
  today: string;
  clients: ReadonlyMap<number, DocumentClient>;
}

/** What a summary shows of its document (a list reads only these columns). */
export type SummaryRow = Pick<
  DocumentRow,
  | 'id'
  | 'title'
  | 'totalCents'
  | 'clientId'
  | 'address'
  | 'archivedAt'
  | 'number'
  | 'documentDate'
  | 'termDate'
  | 'amountPaidCents'
  | 'status'
  | 'paidOn'
>;

/** What opened documents are presented with, loaded once for all of them (documents.context.ts). */
export interface PresentContext extends SummaryContext {
  timezone: string;
  rounding: RoundingMethod;
  /** The mark-up each client's inventory lines start from (its inventory_markup_percentage). */
  clientMarkups: Map<number, number>;
  /** Opened documents: where their clients are billed (clientBillingAddresses). */
  billingAddresses: Map<number, string>;
  appointments: Map<number, { id: number; reference_id: string; title: string }>;
  inventory: LineInventory;
  creators: Map<number, { id: number; name: string }>;
  /** The viewer holds the kind's edit permission. */
  canEdit: boolean;
  /** Quotations: the live invoice made from each. */
  invoices: Map<number, number>;
  /** Invoices: their payments. */
  payments: Map<number, PaymentPayload[]>;
}

const missingClient = (id: number): DocumentClient => ({ id, display_name: '', email: null });

/**
 * Lines as read: each with its inventory item and its own amounts by the company's rounding, taxed
 * only when the document was saved registered for GST.
 */
export function presentLines(
  lines: StoredLineItem[],
  inventory: LineInventory,
  rounding: RoundingMethod,
  gstRegistered: boolean,
) {
  return presentLineItems(lines, inventory).map((line): DocumentLine => {
    const amounts = lineAmounts(lineInputOf(line), rounding, gstRegistered);
    return Object.assign(line, {
      subtotal: toDollars(amounts.subtotal),
      tax: toDollars(amounts.tax),
      total: toDollars(amounts.total),
      item_tax: { rate: amounts.taxRate },
    });
  });
}

/**
 * What every document shows, in a list or opened. Summaries add their fields with Object.assign: in
 * V8 11 (Node 20) an object literal that spreads another and then adds properties takes the runtime's
 * slow path, ~10 µs per summary (most of presenting a page of invoices), against ~0.1 µs for this.
 */
function summaryCommon(row: SummaryRow, context: SummaryContext) {
  return {
    id: row.id,
    title: row.title,
    total: toDollars(row.totalCents),
    client: context.clients.get(row.clientId) ?? missingClient(row.clientId),
    address: row.address as DocumentAddress | null,
    archived: row.archivedAt !== null,
  };
}

function presentCommon(row: DocumentRow, context: PresentContext) {
  return Object.assign(summaryCommon(row, context), {
    client_id: row.clientId,
    client_address: context.billingAddresses.get(row.clientId) ?? null,
    client_markup_percentage: context.clientMarkups.get(row.clientId) ?? 0,
    appointment_id: row.appointmentId,
    appointment: row.appointmentId === null ? null : (context.appointments.get(row.appointmentId) ?? null),
    description: row.description,
    line_items: presentLines(row.lineItems, context.inventory, context.rounding, row.gstRegistered),
    gst_registered: row.gstRegistered,
    notes: row.notes,
    subtotal: toDollars(row.subtotalCents),
    discount: toDollars(row.discountCents),
    tax: toDollars(row.taxCents),
    term_days: row.termDate ? daysBetween(row.documentDate, row.termDate) : null,
    sent_at: row.sentAt ? formatSqlDate(row.sentAt, context.timezone) : null,
    can_edit: context.canEdit && row.archivedAt === null,
    creator: row.createdBy === null ? null : (context.creators.get(row.createdBy) ?? null),
    created_at: formatSqlDate(row.createdAt, context.timezone),
    updated_at: formatSqlDate(row.updatedAt, context.timezone),
  });
}

export function presentQuotationSummary(row: SummaryRow, context: SummaryContext): QuotationSummary {
  const status = row.status as QuotationStatus;
  return Object.assign(summaryCommon(row, context), {
    quotation_number: row.number,
    quotation_date: row.documentDate,
    expiry_date: row.termDate,
    status,
    expired_days: expiredDays(status, row.termDate, context.today),
  });
}

export function presentQuotation(row: DocumentRow, context: PresentContext): QuotationPayload {
  const decided = row.decidedAt ? formatSqlDate(row.decidedAt, context.timezone) : null;
  return Object.assign(presentCommon(row, context), presentQuotationSummary(row, context), {
    invoice_id: context.invoices.get(row.id) ?? null,
    accepted_at: row.status === 'ACCEPTED' ? decided : null,
    accepted_by: row.status === 'ACCEPTED' ? row.decidedBy : null,
    accepted_signature: row.status === 'ACCEPTED' ? row.decisionSignature : null,
    rejected_at: row.status === 'REJECTED' ? decided : null,
    rejected_reason: row.status === 'REJECTED' ? row.declineReason : null,
  });
}

export function presentInvoiceSummary(row: SummaryRow, context: SummaryContext): InvoiceSummary {
  const status = row.status as InvoiceStatus;
  return Object.assign(summaryCommon(row, context), {
    invoice_number: row.number,
    invoice_date: row.documentDate,
    due_date: row.termDate,
    amount_paid: toDollars(row.amountPaidCents),
    amount_due: toDollars(amountDueOf(row.totalCents, row.amountPaidCents)),
    status,
    overdue_days: overdueDays(status, row.termDate, context.today),
    overdue_paid_days: overduePaidDays(status, row.termDate, row.paidOn),
  });
}

export function presentInvoice(row: DocumentRow, context: PresentContext): InvoicePayload {
  return Object.assign(presentCommon(row, context), presentInvoiceSummary(row, context), {
    paid_date: row.paidOn,
    quotation_id: row.sourceId,
    payments: context.payments.get(row.id) ?? [],
  });
}
