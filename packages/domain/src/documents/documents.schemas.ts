import { addressSchema } from '../company/company.schemas';
import { isDateOnly } from '../dates/date-codec';
import { blankToNull, positiveId } from '../http/schema-helpers';
import { lineItemSchema } from '../inventory/line-item.rules';
import { z } from '../zod';
import {
  DOCUMENT_LIMITS,
  type DocumentKind,
  documentMessages,
  INVOICE_SELECTABLE_STATUSES,
  INVOICE_STATUSES,
  QUOTATION_STATUSES,
} from './documents.constants';

/**
 * Request bodies of v1/quotation/… and v1/invoice/… (one shape per kind, built from the same
 * pieces). Money in the API is dollars; dates are yyyy-MM-dd in the company's timezone.
 */

/** A calendar date, yyyy-MM-dd. */
export const dateOnlySchema = (required: string, invalid = 'Enter a valid date (yyyy-mm-dd).') =>
  z.string({ error: required }).trim().min(1, required).refine(isDateOnly, invalid);

const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullish());

function documentFields(kind: DocumentKind) {
  const M = documentMessages(kind);
  return {
    /** Empty or absent: the next number in the company's sequence, taken when the document is saved. */
    number: z.preprocess(blankToNull, z.string().trim().max(DOCUMENT_LIMITS.numberMax, M.numberTooLong).nullish()),
    date: dateOnlySchema(M.dateRequired, M.dateInvalid),
    /** Expiry (quotation) or due (invoice) date; absent: the date plus the default term. */
    term: z.preprocess(blankToNull, dateOnlySchema(M.dateInvalid, M.dateInvalid).nullish()),
    common: {
      client_id: z.number({ error: M.clientRequired }).int().positive(M.clientRequired),
      appointment_id: z.number().int().positive().nullish(),
      address: addressSchema.nullish(),
      title: optionalText(DOCUMENT_LIMITS.titleMax),
      description: optionalText(DOCUMENT_LIMITS.descriptionMax),
      line_items: z.array(lineItemSchema).max(DOCUMENT_LIMITS.linesMax, M.linesTooMany).default([]),
      notes: optionalText(DOCUMENT_LIMITS.notesMax),
    },
  };
}

const Q = documentFields('quotation');
const I = documentFields('invoice');
const QM = documentMessages('quotation');
const IM = documentMessages('invoice');

/** The expiry or due date may not come before the document's own date. */
const termAfterDate =
  (dateKey: string, termKey: string, message: string) => (body: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const from = body[dateKey];
    const to = body[termKey];
    if (typeof from === 'string' && typeof to === 'string' && to < from)
      ctx.addIssue({ code: 'custom', path: [termKey], message });
  };
const quotationTerm = termAfterDate('quotation_date', 'expiry_date', QM.termBeforeDate);
const invoiceTerm = termAfterDate('invoice_date', 'due_date', IM.termBeforeDate);

const quotationStatus = z.enum(QUOTATION_STATUSES, { error: QM.statusInvalid });
const quotationFields = {
  quotation_number: Q.number,
  quotation_date: Q.date,
  expiry_date: Q.term,
  ...Q.common,
};
export const createQuotationBodySchema = z
  .object({ ...quotationFields, status: quotationStatus.default('DRAFT') })
  .superRefine(quotationTerm);
/** An update without a status leaves the status as it is (an edit is not a status change). */
export const updateQuotationBodySchema = z
  .object({
    ...quotationFields,
    status: quotationStatus.optional(),
    id: z.number().int().positive(),
    /** The version the edit started from: a newer one answers 409. */
    updated_at: z.string().optional(),
  })
  .superRefine(quotationTerm);
export type CreateQuotationBody = z.infer<typeof createQuotationBodySchema>;
export type UpdateQuotationBody = z.infer<typeof updateQuotationBodySchema>;

/** Only DRAFT or OPEN; PARTIAL and PAID follow from payments. */
const invoiceStatus = z.enum(INVOICE_SELECTABLE_STATUSES, { error: IM.statusInvalid });
const invoiceFields = {
  invoice_number: I.number,
  invoice_date: I.date,
  due_date: I.term,
  ...I.common,
};
export const createInvoiceBodySchema = z
  .object({
    ...invoiceFields,
    status: invoiceStatus.default('DRAFT'),
    quotation_id: z.number().int().positive().nullish(),
  })
  .superRefine(invoiceTerm);
/** An update without a status leaves the status as it is: a sent invoice never falls back to a draft. */
export const updateInvoiceBodySchema = z
  .object({
    ...invoiceFields,
    status: invoiceStatus.optional(),
    id: z.number().int().positive(),
    updated_at: z.string().optional(),
  })
  .superRefine(invoiceTerm);
export type CreateInvoiceBody = z.infer<typeof createInvoiceBodySchema>;
export type UpdateInvoiceBody = z.infer<typeof updateInvoiceBodySchema>;

export const documentIdQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const documentIdBodySchema = z.object({ id: positiveId });

/** GET …/defaults/values: what a new document starts from. */
export const documentDefaultsQuerySchema = z.object({
  client_id: z.coerce.number().int().positive().optional(),
  appointment_id: z.coerce.number().int().positive().optional(),
});

export const quotationStatusBodySchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(QUOTATION_STATUSES, { error: QM.statusInvalid }),
});
export const invoiceStatusBodySchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(INVOICE_STATUSES, { error: IM.statusInvalid }),
});

/** POST …/send: emails the client the document with its PDF; `to` defaults to the client's billing or primary email. */
export const sendDocumentBodySchema = z.object({
  id: z.number().int().positive(),
  to: z.array(z.string().trim().email('This email is invalid')).max(5).optional(),
  subject: optionalText(255),
  message: optionalText(5000),
});
export type SendDocumentBody = z.infer<typeof sendDocumentBodySchema>;

export const DOCUMENT_SORTS = ['number', 'date', 'term', 'total', 'amount_due', 'client', 'created_at'] as const;

function searchBody<S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    /** Text search over number, title, client name and address (spec: filter). */
    filter: z.string().trim().max(200).default(''),
    status: z.array(z.enum(statuses)).max(statuses.length).default([]),
    client_id: z.number().int().positive().nullish(),
    appointment_id: z.number().int().positive().nullish(),
    /** The document date range, both days included. */
    start: z.preprocess(blankToNull, dateOnlySchema('Enter a valid date (yyyy-mm-dd).').nullish()),
    end: z.preprocess(blankToNull, dateOnlySchema('Enter a valid date (yyyy-mm-dd).').nullish()),
    archived: z.boolean().default(false),
    sort: z.enum(DOCUMENT_SORTS).default('date'),
    direction: z.enum(['asc', 'desc']).default('desc'),
    page: z.number().int().min(1).default(1),
    rows: z.number().int().min(1).max(100).default(DOCUMENT_LIMITS.pageSize),
  });
}
export const searchQuotationsBodySchema = searchBody(QUOTATION_STATUSES);
export const searchInvoicesBodySchema = searchBody(INVOICE_STATUSES).extend({
  /** Spec: POST v1/invoice/search takes partially_paid: only invoices with some but not all paid. */
  partially_paid: z.boolean().default(false),
  /** Only invoices past their due date and not paid. */
  overdue: z.boolean().default(false),
});
export type SearchQuotationsBody = z.infer<typeof searchQuotationsBodySchema>;
export type SearchInvoicesBody = z.infer<typeof searchInvoicesBodySchema>;
