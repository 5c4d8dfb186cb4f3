import type {
  InvoicePayload,
  InvoiceSummary,
  QuotationPayload,
  QuotationSummary,
} from '@fieldbook/domain/documents/documents.payloads';

const client = { id: 42, display_name: 'Harriet Quill', email: 'hq@example.com' };

/** One call-out line: $99 plus GST. */
const callOut = {
  uuid: 'line-1',
  item_id: 3,
  description: 'Call-out',
  unit_price: 99,
  quantity: 1,
  discount_rate: 0,
  tax_type: 'EXCLUSIVE' as const,
  with_tax: true,
  item_account: null,
  marked_up_percentage: 0,
  inventory_item: null,
  subtotal: 99,
  tax: 9.9,
  total: 108.9,
  item_tax: { rate: 10 },
};

const common = {
  id: 7,
  client_id: client.id,
  client,
  client_address: null,
  client_markup_percentage: 0,
  gst_registered: true,
  appointment_id: null,
  appointment: null,
  address: null,
  title: 'Hot water system replacement',
  description: null,
  line_items: [callOut],
  notes: null,
  term_days: 30,
  sent_at: null,
  archived: false,
  can_edit: true,
  creator: { id: 1, name: 'Nina Owner' },
  created_at: '2026-11-02 09:00:00',
  updated_at: '2026-11-02 09:00:00',
  subtotal: 99,
  discount: 0,
  tax: 9.9,
  total: 108.9,
};

export function buildQuotation(overrides: Partial<QuotationPayload> = {}): QuotationPayload {
  return {
    ...common,
    quotation_number: '1007',
    quotation_date: '2026-11-02',
    expiry_date: '2026-12-02',
    status: 'DRAFT',
    expired_days: 0,
    invoice_id: null,
    accepted_at: null,
    accepted_by: null,
    accepted_signature: null,
    rejected_at: null,
    rejected_reason: null,
    ...overrides,
  };
}

export function buildInvoice(overrides: Partial<InvoicePayload> = {}): InvoicePayload {
  return {
    ...common,
    id: 8,
    invoice_number: '1043',
    invoice_date: '2026-11-02',
    due_date: '2026-12-02',
    status: 'OPEN',
    amount_paid: 0,
    amount_due: 108.9,
    paid_date: null,
    overdue_days: 0,
    overdue_paid_days: 0,
    quotation_id: null,
    payments: [],
    ...overrides,
  };
}

export const quotationSummary = (overrides: Partial<QuotationSummary> = {}): QuotationSummary => {
  const quotation = buildQuotation();
  return {
    id: quotation.id,
    quotation_number: quotation.quotation_number,
    quotation_date: quotation.quotation_date,
    expiry_date: quotation.expiry_date,
    title: quotation.title,
    total: quotation.total,
    status: quotation.status,
    client: quotation.client,
    address: quotation.address,
    archived: quotation.archived,
    expired_days: quotation.expired_days,
    ...overrides,
  };
};

export const invoiceSummary = (overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => {
  const invoice = buildInvoice();
  return {
    id: invoice.id,
    invoice_number: invoice.invoice_number,
    invoice_date: invoice.invoice_date,
    due_date: invoice.due_date,
    title: invoice.title,
    total: invoice.total,
    amount_paid: invoice.amount_paid,
    amount_due: invoice.amount_due,
    status: invoice.status,
    client: invoice.client,
    address: invoice.address,
    archived: invoice.archived,
    overdue_days: invoice.overdue_days,
    overdue_paid_days: invoice.overdue_paid_days,
    ...overrides,
  };
};
