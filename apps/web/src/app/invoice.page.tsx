import { INVOICE } from '../features/documents/document-kinds';
import { DocumentViewPage } from '../features/documents/pages/document-view.page';
import { InvoicePaymentsPanel } from '../features/payments/components/invoice-payments-panel';

/**
 * invoicing/{id}: the document view with the invoice's payments. Payments build on documents (an
 * invoice to pay, the invoice picker), so the two meet here rather than documents importing payments.
 */
export function InvoicePage() {
  return <DocumentViewPage kind={INVOICE} invoicePayments={(invoice) => <InvoicePaymentsPanel invoice={invoice} />} />;
}
