import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import type { TimelineEntry } from '@fieldbook/domain/timeline/timeline.schemas';
import { type AnyColumn, sql } from 'drizzle-orm';
import { documents } from '../../db/schema/index';
import { asTimelineEntry, type TimelineSource } from '../timeline/index';
import { type DocumentKindConfig, INVOICE_KIND, QUOTATION_KIND } from './document-kinds';
import { loadSummaryContext } from './documents.context';
import { presentInvoiceSummary, presentQuotationSummary } from './documents.presenter';
import { findDocumentsByIds } from './documents.repository';

/** Which column ties a document to each kind of record: its client or its appointment. */
const SUBJECT_COLUMNS: Record<string, AnyColumn> = {
  client: documents.clientId,
  appointment: documents.appointmentId,
};

/** A record's quotations or invoices (archived ones too, marked so), searched by number, title and address. */
function documentSource(config: DocumentKindConfig, permission: PermissionKey): TimelineSource {
  const where = (subject: { companyId: number; type: string; id: number }) => {
    const column = SUBJECT_COLUMNS[subject.type];
    return sql`${documents.companyId} = ${subject.companyId} and ${documents.kind} = ${config.kind}
      and ${column ? sql`${column} = ${subject.id}` : sql`false`}`;
  };
  return {
    type: config.kind,
    permission,
    rows: (subject) => sql`
      select ${config.kind}::text as timeline_type, ${documents.id} as entry_id, ${documents.createdAt} as at,
             false as pinned, ${documents.searchText} as search_text, false as collated
      from ${documents} where ${where(subject)}`,
    // Invoices total what is billed: drafts are not (spec: summary tiles skip DRAFT invoices).
    ...(config.kind === 'invoice'
      ? {
          amounts: (subject) => sql`
            select ${documents.createdAt} as at, ${documents.searchText} as search_text, false as collated,
                   ${documents.totalCents} as amount
            from ${documents} where ${where(subject)} and ${documents.status} <> 'DRAFT'
              and ${documents.archivedAt} is null`,
        }
      : {}),
    async hydrate(db, { auth, timezone }, ids) {
      const rows = await findDocumentsByIds(db, auth.companyId, config.kind, ids);
      const context = await loadSummaryContext(db, auth.companyId, timezone, rows);
      const summary = config.kind === 'invoice' ? presentInvoiceSummary : presentQuotationSummary;
      return new Map(
        rows.map((row): [number, TimelineEntry] => [
          row.id,
          asTimelineEntry(summary(row, context), config.kind, row.id, formatSqlDate(row.createdAt, timezone)),
        ]),
      );
    },
  };
}

export const quotationSource = documentSource(QUOTATION_KIND, 'canAccessQuotations');
export const invoiceSource = documentSource(INVOICE_KIND, 'canAccessInvoicing');
