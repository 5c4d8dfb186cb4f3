import type { Address } from '@fieldbook/domain/company/company.schemas';
import {
  DEFAULT_QUOTATION_TERM_DAYS,
  type DocumentKind,
  documentMessages,
} from '@fieldbook/domain/documents/documents.constants';
import { invoiceStatusOf } from '@fieldbook/domain/documents/documents.rules';
import type { LineItem } from '@fieldbook/domain/inventory/line-item.rules';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import type { CompanySettings } from '../company/index';
import type { DocumentRow } from './documents.repository';

/** A quotation's or invoice's body in the core's own words (each kind names its fields itself). */
export interface DocumentInput {
  number: string | null | undefined;
  date: string;
  termDate: string | null | undefined;
  clientId: number;
  appointmentId: number | null | undefined;
  address: Address | null | undefined;
  title: string | null | undefined;
  description: string | null | undefined;
  notes: string | null | undefined;
  lineItems: LineItem[];
  /** The status chosen; absent (an update that does not name one) keeps the current one. */
  status: string | undefined;
}

/** What differs between the kinds: field names in the API and errors, texts, settings and permission. */
export interface DocumentKindConfig {
  kind: DocumentKind;
  fields: { number: string; date: string; term: string };
  messages: ReturnType<typeof documentMessages>;
  /** The company setting that copies an appointment's description into a new document. */
  prefillDescription: keyof Pick<CompanySettings, 'quotations_prefill_description' | 'invoices_prefill_description'>;
  /** Who may create and change documents of the kind (and so sees can_edit). */
  editPermission: PermissionKey;
  /** Days from the document's date to its expiry or due date, when none is given. */
  defaultTermDays(settings: CompanySettings, clientDueDays: number | null): number;
  /** The status once sent to the client: a draft is issued (Published, Unpaid). */
  statusWhenSent(row: Pick<DocumentRow, 'status' | 'totalCents' | 'amountPaidCents'>): string;
}

export const QUOTATION_KIND: DocumentKindConfig = {
  kind: 'quotation',
  fields: { number: 'quotation_number', date: 'quotation_date', term: 'expiry_date' },
  messages: documentMessages('quotation'),
  prefillDescription: 'quotations_prefill_description',
  editPermission: 'canAddQuotations',
  defaultTermDays: () => DEFAULT_QUOTATION_TERM_DAYS,
  statusWhenSent: (row) => (row.status === 'DRAFT' ? 'SENT' : row.status),
};

export const INVOICE_KIND: DocumentKindConfig = {
  kind: 'invoice',
  fields: { number: 'invoice_number', date: 'invoice_date', term: 'due_date' },
  messages: documentMessages('invoice'),
  prefillDescription: 'invoices_prefill_description',
  editPermission: 'canAddInvoices',
  // The client's own terms first, then the company's (spec: invoicing_default_due_date, invoicing_due_date).
  defaultTermDays: (settings, clientDueDays) => clientDueDays ?? settings.invoicing_due_date,
  statusWhenSent: (row) =>
    row.status === 'DRAFT' ? invoiceStatusOf('OPEN', row.totalCents, row.amountPaidCents) : row.status,
};
