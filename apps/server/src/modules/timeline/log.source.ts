import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { TimelineEntry } from '@fieldbook/domain/timeline/timeline.schemas';
import { sql } from 'drizzle-orm';
import { fromEpochMillis } from '../../db/epoch-millis';
import { activityLogs } from '../../db/schema/index';
import { logDetail, readLogDetail } from '../activity/index';
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
  details: {
    read: (subject, _auth, id) => logDetail(subject.companyId, id),
    async present({ timezone }, details) {
      const entries = new Map<number, TimelineEntry>();
      for (const [id, cells] of details) {
        const row = readLogDetail(cells);
        const createdAt = formatSqlDate(fromEpochMillis(row.created_at), timezone);
        entries.set(id, {
          id,
          action: row.action,
          description: row.description,
          name: [row.first_name, row.last_name].filter(Boolean).join(' ') || null,
          created_at: createdAt,
          key: `log-${id}`,
          timeline_type: 'log',
          timeline_date: createdAt,
          timeline_pinned: false,
        });
      }
      return entries;
    },
  },
};
