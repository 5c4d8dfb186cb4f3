import { DocumentViewPage, INVOICE } from '../features/documents/index';
import { InvoicePaymentsPanel } from '../features/payments/index';

/**
 * invoicing/{id}: the document view with the invoice's payments. Payments build on documents (an
 * invoice to pay, the invoice picker), so the two meet here rather than documents importing payments.
 */
export function InvoicePage() {
  return <DocumentViewPage kind={INVOICE} invoicePayments={(invoice) => <InvoicePaymentsPanel invoice={invoice} />} />;
}
