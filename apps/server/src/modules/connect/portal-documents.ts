import {
  CONNECT_MESSAGES,
  type PortalDocument,
  type PortalDocumentRef,
  type PortalDocumentSummary,
} from '@fieldbook/domain/connect/connect.schemas';
import { todayIn } from '@fieldbook/domain/dates/date-codec';
import type { DocumentKind } from '@fieldbook/domain/documents/documents.constants';
import { toDollars } from '@fieldbook/domain/money/money.rules';
import type { Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { notFound } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import { type BrandColumns, brandOf, logoBytes } from '../branding/index';
import { fullAddressOf } from '../clients/index';
import type { CompanyRow } from '../company/index';
import { getCompany } from '../company/index';
import {
  cachedDocumentPdf,
  type DocumentRow,
  documentPdfInput,
  findDocument,
  findDocumentByLink,
  type Presented,
} from '../documents/index';
import type { InvoicesService } from '../invoices/index';
import type { QuotationsService } from '../quotations/index';
import type { ClientAuthContext } from './connect-auth';
import { linkedClients } from './connect-links.repository';

/** Whether a client may see a document at all: sent (never a draft) and not archived. */
export const visibleToClient = (row: DocumentRow) => row.status !== 'DRAFT' && row.archivedAt === null;

/** A quotation past its expiry date, in the business's own today. */
export const isExpired = (row: DocumentRow, today: string) =>
  row.kind === 'quotation' && row.termDate !== null && row.termDate < today;

/** The business presenters read with no staff permissions: nothing editable, no staff-only fields used. */
const readerOf = (companyId: number) =>
  ({ userId: 0, companyId, sessionId: 0, email: '', permissions: [] }) satisfies AuthContext;

export const businessOf = (company: Pick<CompanyRow, 'id' | 'companyName' | 'address'> & BrandColumns) => {
  const brand = brandOf(company);
  return {
    id: company.id,
    company_name: company.companyName,
    address: company.address ? fullAddressOf(company.address) || null : null,
    logo_url: brand.logoPath,
    primary_color: brand.primaryColor,
  };
};

/**
 * The documents of the client portal: which one a link or a signed-in account may open, and how it
 * looks to the client — the content of its PDF, and what the client may do with it.
 */
export function createPortalDocuments(deps: {
  quotations: QuotationsService;
  invoices: InvoicesService;
  linkDays: number;
  /** Where the company's logo is, for its PDFs. */
  storage: Storage;
}) {
  /**
   * The document a request names: by an emailed link's reference (anyone holding it), or by business
   * and id for an account linked to the document's client. Anything else is 404, alike.
   */
  async function resolve(tx: Executor, ref: PortalDocumentRef, auth: ClientAuthContext | null, lock = false) {
    let found: { companyId: number; id: number; kind: DocumentKind } | null = null;
    if ('reference' in ref) {
      const link = await findDocumentByLink(tx, ref.reference, deps.linkDays);
      if (!link) throw notFound(CONNECT_MESSAGES.referenceInvalid);
      found = { companyId: link.companyId, id: link.documentId, kind: link.kind };
    } else if (auth) {
      found = { companyId: ref.business_id, id: ref.id, kind: ref.type };
    }
    const row = found ? await findDocument(tx, found.companyId, found.kind, found.id, lock) : undefined;
    if (!row || !visibleToClient(row)) throw notFound(CONNECT_MESSAGES.documentNotFound);
    if (!('reference' in ref)) {
      const linked = auth ? await linkedClients(tx, auth.portalUserId, row.companyId) : new Map<number, number[]>();
      if (!linked.get(row.companyId)?.includes(row.clientId)) throw notFound(CONNECT_MESSAGES.documentNotFound);
    }
    return row;
  }

  async function presented(row: DocumentRow): Promise<Presented> {
    const reader = readerOf(row.companyId);
    return row.kind === 'quotation'
      ? { kind: 'quotation', ...(await deps.quotations.present(reader, row)) }
      : { kind: 'invoice', ...(await deps.invoices.present(reader, row)) };
  }

  return {
    resolve,

    async present(db: Executor, row: DocumentRow): Promise<PortalDocument> {
      const company = await getCompany(db, row.companyId);
      const document = await presented(row);
      // The portal shows the content, not the PDF: no logo bytes are read for it.
      const pdf = documentPdfInput(document, company, null);
      const expired = isExpired(row, todayIn(company.timezone));
      const dueCents = row.totalCents - row.amountPaidCents;
      return {
        id: row.id,
        type: document.kind,
        business: businessOf(company),
        number: pdf.number,
        date: pdf.date,
        term_date: pdf.termDate,
        status: document.status,
        status_label: pdf.statusLabel,
        title: pdf.title,
        description: pdf.description,
        notes: pdf.notes,
        client_name: pdf.client.name,
        site_address: pdf.siteAddress,
        gst_registered: pdf.gstRegistered,
        line_items: pdf.lines.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          unit_price: toDollars(line.unitPriceCents),
          discount_rate: line.discountRate,
          tax_rate: line.taxRate,
          total: toDollars(line.totalCents),
        })),
        subtotal: toDollars(pdf.totals.subtotalCents),
        discount: toDollars(pdf.totals.discountCents),
        tax: toDollars(pdf.totals.taxCents),
        total: toDollars(pdf.totals.totalCents),
        amount_paid: pdf.totals.amountPaidCents === null ? null : toDollars(pdf.totals.amountPaidCents),
        amount_due: pdf.totals.amountDueCents === null ? null : toDollars(pdf.totals.amountDueCents),
        decided_at: document.kind === 'quotation' ? (document.accepted_at ?? document.rejected_at) : null,
        decided_by: row.decidedBy,
        decline_reason: row.declineReason,
        expired,
        can_accept: row.kind === 'quotation' && row.status === 'SENT' && !expired,
        can_pay: row.kind === 'invoice' && (row.status === 'OPEN' || row.status === 'PARTIAL') && dueCents > 0,
        updated_at: row.updatedAt.toISOString(),
      };
    },

    async pdf(db: Executor, row: DocumentRow) {
      const company = await getCompany(db, row.companyId);
      const input = documentPdfInput(await presented(row), company, await logoBytes(deps.storage, company));
      return { pdf: await cachedDocumentPdf(input), number: row.number };
    },
  };
}
export type PortalDocuments = ReturnType<typeof createPortalDocuments>;

/** A document in the portal's lists. */
export function portalSummary(row: DocumentRow, statusLabel: string): PortalDocumentSummary {
  return {
    id: row.id,
    type: row.kind as DocumentKind,
    number: row.number,
    title: row.title,
    date: row.documentDate,
    term_date: row.termDate,
    status: row.status as PortalDocumentSummary['status'],
    status_label: statusLabel,
    total: toDollars(row.totalCents),
    amount_due: row.kind === 'invoice' ? toDollars(row.totalCents - row.amountPaidCents) : null,
  };
}
