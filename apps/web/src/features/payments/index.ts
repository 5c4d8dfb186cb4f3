/** The payments feature's public face: what other features may use. */
export { InvoicePaymentsPanel } from './components/invoice-payments-panel';
