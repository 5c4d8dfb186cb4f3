import {
  deleteAttachmentBodySchema,
  FILE_MESSAGES,
  pinAttachmentBodySchema,
  saveAttachmentsBodySchema,
} from '@fieldbook/domain/files/files.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthContext, authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { fieldError } from '../../http/http-error';
import { filesServiceOf } from '../files/files.service';
import { clientAttachments } from './clients.service';

/**
 * Files attached to a client: canAccessClients and the client in the caller's company. Delete and pin
 * name the attachment by `model_id` (the client) and `id` (the attached file's id).
 */
export const clientAttachmentRoutes: FastifyPluginAsyncZod<{
  assertClient: (auth: AuthContext, id: number) => Promise<unknown>;
}> = async (app, { assertClient }) => {
  const tags = ['clients'];
  const access = requirePermission('canAccessClients');
  const files = filesServiceOf(app);

  app.post(
    '/clients/attachments/save',
    { preValidation: access, schema: { tags, body: saveAttachmentsBodySchema } },
    async (request) => {
      const auth = authOf(request);
      await assertClient(auth, request.body.id);
      const ids = [...new Set(request.body.files)];
      // Only files the user can see may be attached; another company's id is as unknown as a missing one.
      const visible = await files.presentIds(auth, ids);
      if (visible.length !== ids.length) throw fieldError('files', FILE_MESSAGES.notFound);
      await clientAttachments.save(app.db, auth, request.body.id, ids);
      return ok({ files: await files.presentIds(auth, ids) }, FILE_MESSAGES.attachmentsSaved);
    },
  );

  app.delete(
    '/clients/attachments',
    { preValidation: access, schema: { tags, body: deleteAttachmentBodySchema } },
    async (request) => {
      const auth = authOf(request);
      await assertClient(auth, request.body.model_id);
      await clientAttachments.remove(app.db, auth, request.body.model_id, request.body.id);
      return ok(null, FILE_MESSAGES.attachmentDeleted);
    },
  );

  app.post(
    '/clients/attachments/pin',
    { preValidation: access, schema: { tags, body: pinAttachmentBodySchema } },
    async (request) => {
      const auth = authOf(request);
      await assertClient(auth, request.body.model_id);
      await clientAttachments.pin(app.db, auth, request.body.model_id, request.body.id, request.body.is_pinned);
      return ok(null, request.body.is_pinned ? FILE_MESSAGES.pinned : FILE_MESSAGES.unpinned);
    },
  );
};
