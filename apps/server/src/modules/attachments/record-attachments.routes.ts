import {
  deleteAttachmentBodySchema,
  FILE_MESSAGES,
  pinAttachmentBodySchema,
  saveAttachmentsBodySchema,
} from '@fieldbook/domain/files/files.schemas';
import { idempotencyHeadersSchema as headers } from '@fieldbook/domain/idempotency/idempotency.schemas';
import { attachmentsSavedSchema } from '@fieldbook/domain/timeline/timeline.schemas';
import { isForeignKeyViolation } from '../../db/errors';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { fieldError } from '../../http/http-error';
import { replies, repliesNothing } from '../../http/responses';
import { filesServiceOf } from '../files/index';
import { keyedChange } from '../idempotency/index';
import type { RecordTimelineOptions, ZodApp } from '../timeline/index';
import { createAttachmentsService } from './attachments.service';

/**
 * POST {prefix}/attachments/save, DELETE {prefix}/attachments and POST {prefix}/attachments/pin on one
 * kind of record. Delete and pin name the attachment by `model_id` (the record) and `id` (the file's id).
 */
export function registerAttachmentRoutes(app: ZodApp, options: RecordTimelineOptions): void {
  const { tags } = options;
  const assertWritable = options.assertWritable ?? options.assertSubject;
  const attachments = createAttachmentsService(options.subjectType);
  const access = requirePermission(options.permission);
  const files = filesServiceOf(app);

  app.post(
    '/attachments/save',
    {
      preValidation: access,
      schema: { tags, headers, body: saveAttachmentsBodySchema, response: replies(attachmentsSavedSchema) },
    },
    async (request) => {
      const auth = authOf(request);
      await assertWritable(auth, request.body.id);
      const ids = [...new Set(request.body.files)];
      // Only files the user can see may be attached; another company's id is as unknown as a missing one.
      const visible = await files.presentIds(auth, ids);
      if (visible.length !== ids.length) throw fieldError('files', FILE_MESSAGES.notFound);
      const keyed = keyedChange(request, `${options.subjectType}:${request.body.id}`);
      await attachments.save(app.db, auth, request.body.id, ids, keyed).catch((error: unknown) => {
        // A colleague deleted one of them since it was checked: refused as the missing file it now is.
        if (isForeignKeyViolation(error)) throw fieldError('files', FILE_MESSAGES.notFound);
        throw error;
      });
      return ok({ files: await files.presentIds(auth, ids) }, FILE_MESSAGES.attachmentsSaved);
    },
  );

  app.delete(
    '/attachments',
    { preValidation: access, schema: { tags, body: deleteAttachmentBodySchema, response: repliesNothing } },
    async (request) => {
      const auth = authOf(request);
      await assertWritable(auth, request.body.model_id);
      await attachments.remove(app.db, auth, request.body.model_id, request.body.id);
      return ok(null, FILE_MESSAGES.attachmentDeleted);
    },
  );

  app.post(
    '/attachments/pin',
    { preValidation: access, schema: { tags, body: pinAttachmentBodySchema, response: repliesNothing } },
    async (request) => {
      const auth = authOf(request);
      await assertWritable(auth, request.body.model_id);
      await attachments.pin(app.db, auth, request.body.model_id, request.body.id, request.body.is_pinned);
      return ok(null, request.body.is_pinned ? FILE_MESSAGES.pinned : FILE_MESSAGES.unpinned);
    },
  );
}
