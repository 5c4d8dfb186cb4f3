import { lazyComponent } from '../lib/lazy-component';
import type { AppRouteDef } from './route-def';

/** Quotations, invoices and payments (platform spec section 2). */
export const DOCUMENT_ROUTES: readonly AppRouteDef[] = [
  {
    path: 'quotations',
    login: 1,
    permission: 'canAccessQuotations',
    nav: { label: 'Quotations', icon: 'RequestQuote', section: true },
    page: lazyComponent(
      () => import('../features/documents/pages/documents-list.page'),
      (m) => m.QuotationsPage,
    ),
  },
  {
    path: 'quotations/add',
    login: 1,
    permission: 'canAddQuotations',
    page: lazyComponent(
      () => import('../features/documents/pages/document-form.page'),
      (m) => m.AddQuotationPage,
    ),
  },
  {
    path: 'quotations/:id/edit',
    login: 1,
    permission: 'canAddQuotations',
    page: lazyComponent(
      () => import('../features/documents/pages/document-form.page'),
      (m) => m.EditQuotationPage,
    ),
  },
  {
    path: 'quotations/:id',
    login: 1,
    permission: 'canViewQuotations',
    page: lazyComponent(
      () => import('../features/documents/pages/document-view.page'),
      (m) => m.QuotationPage,
    ),
  },
  {
    path: 'invoicing',
    login: 1,
    permission: 'canAccessInvoicing',
    nav: { label: 'Invoicing', icon: 'ReceiptLong', section: true },
    page: lazyComponent(
      () => import('../features/documents/pages/documents-list.page'),
      (m) => m.InvoicesPage,
    ),
  },
  {
    path: 'invoicing/add',
    login: 1,
    permission: 'canAddInvoices',
    page: lazyComponent(
      () => import('../features/documents/pages/document-form.page'),
      (m) => m.AddInvoicePage,
    ),
  },
  {
    path: 'invoicing/:id/edit',
    login: 1,
    permission: 'canAddInvoices',
    page: lazyComponent(
      () => import('../features/documents/pages/document-form.page'),
      (m) => m.EditInvoicePage,
    ),
  },
  {
    path: 'invoicing/:id',
    login: 1,
    permission: 'canViewInvoicing',
    page: lazyComponent(
      () => import('./invoice.page'),
      (m) => m.InvoicePage,
    ),
  },
  {
    path: 'payments',
    login: 1,
    permission: 'canManagePayments',
    nav: { label: 'Payments', icon: 'Payments', section: true },
    page: lazyComponent(
      () => import('../features/payments/pages/payments.page'),
      (m) => m.PaymentsPage,
    ),
  },
  {
    path: 'payments/:id',
    login: 1,
    permission: 'canManagePayments',
    page: lazyComponent(
      () => import('../features/payments/pages/payment.page'),
      (m) => m.PaymentPage,
    ),
  },
];
