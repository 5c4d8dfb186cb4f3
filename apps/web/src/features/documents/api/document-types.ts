import type {
  DocumentDefaults,
  InvoicePayload,
  InvoiceSummary,
  QuotationPayload,
  QuotationSummary,
} from '@fieldbook/domain/documents/documents.payloads';

export type { DocumentDefaults, InvoicePayload, InvoiceSummary, QuotationPayload, QuotationSummary };

/** A document of either kind as the screens read it (kind-specific fields looked up by name). */
export type AnyDocument = QuotationPayload | InvoicePayload;
export type AnySummary = QuotationSummary | InvoiceSummary;

/** Every document query starts with this key, so one invalidation refreshes lists, views and pickers. */
export const documentsQueryKey = ['documents'] as const;

export const numberOf = (document: AnyDocument | AnySummary) =>
  'quotation_number' in document ? document.quotation_number : document.invoice_number;
export const dateOf = (document: AnyDocument | AnySummary) =>
  'quotation_date' in document ? document.quotation_date : document.invoice_date;
export const termOf = (document: AnyDocument | AnySummary) =>
  'quotation_date' in document ? document.expiry_date : document.due_date;
