import {
  createNoteBodySchema,
  deleteNoteBodySchema,
  NOTE_MESSAGES,
  notePayloadSchema,
  pinNoteBodySchema,
  updateNoteBodySchema,
} from '@fieldbook/domain/notes/notes.schemas';
import { type AuthContext, authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/http-error';
import { replies, repliesNothing } from '../../http/responses';
import { companyTimezone } from '../company/index';
import type { RecordTimelineOptions, ZodApp } from '../timeline/index';
import { presentNotes } from './note.source';
import { createNotesService } from './notes.service';

/** POST/PUT/DELETE {prefix}/notes and POST {prefix}/notes/pin on one kind of record. */
export function registerNoteRoutes(app: ZodApp, options: RecordTimelineOptions): void {
  const { tags, assertSubject } = options;
  const assertWritable = options.assertWritable ?? assertSubject;
  const notes = createNotesService(options.subjectType);
  const access = requirePermission(options.permission);

  const present = async (auth: AuthContext, noteId: number) => {
    const timezone = await companyTimezone(app.db, auth);
    const note = (await presentNotes(app.db, auth, [noteId], timezone)).get(noteId);
    if (!note) throw notFound(NOTE_MESSAGES.notFound);
    return note;
  };
  /** A note may change only when its record may. */
  const ensureWritableNote = async (auth: AuthContext, noteId: number) => {
    const subjectId = await notes.subjectOf(app.db, auth.companyId, noteId);
    if (subjectId === null) throw notFound(NOTE_MESSAGES.notFound);
    await assertWritable(auth, subjectId);
  };

  app.post(
    '/notes',
    { preValidation: access, schema: { tags, body: createNoteBodySchema, response: replies(notePayloadSchema) } },
    async (request) => {
      const auth = authOf(request);
      await assertWritable(auth, request.body.id);
      const note = await app.db.transaction((tx) =>
        notes.add(tx, auth, request.body.id, request.body.value, request.body.is_hidden),
      );
      return ok(await present(auth, note.id), NOTE_MESSAGES.added);
    },
  );

  app.put(
    '/notes',
    { preValidation: access, schema: { tags, body: updateNoteBodySchema, response: replies(notePayloadSchema) } },
    async (request) => {
      const auth = authOf(request);
      await ensureWritableNote(auth, request.body.id);
      const note = await notes.update(app.db, auth, request.body.id, request.body.value);
      return ok(await present(auth, note.id), NOTE_MESSAGES.updated);
    },
  );

  app.delete(
    '/notes',
    { preValidation: access, schema: { tags, body: deleteNoteBodySchema, response: repliesNothing } },
    async (request) => {
      const auth = authOf(request);
      await ensureWritableNote(auth, request.body.id);
      await notes.remove(app.db, auth, request.body.id);
      return ok(null, NOTE_MESSAGES.deleted);
    },
  );

  app.post(
    '/notes/pin',
    { preValidation: access, schema: { tags, body: pinNoteBodySchema, response: replies(notePayloadSchema) } },
    async (request) => {
      const auth = authOf(request);
      await ensureWritableNote(auth, request.body.id);
      const note = await notes.pin(app.db, auth, request.body.id, request.body.is_pinned);
      return ok(await present(auth, note.id), request.body.is_pinned ? NOTE_MESSAGES.pinned : NOTE_MESSAGES.unpinned);
    },
  );
}
