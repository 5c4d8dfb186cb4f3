import type { Executor } from '../../db/database';
import { subjectLogEntries } from '../activity/activity.service';
import { type NotesService, presentNote } from '../notes/notes.service';

/**
 * A record's activity timeline: its notes and its log, each entry stamped with the common timeline
 * fields, pinned first and then newest first. Files, communications and documents join as they are built.
 */
export async function timelineFor(
  db: Executor,
  notes: NotesService,
  subject: { companyId: number; type: string; id: number },
  timezone: string,
) {
  const [noteRows, logs] = await Promise.all([
    notes.list(db, subject.companyId, subject.id),
    subjectLogEntries(db, subject.companyId, subject.type, subject.id, timezone),
  ]);
  const entries = [
    ...noteRows.map(({ note, firstName, lastName }) => {
      const payload = presentNote(note, { firstName, lastName }, timezone);
      return {
        ...payload,
        key: `note-${note.id}`,
        timeline_type: 'note' as const,
        timeline_date: payload.created_at,
        timeline_pinned: note.isPinned,
      };
    }),
    ...logs.map((log) => ({
      ...log,
      key: `log-${log.id}`,
      timeline_type: 'log' as const,
      timeline_date: log.created_at,
      timeline_pinned: false,
    })),
  ];
  return entries.sort(
    (a, b) => Number(b.timeline_pinned) - Number(a.timeline_pinned) || b.timeline_date.localeCompare(a.timeline_date),
  );
}
