import type { Address } from '../company/company.schemas';
import type { PrefillColumn } from '../inventory/inventory.constants';
import type { LineItem } from '../inventory/line-item.rules';
import type { TaxType } from '../money/money.rules';
import type { InvoiceStatus, PaymentMethod, QuotationStatus } from './documents.constants';

/**
 * What v1/quotation, v1/invoice and v1/payments answer (the server's presenters satisfy these; the
 * web reads them). Money is dollars with two decimals; dates yyyy-MM-dd; times yyyy-MM-dd HH:mm:ss
 * in the company's timezone.
 */

export interface DocumentAddress extends Address {
  full_address: string;
}

export interface DocumentClient {
  id: number;
  display_name: string;
  email: string | null;
}

/** A line as read: the stored line plus its inventory item and its own amounts. */
export interface DocumentLine extends LineItem {
  uuid: string;
  item_id: number;
  item_account: string | null;
  marked_up_percentage: number;
  inventory_item: {
    id: number;
    code: string;
    name: string | null;
    description: string | null;
    prefill_column: PrefillColumn;
    selling_tax_type: TaxType;
    selling_unit_price: number;
    markup_percentage: number;
    /** The company's General Service (a line with no item of its own). */
    is_default: boolean;
  } | null;
  /** The line's amounts by the company's rounding: before GST, the GST, and what the client pays. */
  subtotal: number;
  tax: number;
  total: number;
  item_tax: { rate: number };
}

export interface DocumentTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** Fields every document shares. */
interface DocumentCommon extends DocumentTotals {
  id: number;
  client_id: number;
  client: DocumentClient;
  /** Where the client is billed (its BILLING address, else PRIMARY, else first): the PDF's Bill to. */
  client_address: string | null;
  /** The client's inventory mark-up: what a line chosen from inventory is marked up by (lineMarkupFor). */
  client_markup_percentage: number;
  appointment_id: number | null;
  appointment: { id: number; reference_id: string; title: string } | null;
  address: DocumentAddress | null;
  title: string | null;
  description: string | null;
  line_items: DocumentLine[];
  /** Saved while the company was registered for GST: its lines carry GST and an invoice is a Tax Invoice. */
  gst_registered: boolean;
  notes: string | null;
  /** The 'N day term': days from the document's date to its expiry or due date. */
  term_days: number | null;
  sent_at: string | null;
  archived: boolean;
  can_edit: boolean;
  creator: { id: number; name: string } | null;
  created_at: string;
  updated_at: string;
}

export interface QuotationPayload extends DocumentCommon {
  quotation_number: string;
  quotation_date: string;
  expiry_date: string | null;
  status: QuotationStatus;
  expired_days: number;
  /** The invoice it was converted to. */
  invoice_id: number | null;
  accepted_at: string | null;
  accepted_by: string | null;
  /** The signature drawn when it was accepted in Client Connect (a PNG data URL). */
  accepted_signature: string | null;
  rejected_at: string | null;
  rejected_reason: string | null;
}

export interface PaymentPayload {
  id: number;
  invoice_id: number;
  invoice_number: string;
  client: DocumentClient;
  amount: number;
  payment_date: string;
  method: PaymentMethod;
  reference: string | null;
  notes: string | null;
  voided: boolean;
  voided_at: string | null;
  void_reason: string | null;
  voided_by: string | null;
  creator: { id: number; name: string } | null;
  created_at: string;
}

export interface InvoicePayload extends DocumentCommon {
  invoice_number: string;
  invoice_date: string;
  due_date: string | null;
  status: InvoiceStatus;
  amount_paid: number;
  amount_due: number;
  /** The day the last payment settled it (for 'Paid N days late'). */
  paid_date: string | null;
  overdue_days: number;
  overdue_paid_days: number;
  quotation_id: number | null;
  payments: PaymentPayload[];
}

/** A document in a list, a picker or a timeline entry (spec: Invoice as listed in pickers; timeline). */
export interface QuotationSummary {
  id: number;
  quotation_number: string;
  quotation_date: string;
  expiry_date: string | null;
  title: string | null;
  total: number;
  status: QuotationStatus;
  client: DocumentClient;
  address: DocumentAddress | null;
  archived: boolean;
  expired_days: number;
}

export interface InvoiceSummary {
  id: number;
  invoice_number: string;
  invoice_date: string;
  due_date: string | null;
  title: string | null;
  total: number;
  amount_paid: number;
  amount_due: number;
  status: InvoiceStatus;
  client: DocumentClient;
  address: DocumentAddress | null;
  archived: boolean;
  overdue_days: number;
  overdue_paid_days: number;
}

/** GET …/defaults/values. */
export interface DocumentDefaults {
  number: string;
  date: string;
  term_date: string;
  term_days: number;
  client: DocumentClient | null;
  client_markup_percentage: number;
  address: DocumentAddress | null;
  appointment: { id: number; reference_id: string; title: string } | null;
  title: string | null;
  description: string | null;
  line_items: DocumentLine[];
}
