import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { TimelineEntry } from '@fieldbook/domain/timeline/timeline.schemas';
import { type AnyColumn, sql } from 'drizzle-orm';
import { drawings } from '../../db/schema/index';
import type { TimelineSource } from '../timeline/index';
import { createThumbnailSigner } from './drawing-thumbnails';
import { findDrawingsByIds } from './drawings.repository';

/** Which column ties a drawing to each kind of record: its client or its appointment. */
const SUBJECT_COLUMNS: Record<string, AnyColumn> = {
  client: drawings.clientId,
  appointment: drawings.appointmentId,
};

/** A record's drawings (archived ones too, marked so), searched by title and reference, with their PNG. */
export function drawingSource(appSecret: string): TimelineSource {
  const signer = createThumbnailSigner(appSecret);
  return {
    type: 'drawing',
    permission: 'canAccessDrawings',
    rows: (subject) => {
      const column = SUBJECT_COLUMNS[subject.type];
      return sql`
        select 'drawing'::text as timeline_type, ${drawings.id} as entry_id, ${drawings.createdAt} as at,
               false as pinned, ${drawings.searchText} as search_text, false as collated
        from ${drawings}
        where ${drawings.companyId} = ${subject.companyId} and ${column ? sql`${column} = ${subject.id}` : sql`false`}`;
    },
    async hydrate(db, { auth, timezone }, ids) {
      const rows = await findDrawingsByIds(db, auth.companyId, ids);
      return new Map(
        rows.map((row): [number, TimelineEntry] => [
          row.id,
          {
            id: row.id,
            key: `drawing-${row.id}`,
            timeline_type: 'drawing',
            timeline_date: formatSqlDate(row.createdAt, timezone),
            timeline_pinned: false,
            title: row.title,
            reference_id: row.referenceId,
            signed_thumbnail_url: signer.url(row.companyId, row.id, row.updatedAt),
            archived: row.archivedAt !== null,
          },
        ]),
      );
    },
  };
}
