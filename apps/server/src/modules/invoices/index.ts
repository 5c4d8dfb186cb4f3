/** The invoices module's public face: what other modules may use. */

export { eraseCompanyInvoiceReminders } from './invoice-reminders.repository';
export { invoicesModule } from './invoices.plugin';
export { createInvoicesService, type InvoicesService } from './invoices.service';
