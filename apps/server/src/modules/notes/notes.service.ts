import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import { mayChangeNote } from '@fieldbook/domain/notes/notes.rules';
import { isBlankHtml, NOTE_MESSAGES, type NotePayload } from '@fieldbook/domain/notes/notes.schemas';
import sanitizeHtml from 'sanitize-html';
import type { Database, Executor } from '../../db/database';
import { forbidden, invalid, notFound } from '../../http/http-error';
import { recordActivities, recordActivity } from '../activity/index';
import * as repo from './notes.repository';

/** Rich-text notes arrive as HTML from the editor; only formatting survives, never script or handlers. */
export function sanitizeNote(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 's', 'u', 'mark'],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['style'] },
    allowedStyles: { '*': { color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(/], 'text-align': [/^(left|right|center|justify)$/] } },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

export interface NoteActor {
  companyId: number;
  userId: number;
}

/** Who changes an existing note: its author or a holder of the section's edit permission (mayChangeNote). */
export interface NoteEditor extends NoteActor {
  permissions: readonly string[];
}

/** True when nothing but markup and white space is left once the HTML is sanitized (an image counts). */
export function isEmptyNote(value: string): boolean {
  const clean = sanitizeNote(value);
  return isBlankHtml(clean) && !clean.includes('<img');
}

function cleanValue(value: string): string {
  if (isEmptyNote(value)) throw invalid({ value: [NOTE_MESSAGES.empty] });
  return sanitizeNote(value);
}

/** A note as the API shows it to `viewer`; can_edit says whether they may edit, pin and delete it. */
export function presentNote(
  row: Pick<
    repo.NoteRow,
    'id' | 'value' | 'isUpdated' | 'isHidden' | 'isPinned' | 'createdAt' | 'updatedAt' | 'subjectType' | 'createdBy'
  >,
  author: { firstName: string | null; lastName: string | null },
  timezone: string,
  viewer: Omit<NoteEditor, 'companyId'>,
): NotePayload {
  return {
    id: row.id,
    value: row.value,
    name: [author.firstName, author.lastName].filter(Boolean).join(' ') || null,
    is_updated: row.isUpdated,
    is_hidden: row.isHidden,
    is_pinned: row.isPinned,
    created_at: formatSqlDate(row.createdAt, timezone),
    updated_at: formatSqlDate(row.updatedAt, timezone),
    can_edit: mayChangeNote(row, viewer),
  };
}

/** Notes for one kind of record; the caller has already checked the record exists in the company. */
export function createNotesService(subjectType: string) {
  const log = (tx: Executor, actor: NoteActor, action: string, subjectId: number, description: string) =>
    recordActivity(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action,
      subjectType,
      subjectId,
      description,
    });

  /** The note, locked, once the editor may change it: 404 when it is not in their company, else 403. */
  async function mustChange(tx: Executor, editor: NoteEditor, id: number) {
    const note = await repo.findNote(tx, editor.companyId, subjectType, id);
    if (!note) throw notFound(NOTE_MESSAGES.notFound);
    if (!mayChangeNote(note, editor)) throw forbidden();
    return note;
  }

  return {
    /** Inside the caller's transaction, so a record and its first note are saved together. */
    add: async (tx: Executor, actor: NoteActor, subjectId: number, value: string, isHidden = false) => {
      const note = await repo.insertNote(tx, {
        companyId: actor.companyId,
        subjectType,
        subjectId,
        value: cleanValue(value),
        isHidden,
        createdBy: actor.userId,
      });
      await log(tx, actor, 'note_added', subjectId, 'Added a note');
      return note;
    },

    /** `add` for many records at once (a bulk import's first notes), in bulk statements. */
    addMany: async (tx: Executor, actor: NoteActor, entries: { subjectId: number; value: string }[]) => {
      const values = entries.map((entry) => ({ subjectId: entry.subjectId, value: cleanValue(entry.value) }));
      await repo.insertNotes(
        tx,
        values.map((entry) =>
          Object.assign({ companyId: actor.companyId, subjectType }, entry, { createdBy: actor.userId }),
        ),
      );
      await recordActivities(
        tx,
        values.map((entry) => ({
          companyId: actor.companyId,
          userId: actor.userId,
          action: 'note_added',
          subjectType,
          subjectId: entry.subjectId,
          description: 'Added a note',
        })),
      );
    },

    /** The record a note belongs to, for the caller's access check before changing it. */
    subjectOf: async (db: Executor, companyId: number, id: number) =>
      (await repo.findNote(db, companyId, subjectType, id))?.subjectId ?? null,

    update: (db: Database, actor: NoteEditor, id: number, value: string) =>
      db.transaction(async (tx) => {
        const note = await mustChange(tx, actor, id);
        const updated = await repo.updateNote(tx, actor.companyId, id, { value: cleanValue(value), isUpdated: true });
        await log(tx, actor, 'note_updated', note.subjectId, 'Updated a note');
        return updated;
      }),

    remove: (db: Database, actor: NoteEditor, id: number) =>
      db.transaction(async (tx) => {
        const note = await mustChange(tx, actor, id);
        await repo.updateNote(tx, actor.companyId, id, { archivedAt: new Date() });
        await log(tx, actor, 'note_deleted', note.subjectId, 'Deleted a note');
      }),

    pin: (db: Database, actor: NoteEditor, id: number, pinned: boolean) =>
      db.transaction(async (tx) => {
        const note = await mustChange(tx, actor, id);
        const updated = await repo.updateNote(tx, actor.companyId, id, { isPinned: pinned });
        await log(
          tx,
          actor,
          pinned ? 'note_pinned' : 'note_unpinned',
          note.subjectId,
          pinned ? 'Pinned a note' : 'Unpinned a note',
        );
        return updated;
      }),
  };
}
export type NotesService = ReturnType<typeof createNotesService>;
