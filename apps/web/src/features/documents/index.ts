/** The documents feature's public face: what other features may use. */
export { InvoicePicker } from './components/invoice-picker';
export { INVOICE } from './document-kinds';
export { DocumentViewPage } from './pages/document-view.page';
