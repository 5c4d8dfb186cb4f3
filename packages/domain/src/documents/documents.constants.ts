/**
 * Quotations and invoices (clients-staff-inventory-files sections 3-4, platform section 2): one
 * document core, each kind adding its own statuses, labels and texts.
 */

export const DOCUMENT_KINDS = ['quotation', 'invoice'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const QUOTATION_STATUSES = ['DRAFT', 'SENT', 'ACCEPTED', 'REJECTED'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  DRAFT: 'Draft',
  SENT: 'Published',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
};

export const INVOICE_STATUSES = ['DRAFT', 'OPEN', 'PARTIAL', 'PAID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  DRAFT: 'Draft',
  OPEN: 'Unpaid',
  PARTIAL: 'Partial Paid',
  PAID: 'Paid',
};
/** Only these are chosen by hand; PARTIAL and PAID follow from the payments. */
export const INVOICE_SELECTABLE_STATUSES = ['DRAFT', 'OPEN'] as const satisfies readonly InvoiceStatus[];
export type InvoiceSelectableStatus = (typeof INVOICE_SELECTABLE_STATUSES)[number];
/** The statuses that take payments: issued and not yet paid (a draft is not the client's to pay yet). */
export const PAYABLE_INVOICE_STATUSES = ['OPEN', 'PARTIAL'] as const satisfies readonly InvoiceStatus[];

export const PAYMENT_METHODS = ['CASH', 'CARD', 'BANK_TRANSFER', 'OTHER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CASH: 'Cash',
  CARD: 'Card',
  BANK_TRANSFER: 'Bank transfer',
  OTHER: 'Other',
};

export const DOCUMENT_LIMITS = {
  numberMax: 20,
  titleMax: 255,
  descriptionMax: 10_000,
  notesMax: 10_000,
  linesMax: 200,
  /** The 'N day term' of a quotation's expiry or an invoice's due date (as invoicing_due_date). */
  termDaysMax: 365,
  pageSize: 20,
  /** Searches count at most this many pages past the one asked for (a list of 100 000 is not counted whole). */
  pagesCountedAhead: 50,
  referenceMax: 100,
  voidReasonMax: 500,
  /** Payment reminders: at most this many, each 1-365 days after the due date. */
  paymentRemindersMax: 5,
} as const;

/** The quotation's default term when the company has none (days until it expires). */
export const DEFAULT_QUOTATION_TERM_DAYS = 30;

/** Words per kind, so one set of messages serves both. */
export const DOCUMENT_NOUNS: Record<DocumentKind, { title: string; lower: string }> = {
  quotation: { title: 'Quotation', lower: 'quotation' },
  invoice: { title: 'Invoice', lower: 'invoice' },
};

export const documentMessages = (kind: DocumentKind) => {
  const { title, lower } = DOCUMENT_NOUNS[kind];
  return {
    numberRequired: `The ${lower} number field is required.`,
    numberTaken: `The ${lower} number has already been taken.`,
    numberTooLong: `The ${lower} number may not be greater than ${DOCUMENT_LIMITS.numberMax} characters.`,
    dateRequired: `The ${lower} date field is required.`,
    dateInvalid: 'Enter a valid date (yyyy-mm-dd).',
    termBeforeDate:
      kind === 'quotation'
        ? 'The expiry date cannot be before the quotation date.'
        : 'The due date cannot be before the invoice date.',
    clientRequired: 'The client field is required.',
    clientInvalid: 'The selected client is invalid.',
    appointmentInvalid: 'The selected appointment is invalid.',
    linesTooMany: `A ${lower} can have at most ${DOCUMENT_LIMITS.linesMax} line items.`,
    statusInvalid: 'The selected status is invalid.',
    notFound: `Could not load ${lower}`,
    archivedReadOnly: `This ${lower} is archived and read-only.`,
    created: `${title} successfully created`,
    updated: `${title} successfully updated`,
    archived: `${title} successfully archived`,
    restored: `${title} successfully restored`,
    statusChanged: `${title} status successfully changed.`,
    sent: `${title} successfully sent`,
    sendNoEmail: 'Enter an email address to send this to.',
  };
};

export const QUOTATION_MESSAGES = {
  ...documentMessages('quotation'),
  convertNotAccepted: 'Only an accepted quotation can be converted to an invoice.',
  convertedAlready: 'This quotation has already been converted to an invoice.',
  converted: 'Quotation successfully converted to an invoice',
  expired: 'This quotation has expired and can no longer be accepted.',
} as const;

export const INVOICE_MESSAGES = {
  ...documentMessages('invoice'),
  statusNotSelectable: 'Only Draft or Unpaid can be chosen: Partial Paid and Paid follow from payments.',
  totalBelowPaid: (paid: string) =>
    `The total cannot be less than the ${paid} already paid. Void a payment first to lower it.`,
  draftWithPayments: 'An invoice with payments cannot go back to Draft.',
  /** Restoring an invoice converted from a quotation that has been converted again since. */
  restoreConvertedAgain: 'Its quotation has since been converted to another invoice, so this one cannot be restored.',
} as const;

export const PAYMENT_MESSAGES = {
  invoiceRequired: 'The invoice field is required.',
  invoiceInvalid: 'The selected invoice is invalid.',
  amountInvalid: 'The amount must be more than 0, in steps of 0.01.',
  amountOverDue: (due: string) => `The amount cannot be more than the ${due} due on this invoice.`,
  dateRequired: 'The payment date field is required.',
  dateInvalid: 'Enter a valid date (yyyy-mm-dd).',
  methodInvalid: 'The selected payment method is invalid.',
  invoiceArchived: 'Payments can only be recorded against an invoice that is not archived.',
  invoiceDraft: 'A draft invoice cannot take payments. Change its status to Unpaid first.',
  /** An idempotency key is made per payment form: one already spent on another invoice is a mistake or a probe. */
  keyReused: 'This payment was already submitted for another invoice. Reload the page and try again.',
  voidReasonRequired: 'Please give a reason for voiding this payment.',
  voidedAlready: 'This payment has already been voided.',
  notFound: 'Could not load payment',
  recorded: 'Payment successfully recorded',
  voided: 'Payment successfully voided',
} as const;
