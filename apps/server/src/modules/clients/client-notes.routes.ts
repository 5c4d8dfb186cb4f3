import {
  createNoteBodySchema,
  deleteNoteBodySchema,
  NOTE_MESSAGES,
  pinNoteBodySchema,
  updateNoteBodySchema,
} from '@fieldbook/domain/notes/notes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthContext, authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/http-error';
import { getCompany } from '../company/company.service';
import { presentNote } from '../notes/notes.service';
import { clientNotes } from './clients.service';

/** Notes on a client: they need canAccessClients, and the client must be in the caller's company. */
export const clientNoteRoutes: FastifyPluginAsyncZod<{
  assertClient: (auth: AuthContext, id: number) => Promise<unknown>;
}> = async (app, { assertClient }) => {
  const tags = ['clients'];
  const access = requirePermission('canAccessClients');
  const present = async (auth: AuthContext, note: Parameters<typeof presentNote>[0]) => {
    const timezone = (await getCompany(app.db, auth.companyId)).timezone;
    const author = (await clientNotes.list(app.db, auth.companyId, note.subjectId)).find((n) => n.note.id === note.id);
    return presentNote(note, { firstName: author?.firstName ?? null, lastName: author?.lastName ?? null }, timezone);
  };
  const ensureNoteOfClient = async (auth: AuthContext, noteId: number) => {
    const clientId = await clientNotes.subjectOf(app.db, auth.companyId, noteId);
    if (clientId === null) throw notFound(NOTE_MESSAGES.notFound);
    await assertClient(auth, clientId);
  };

  app.post(
    '/clients/notes',
    { preValidation: access, schema: { tags, body: createNoteBodySchema } },
    async (request) => {
      const auth = authOf(request);
      await assertClient(auth, request.body.id);
      const note = await app.db.transaction((tx) =>
        clientNotes.add(tx, auth, request.body.id, request.body.value, request.body.is_hidden),
      );
      return ok(await present(auth, note), NOTE_MESSAGES.added);
    },
  );

  app.put(
    '/clients/notes',
    { preValidation: access, schema: { tags, body: updateNoteBodySchema } },
    async (request) => {
      const auth = authOf(request);
      await ensureNoteOfClient(auth, request.body.id);
      const note = await clientNotes.update(app.db, auth, request.body.id, request.body.value);
      return ok(await present(auth, note), NOTE_MESSAGES.updated);
    },
  );

  app.delete(
    '/clients/notes',
    { preValidation: access, schema: { tags, body: deleteNoteBodySchema } },
    async (request) => {
      const auth = authOf(request);
      await ensureNoteOfClient(auth, request.body.id);
      await clientNotes.remove(app.db, auth, request.body.id);
      return ok(null, NOTE_MESSAGES.deleted);
    },
  );

  app.post(
    '/clients/notes/pin',
    { preValidation: access, schema: { tags, body: pinNoteBodySchema } },
    async (request) => {
      const auth = authOf(request);
      await ensureNoteOfClient(auth, request.body.id);
      const note = await clientNotes.pin(app.db, auth, request.body.id, request.body.is_pinned);
      return ok(await present(auth, note), request.body.is_pinned ? NOTE_MESSAGES.pinned : NOTE_MESSAGES.unpinned);
    },
  );
};
