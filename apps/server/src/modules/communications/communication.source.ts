import type { TimelineEntry } from '@fieldbook/domain/timeline/timeline.schemas';
import { type AnyColumn, sql } from 'drizzle-orm';
import { communications } from '../../db/schema/index';
import { asTimelineEntry, type TimelineSource } from '../timeline/index';
import { presentCommunications } from './communications.repository';

/** Which column ties a communication to each kind of record: its appointment, client or staff recipient. */
const SUBJECT_COLUMNS: Record<string, AnyColumn> = {
  appointment: communications.appointmentId,
  client: communications.clientId,
  user: communications.userId,
  quotation: communications.documentId,
  invoice: communications.documentId,
};

/** Every email and SMS sent about or to the record; searched by recipient, subject and text. */
export const communicationSource: TimelineSource = {
  type: 'communication',
  rows: (subject) => {
    const column = SUBJECT_COLUMNS[subject.type];
    return sql`
    select 'communication'::text as timeline_type, ${communications.id} as entry_id, ${communications.createdAt} as at,
           false as pinned, ${communications.searchText} as search_text, false as collated
    from ${communications}
    where ${communications.companyId} = ${subject.companyId} and ${column ? sql`${column} = ${subject.id}` : sql`false`}`;
  },
  async hydrate(db, { subject, timezone }, ids) {
    const presented = await presentCommunications(db, subject.companyId, ids, timezone);
    const entries = new Map<number, TimelineEntry>();
    for (const [id, communication] of presented) {
      entries.set(id, asTimelineEntry(communication, 'communication', id, communication.created_at));
    }
    return entries;
  },
};
