import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { DocumentClient } from '@fieldbook/domain/documents/documents.payloads';
import type { TimelineEntry } from '@fieldbook/domain/timeline/timeline.schemas';
import { type AnyColumn, sql } from 'drizzle-orm';
import { reports } from '../../db/schema/index';
import { clientSummaries } from '../clients/index';
import { asTimelineEntry, type TimelineSource } from '../timeline/index';
import { presentReportSummary } from './reports.presenter';
import { findReports } from './reports.repository';

/** Which column ties a report to each kind of record: its client or its appointment. */
const SUBJECT_COLUMNS: Record<string, AnyColumn> = {
  client: reports.clientId,
  appointment: reports.appointmentId,
};

/** A record's reports (archived ones too, marked so), at their creation, searched by reference, title and address. */
export const reportSource: TimelineSource = {
  type: 'report',
  permission: 'canAccessReports',
  rows: (subject) => {
    const column = SUBJECT_COLUMNS[subject.type];
    return sql`
      select 'report'::text as timeline_type, ${reports.id} as entry_id, ${reports.createdAt} as at,
             false as pinned, ${reports.searchText} as search_text, false as collated
      from ${reports}
      where ${reports.companyId} = ${subject.companyId} and ${column ? sql`${column} = ${subject.id}` : sql`false`}`;
  },
  async hydrate(db, { auth, timezone }, ids) {
    const rows = await findReports(db, auth.companyId, ids);
    const summaries = await clientSummaries(
      db,
      auth.companyId,
      rows.map((row) => row.report.clientId),
    );
    const clients = new Map<number, DocumentClient>(
      [...summaries].map(([id, { display_name, email }]) => [id, { id, display_name, email }]),
    );
    const context = { timezone, clients, canEdit: auth.permissions.includes('canEditReports') };
    return new Map(
      rows.map((row): [number, TimelineEntry] => [
        row.report.id,
        // The summary carries more than the entry names (the schema strips nothing on the way out).
        asTimelineEntry(
          presentReportSummary(row, context),
          'report',
          row.report.id,
          formatSqlDate(row.report.createdAt, timezone),
        ),
      ]),
    );
  },
};
