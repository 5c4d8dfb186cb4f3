import type { NotePayload } from '@fieldbook/domain/notes/notes.schemas';
import type { TimelineEntry } from '@fieldbook/domain/timeline/timeline.schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { fromEpochMillis } from '../../db/epoch-millis';
import { notes } from '../../db/schema/index';
import type { TimelineSource } from '../timeline/index';
import { asTimelineEntry, isCollated } from '../timeline/index';
import { findLiveNotesWithAuthors, type NoteDetail, noteDetail, readNoteDetail } from './notes.repository';
import { type NoteEditor, presentNote } from './notes.service';

/** Live (not archived) notes presented by id to the viewer, with their authors' names. */
export async function presentNotes(
  db: Executor,
  viewer: NoteEditor,
  ids: number[],
  timezone: string,
): Promise<Map<number, NotePayload>> {
  const { companyId } = viewer;
  if (ids.length === 0) return new Map();
  const rows = await findLiveNotesWithAuthors(db, companyId, ids);
  return new Map(rows.map(({ note, ...author }) => [note.id, presentNote(note, author, timezone, viewer)]));
}

/**
 * The record's notes; hidden ones show (flagged is_hidden), deleted (archived) ones never. Collated:
 * the notes of its linked records (its appointments), never pinned here, with timeline_morph naming one.
 */
export const noteSource: TimelineSource = {
  type: 'note',
  // Every note not deleted (hidden ones show), as the triggers count them.
  kept: () => true,
  rows: (subject, _auth, _timezone, links) => {
    const own = sql`
      select 'note'::text as timeline_type, ${notes.id} as entry_id, ${notes.createdAt} as at,
             ${notes.isPinned} as pinned, ${notes.searchText} as search_text, false as collated
      from ${notes}
      where ${notes.companyId} = ${subject.companyId} and ${notes.subjectType} = ${subject.type}
        and ${notes.subjectId} = ${subject.id} and ${notes.archivedAt} is null`;
    if (!links) return own;
    return sql`${own}
      union all
      select 'note'::text, ${notes.id}, ${notes.createdAt}, false, ${notes.searchText}, true
      from ${notes}
      where ${notes.companyId} = ${subject.companyId} and ${notes.subjectType} = ${links.subjectType}
        and ${notes.subjectId} in (${links.ids}) and ${notes.archivedAt} is null`;
  },
  details: {
    read: (subject, _auth, id) => noteDetail(subject.companyId, id),
    async present({ auth, subject, timezone, morphs: morphsOf }, details) {
      const read = new Map<number, NoteDetail>();
      for (const [id, cells] of details) read.set(id, readNoteDetail(cells));
      const origin = (detail: NoteDetail) => ({ subjectType: detail.subject_type, subjectId: detail.subject_id });
      const collated = [...read.values()].filter((detail) => isCollated(subject, origin(detail)));
      const morphs = collated.length ? await morphsOf(collated.map((detail) => detail.subject_id)) : new Map();
      const viewer = { ...auth, companyId: subject.companyId };
      const entries = new Map<number, TimelineEntry>();
      for (const [id, detail] of read) {
        const morph = isCollated(subject, origin(detail)) ? morphs.get(detail.subject_id) : undefined;
        if (isCollated(subject, origin(detail)) && !morph) continue;
        const note = presentNote(
          {
            id,
            value: detail.value,
            isUpdated: detail.is_updated,
            isHidden: detail.is_hidden,
            isPinned: detail.is_pinned,
            createdAt: fromEpochMillis(detail.created_at),
            updatedAt: fromEpochMillis(detail.updated_at),
            subjectType: detail.subject_type,
            createdBy: detail.created_by,
          },
          { firstName: detail.first_name, lastName: detail.last_name },
          timezone,
          viewer,
        );
        entries.set(
          id,
          asTimelineEntry(note, 'note', id, note.created_at, { pinned: !morph && note.is_pinned, morph }),
        );
      }
      return entries;
    },
  },
};
