import {
  type DocumentKind,
  INVOICE_SELECTABLE_STATUSES,
  INVOICE_STATUS_LABELS,
  QUOTATION_STATUS_LABELS,
  QUOTATION_STATUSES,
} from '@fieldbook/domain/documents/documents.constants';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';

/** What the screens of each kind differ in: words, paths, fields, statuses and permissions. */
export interface WebDocumentKind {
  kind: DocumentKind;
  title: string;
  plural: string;
  /** The business portal's section: 'quotations' or 'invoicing'. */
  path: string;
  /** The API's base: '/quotation' or '/invoice'. */
  api: string;
  fields: { number: string; date: string; term: string };
  termLabel: string;
  statusLabels: Record<string, string>;
  /** What may be chosen when saving (the picker on the view has its own rules). */
  formStatuses: readonly string[];
  permissions: { access: PermissionKey; view: PermissionKey; edit: PermissionKey };
  /** Search debounce (spec: invoices 900 ms, generic 750 ms). */
  searchDebounceMs: number;
}

export const QUOTATION: WebDocumentKind = {
  kind: 'quotation',
  title: 'Quotation',
  plural: 'Quotations',
  path: 'quotations',
  api: '/quotation',
  fields: { number: 'quotation_number', date: 'quotation_date', term: 'expiry_date' },
  termLabel: 'Expiry date',
  statusLabels: QUOTATION_STATUS_LABELS,
  formStatuses: QUOTATION_STATUSES,
  permissions: { access: 'canAccessQuotations', view: 'canViewQuotations', edit: 'canAddQuotations' },
  searchDebounceMs: 750,
};

export const INVOICE: WebDocumentKind = {
  kind: 'invoice',
  title: 'Invoice',
  plural: 'Invoices',
  path: 'invoicing',
  api: '/invoice',
  fields: { number: 'invoice_number', date: 'invoice_date', term: 'due_date' },
  termLabel: 'Due date',
  statusLabels: INVOICE_STATUS_LABELS,
  formStatuses: INVOICE_SELECTABLE_STATUSES,
  permissions: { access: 'canAccessInvoicing', view: 'canViewInvoicing', edit: 'canAddInvoices' },
  searchDebounceMs: 900,
};
