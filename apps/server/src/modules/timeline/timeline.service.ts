import type { Executor } from '../../db/database';
import { subjectLogEntries } from '../activity/activity.service';
import { type NotesService, presentNote } from '../notes/notes.service';

/** A file attached to the record, already presented for the viewer by the files service. */
export interface AttachmentTimelineItem {
  file: { id: number; title: string | null; file_name: string };
  isPinned: boolean;
  attachedAt: string;
}

/**
 * A record's activity timeline: its notes, its attached files and its log, each entry stamped with the common timeline
 * fields, pinned first and then newest first. Communications and documents join as they are built.
 */
export async function timelineFor(
  db: Executor,
  notes: NotesService,
  subject: { companyId: number; type: string; id: number },
  timezone: string,
  attachments: () => Promise<AttachmentTimelineItem[]> = async () => [],
) {
  const [noteRows, logs, files] = await Promise.all([
    notes.list(db, subject.companyId, subject.id),
    subjectLogEntries(db, subject.companyId, subject.type, subject.id, timezone),
    attachments(),
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
    ...files.map(({ file, isPinned, attachedAt }) => ({
      id: file.id,
      title: file.title,
      file_name: file.file_name,
      file,
      key: 'attachments' as const,
      timeline_type: 'attachment' as const,
      timeline_date: attachedAt,
      timeline_pinned: isPinned,
    })),
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
