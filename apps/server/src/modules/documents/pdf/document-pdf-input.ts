import { formatAbn } from '@fieldbook/domain/company/abn.rules';
import { instantOf } from '@fieldbook/domain/dates/date-codec';
import { INVOICE_STATUS_LABELS, QUOTATION_STATUS_LABELS } from '@fieldbook/domain/documents/documents.constants';
import type { InvoicePayload, QuotationPayload } from '@fieldbook/domain/documents/documents.payloads';
import { formatPhoneLocally } from '@fieldbook/domain/inputs/phone.rules';
import { toCents } from '@fieldbook/domain/money/money.rules';
import { brandOf } from '../../branding/index';
import { fullAddressOf } from '../../clients/index';
import type { CompanyRow } from '../../company/index';
import type { DocumentPdfInput } from './document-pdf.types';
import type { PdfCompany } from './pdf-layout';

/**
 * The company as the top of its PDFs shows it — the seller a tax invoice names: its trading name,
 * legal name when that differs, address, phone, email and ABN — with its branding (the logo's bytes
 * are read by the caller: logoBytes).
 */
export const pdfCompanyOf = (company: CompanyRow, logo: Buffer | null): PdfCompany => {
  const brand = brandOf(company);
  return {
    name: company.companyName,
    legalName: company.legalName && company.legalName !== company.companyName ? company.legalName : null,
    address: company.address ? fullAddressOf(company.address) || null : null,
    email: company.email,
    phone: company.phone ? formatPhoneLocally(company.phone) : null,
    abn: company.abn ? formatAbn(company.abn) : null,
    logo,
    accent: brand.accentColor,
    footer: brand.footer,
  };
};

export type Presented = ({ kind: 'quotation' } & QuotationPayload) | ({ kind: 'invoice' } & InvoicePayload);

/**
 * A presented quotation or invoice as its PDF shows it. `payLink` is the client's link when the
 * PDF goes to them (an unpaid invoice says how to pay it).
 */
export function documentPdfInput(
  document: Presented,
  company: CompanyRow,
  logo: Buffer | null,
  payLink: string | null = null,
): DocumentPdfInput {
  const invoice = document.kind === 'invoice' ? document : null;
  const unpaid = invoice !== null && (invoice.status === 'OPEN' || invoice.status === 'PARTIAL');
  return {
    kind: document.kind,
    number: document.kind === 'quotation' ? document.quotation_number : document.invoice_number,
    date: document.kind === 'quotation' ? document.quotation_date : document.invoice_date,
    termDate: document.kind === 'quotation' ? document.expiry_date : document.due_date,
    statusLabel:
      document.kind === 'quotation' ? QUOTATION_STATUS_LABELS[document.status] : INVOICE_STATUS_LABELS[document.status],
    title: document.title,
    description: document.description,
    company: pdfCompanyOf(company, logo),
    // As saved: a document made while registered stays a tax invoice with its GST.
    gstRegistered: document.gst_registered,
    // The buyer's identity (required on a tax invoice from $1,000; always shown).
    client: { name: document.client.display_name, address: document.client_address, email: document.client.email },
    siteAddress: document.address?.full_address || null,
    lines: document.line_items.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: toCents(line.unit_price),
      discountRate: line.discount_rate,
      taxRate: line.item_tax.rate,
      totalCents: toCents(line.total),
    })),
    totals: {
      subtotalCents: toCents(document.subtotal),
      discountCents: toCents(document.discount),
      taxCents: toCents(document.tax),
      totalCents: toCents(document.total),
      amountPaidCents: invoice ? toCents(invoice.amount_paid) : null,
      amountDueCents: invoice ? toCents(invoice.amount_due) : null,
    },
    notes: document.notes,
    payment: unpaid
      ? {
          instructions: `Please pay by the due date, quoting invoice ${invoice.invoice_number}.`,
          link: payLink,
        }
      : null,
    updatedAt: instantOf(document.updated_at, company.timezone),
  };
}
