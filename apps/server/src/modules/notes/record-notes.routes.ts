import { idempotencyHeadersSchema as headers } from '@fieldbook/domain/idempotency/idempotency.schemas';
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
import { keyedChange, once } from '../idempotency/index';
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
    {
      preValidation: access,
      schema: { tags, headers, body: createNoteBodySchema, response: replies(notePayloadSchema) },
    },
    async (request) => {
      const auth = authOf(request);
      const { id, value, is_hidden } = request.body;
      await assertWritable(auth, id);
      // Once per idempotency key: a repeat answers the note the first one added.
      const keyed = keyedChange(request, `${options.subjectType}:${id}`);
      const noteId = await app.db.transaction((tx) =>
        once(tx, keyed, async () => (await notes.add(tx, auth, id, value, is_hidden)).id),
      );
      return ok(await present(auth, noteId), NOTE_MESSAGES.added);
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
