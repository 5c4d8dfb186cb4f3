import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { TimelineEntry } from '@fieldbook/domain/timeline/timeline.schemas';
import { sql } from 'drizzle-orm';
import { activityLogs } from '../../db/schema/index';
import { findLogsWithNames } from '../activity/index';
import type { TimelineSource } from './timeline.types';

/** The record's activity log; searched by description, never pinned. */
export const logSource: TimelineSource = {
  type: 'log',
  kept: () => true,
  rows: (subject) => sql`
    select 'log'::text as timeline_type, ${activityLogs.id} as entry_id, ${activityLogs.createdAt} as at,
           false as pinned, ${activityLogs.description} as search_text, false as collated
    from ${activityLogs}
    where ${activityLogs.companyId} = ${subject.companyId} and ${activityLogs.subjectType} = ${subject.type}
      and ${activityLogs.subjectId} = ${subject.id}`,
  async hydrate(db, { subject, timezone }, ids) {
    const rows = await findLogsWithNames(db, subject.companyId, ids);
    return new Map(
      rows.map((row): [number, TimelineEntry] => {
        const createdAt = formatSqlDate(row.createdAt, timezone);
        return [
          row.id,
          {
            id: row.id,
            action: row.action,
            description: row.description,
            name: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
            created_at: createdAt,
            key: `log-${row.id}`,
            timeline_type: 'log',
            timeline_date: createdAt,
            timeline_pinned: false,
          },
        ];
      }),
    );
  },
};
