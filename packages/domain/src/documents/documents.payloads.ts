import { addressSchema } from '../company/company.schemas';
import { PREFILL_COLUMNS } from '../inventory/inventory.constants';
import { TAX_TYPES } from '../money/money.rules';
import { timelineEntrySchema } from '../timeline/timeline.schemas';
import { z } from '../zod';
import { INVOICE_STATUSES, PAYMENT_METHODS, QUOTATION_STATUSES } from './documents.constants';

/**
 * What v1/quotation, v1/invoice and v1/payments answer: the routes serialize through these (so
 * nothing undeclared leaks), the presenters return their types and the web reads them. Money is
 * dollars with two decimals; dates yyyy-MM-dd; times yyyy-MM-dd HH:mm:ss in the company's timezone.
 */

export const documentAddressSchema = addressSchema.extend({ full_address: z.string() });
export type DocumentAddress = z.infer<typeof documentAddressSchema>;

export const documentClientSchema = z.object({
  id: z.number(),
  display_name: z.string(),
  email: z.string().nullable(),
});
export type DocumentClient = z.infer<typeof documentClientSchema>;

/** The appointment a document was made from, as it links to it. */
const documentAppointmentSchema = z.object({ id: z.number(), reference_id: z.string(), title: z.string() });
const creatorSchema = z.object({ id: z.number(), name: z.string() });

/** A stored line as read (documents and appointment types): its inventory item beside it. */
export const presentedLineSchema = z.object({
  uuid: z.string(),
  item_id: z.number(),
  description: z.string(),
  unit_price: z.number(),
  quantity: z.number(),
  discount_rate: z.number(),
  tax_type: z.enum(TAX_TYPES),
  with_tax: z.boolean(),
  item_account: z.string().nullable(),
  marked_up_percentage: z.number(),
  inventory_item: z
    .object({
      id: z.number(),
      code: z.string(),
      name: z.string().nullable(),
      description: z.string().nullable(),
      prefill_column: z.enum(PREFILL_COLUMNS),
      selling_tax_type: z.enum(TAX_TYPES),
      selling_unit_price: z.number(),
      markup_percentage: z.number(),
      /** The company's General Service (a line with no item of its own). */
      is_default: z.boolean(),
    })
    .nullable(),
});

/** A document's line: the stored line plus its own amounts. */
export const documentLineSchema = presentedLineSchema.extend({
  /** The line's amounts by the company's rounding: before GST, the GST, and what the client pays. */
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  item_tax: z.object({ rate: z.number() }),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

/** What every document shows, in a list or opened. */
const summaryCommon = {
  id: z.number(),
  title: z.string().nullable(),
  total: z.number(),
  client: documentClientSchema,
  address: documentAddressSchema.nullable(),
  archived: z.boolean(),
};

/** Fields every opened document shares. */
const documentCommon = {
  ...summaryCommon,
  client_id: z.number(),
  /** Where the client is billed (its BILLING address, else PRIMARY, else first): the PDF's Bill to. */
  client_address: z.string().nullable(),
  /** The client's inventory mark-up: what a line chosen from inventory is marked up by (lineMarkupFor). */
  client_markup_percentage: z.number(),
  appointment_id: z.number().nullable(),
  appointment: documentAppointmentSchema.nullable(),
  description: z.string().nullable(),
  line_items: z.array(documentLineSchema),
  /** Saved while the company was registered for GST: its lines carry GST and an invoice is a Tax Invoice. */
  gst_registered: z.boolean(),
  notes: z.string().nullable(),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  /** The 'N day term': days from the document's date to its expiry or due date. */
  term_days: z.number().nullable(),
  sent_at: z.string().nullable(),
  can_edit: z.boolean(),
  creator: creatorSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A quotation in a list, a picker or a timeline entry. */
export const quotationSummarySchema = z.object({
  ...summaryCommon,
  quotation_number: z.string(),
  quotation_date: z.string(),
  expiry_date: z.string().nullable(),
  status: z.enum(QUOTATION_STATUSES),
  expired_days: z.number(),
});
export type QuotationSummary = z.infer<typeof quotationSummarySchema>;

export const quotationPayloadSchema = z.object({
  ...documentCommon,
  ...quotationSummarySchema.shape,
  /** The invoice it was converted to. */
  invoice_id: z.number().nullable(),
  accepted_at: z.string().nullable(),
  accepted_by: z.string().nullable(),
  /** The signature drawn when it was accepted in Client Connect (a PNG data URL). */
  accepted_signature: z.string().nullable(),
  rejected_at: z.string().nullable(),
  rejected_reason: z.string().nullable(),
});
export type QuotationPayload = z.infer<typeof quotationPayloadSchema>;

export const paymentPayloadSchema = z.object({
  id: z.number(),
  invoice_id: z.number(),
  invoice_number: z.string(),
  client: documentClientSchema,
  amount: z.number(),
  payment_date: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  voided: z.boolean(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  voided_by: z.string().nullable(),
  creator: creatorSchema.nullable(),
  created_at: z.string(),
});
export type PaymentPayload = z.infer<typeof paymentPayloadSchema>;

/** An invoice in a list, a picker or a timeline entry (spec: Invoice as listed in pickers; timeline). */
export const invoiceSummarySchema = z.object({
  ...summaryCommon,
  invoice_number: z.string(),
  invoice_date: z.string(),
  due_date: z.string().nullable(),
  amount_paid: z.number(),
  amount_due: z.number(),
  status: z.enum(INVOICE_STATUSES),
  overdue_days: z.number(),
  overdue_paid_days: z.number(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoicePayloadSchema = z.object({
  ...documentCommon,
  ...invoiceSummarySchema.shape,
  /** The day the last payment settled it (for 'Paid N days late'). */
  paid_date: z.string().nullable(),
  quotation_id: z.number().nullable(),
  payments: z.array(paymentPayloadSchema),
});
export type InvoicePayload = z.infer<typeof invoicePayloadSchema>;

/** GET …/defaults/values. */
export const documentDefaultsSchema = z.object({
  number: z.string(),
  date: z.string(),
  term_date: z.string(),
  term_days: z.number(),
  client: documentClientSchema.nullable(),
  client_markup_percentage: z.number(),
  address: documentAddressSchema.nullable(),
  appointment: documentAppointmentSchema.nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  line_items: z.array(documentLineSchema),
});
export type DocumentDefaults = z.infer<typeof documentDefaultsSchema>;

/**
 * One kind's answers, keyed by its own words: `{quotation}` from create, update, archive, status
 * and send; with its first timeline page from GET; `{quotations, total, page}` from search.
 */
function documentAnswers<One extends string, Many extends string, P extends z.ZodType, S extends z.ZodType>(
  one: One,
  many: Many,
  payload: P,
  summary: S,
) {
  const changed = z.object({ [one]: payload } as { [key in One]: P });
  return {
    changed,
    read: changed.extend({ timeline: z.array(timelineEntrySchema) }),
    page: z.object({ [many]: z.array(summary), total: z.number(), page: z.number() } as {
      [key in Many]: z.ZodArray<S>;
    } & { total: z.ZodNumber; page: z.ZodNumber }),
  };
}

export const quotationAnswers = documentAnswers(
  'quotation',
  'quotations',
  quotationPayloadSchema,
  quotationSummarySchema,
);
export const invoiceAnswers = documentAnswers('invoice', 'invoices', invoicePayloadSchema, invoiceSummarySchema);
export type DocumentAnswers = typeof quotationAnswers | typeof invoiceAnswers;
