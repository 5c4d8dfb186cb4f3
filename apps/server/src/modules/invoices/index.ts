/** The invoices module's public face: what other modules may use. */
export { invoicesModule } from './invoices.plugin';
export { createInvoicesService, type InvoicesService } from './invoices.service';
