import fastifyMultipart from '@fastify/multipart';
import {
  createCategoryBodySchema,
  FILE_MESSAGES,
  type FileUploadPayload,
  fileCategoriesPayloadSchema,
  fileCategoryPayloadSchema,
  fileDetailsBodySchema,
  fileDownloadPayloadSchema,
  fileIdBodySchema,
  fileIdQuerySchema,
  fileIdsBodySchema,
  fileOnePayloadSchema,
  fileSearchPayloadSchema,
  fileSearchQuerySchema,
  filesPayloadSchema,
  fileUploadPayloadSchema,
  fileVisibilityPayloadSchema,
  ZIP_ENTRIES_PER_UPLOAD,
  ZIP_MAX_UNPACKED_BYTES,
} from '@fieldbook/domain/files/files.schemas';
import { idempotencyHeadersSchema as headers } from '@fieldbook/domain/idempotency/idempotency.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { z } from '@fieldbook/domain/zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthContext, authOf, requireAuth, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { fieldError, HttpError, notFound } from '../../http/http-error';
import { replies, repliesFile, repliesNothing } from '../../http/responses';
import { keyedChange, once } from '../idempotency/index';
import { filesServiceOf } from './files.service';
import type { CopyAttachments } from './files-store';
import { readMultipart, removeScratch, scratchDir } from './files-upload';
import { unpackZip } from './files-zip';
import { contentDisposition, LINK_TTL_SECONDS } from './signed-links';

const tokenParams = z.object({ token: z.string().max(512) });
const inlineQuery = z.object({ inline: z.string().optional() });
const INLINE_TYPES = /^(image\/(jpeg|png|webp|gif)|application\/pdf)$/;

const uploaded = replies(fileUploadPayloadSchema)[200];
/** An upload's payload is the same whether all, some or none of its files were stored. */
const uploadResponse = { 200: uploaded, 207: uploaded, 422: uploaded };

/** The answer to an upload: 200 all stored, 207 some failed, 422 all failed (payload kept in each). */
function answerUpload(reply: FastifyReply, result: FileUploadPayload) {
  const { files, failed } = result;
  if (failed.length === 0) return reply.send(ok({ files, failed }, FILE_MESSAGES.uploaded(files.length)));
  const message = FILE_MESSAGES.failedCount(failed.length);
  if (files.length === 0) {
    return reply.code(422).send({
      status: 'error',
      payload: { files, failed },
      errors: { files: failed.map((f) => f.message) },
      message: failed.length === 1 ? (failed[0]?.message ?? message) : message,
    });
  }
  return reply.code(207).send({ status: 'error', payload: { files, failed }, errors: null, message });
}

const parseCategory = (value: string | undefined) => {
  if (value === undefined || value === '' || value === 'null' || value === '-1') return null;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw fieldError('category', FILE_MESSAGES.categoryNotFound);
  return id;
};

/** An optional file id field: absent or empty is null; anything but a positive integer is a 422 on it. */
const parseFileRef = (value: string | undefined, field: string) => {
  if (value === undefined || value === '' || value === 'null') return null;
  const id = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id <= 0) {
    throw fieldError(field, FILE_MESSAGES.annotatedFromNotFound);
  }
  return id;
};

/**
 * The files area (canAccessFiles), uploads (any signed-in user) and the signed links (no bearer).
 * `copyAttachments` (attachments module) puts an annotated photo on its original's records.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ copyAttachments: CopyAttachments }> = async (app, options) => {
  const limits = () => app.system.limits();
  const maxFileSizeMb = () => limits().max_file_size;
  /** post_max_size (MB): the most file bytes one upload request may carry. */
  const postMaxBytes = () => limits().post_max_size * 1024 * 1024;
  const refuseOverPost = (read: { totalBytes: number }) => {
    if (read.totalBytes > postMaxBytes())
      throw new HttpError(413, FILE_MESSAGES.requestTooLarge(limits().post_max_size));
  };
  const files = filesServiceOf(app);
  const tags = ['files'];
  const area = requirePermission('canAccessFiles');
  const manage = requirePermission('canAccessFiles', 'canManageFiles');

  await app.register(fastifyMultipart, {
    limits: { fileSize: maxFileSizeMb() * 1024 * 1024 },
    throwFileSizeLimit: false,
  });

  const requireMultipart = (request: FastifyRequest) => {
    if (!request.isMultipart()) throw fieldError('files', FILE_MESSAGES.noFiles);
  };

  async function upload(request: FastifyRequest, reply: FastifyReply, auth: AuthContext) {
    requireMultipart(request);
    const { upload_limit: limit } = limits();
    const maxBytes = maxFileSizeMb() * 1024 * 1024;
    const dir = await scratchDir(app.config.dataDir);
    let result: FileUploadPayload;
    try {
      const read = await readMultipart(request, dir, {
        keep: limit > 0 ? limit : 1000,
        maxBytes,
        maxTotalBytes: postMaxBytes(),
        fileFields: ['files[]', 'files', 'file'],
      });
      if (limit > 0 && read.attempted > limit) {
        throw fieldError('files', FILE_MESSAGES.tooMany(limit, read.attempted));
      }
      refuseOverPost(read);
      if (read.candidates.length === 0) throw fieldError('files', FILE_MESSAGES.noFiles);
      if (read.candidates.length === 1 && read.candidates[0]?.tooLarge) {
        throw new HttpError(413, MESSAGES.tooLarge(maxFileSizeMb()));
      }
      const categoryId = parseCategory(read.fields.category);
      await files.assertCategory(auth.companyId, categoryId, 'category');
      const isPublic = ['1', 'true'].includes(read.fields.is_public ?? '');
      const annotatedFromFileId = parseFileRef(read.fields.annotated_from_file_id, 'annotated_from_file_id');
      await files.assertAnnotatable(auth, annotatedFromFileId);
      if (annotatedFromFileId !== null && read.candidates.length !== 1) {
        throw fieldError('files', FILE_MESSAGES.annotatedOneFile);
      }
      const annotatedFrom =
        annotatedFromFileId === null ? null : { fileId: annotatedFromFileId, copyAttachments: options.copyAttachments };
      const uploadOptions = { categoryId, isPublic, annotatedFrom };
      // With an idempotency key every file commits with the key in one transaction: a repeat stores none.
      const keyed = keyedChange(request);
      const stored =
        keyed.key === null
          ? await files.storeAll(auth, read.candidates, uploadOptions)
          : await app.db.transaction((tx) =>
              once(tx, keyed, () => files.storeAll(auth, read.candidates, uploadOptions, tx)),
            );
      result = { files: await files.presentIds(auth, stored.stored), failed: stored.failed };
    } finally {
      await removeScratch(dir);
    }
    // Answered only once the scratch folder is gone.
    return answerUpload(reply, result);
  }

  app.post(
    '/files/upload',
    { preValidation: requireAuth, schema: { tags, headers, response: uploadResponse } },
    (request, reply) => upload(request, reply, authOf(request)),
  );

  app.post(
    '/files/upload/zip',
    { preValidation: area, schema: { tags, response: uploadResponse } },
    async (request, reply) => {
      const auth = authOf(request);
      requireMultipart(request);
      const { upload_limit: limit } = limits();
      const maxBytes = maxFileSizeMb() * 1024 * 1024;
      const dir = await scratchDir(app.config.dataDir);
      let result: FileUploadPayload;
      try {
        const read = await readMultipart(request, dir, {
          keep: 1,
          maxBytes,
          maxTotalBytes: postMaxBytes(),
          fileFields: ['file', 'files[]', 'files'],
        });
        refuseOverPost(read);
        const zip = read.candidates[0];
        if (!zip || read.attempted !== 1) throw fieldError('file', FILE_MESSAGES.zipInvalid);
        if (zip.tooLarge) throw new HttpError(413, MESSAGES.tooLarge(maxFileSizeMb()));
        const categoryId = parseCategory(read.fields.category);
        await files.assertCategory(auth.companyId, categoryId, 'category');
        const candidates = await unpackZip(zip.tempPath, dir, {
          maxEntries: (limit > 0 ? limit : 20) * ZIP_ENTRIES_PER_UPLOAD,
          maxTotalBytes: ZIP_MAX_UNPACKED_BYTES,
          maxEntryBytes: maxBytes,
        });
        const stored = await files.storeAll(auth, candidates, { categoryId, isPublic: false });
        result = { files: await files.presentIds(auth, stored.stored), failed: stored.failed };
      } finally {
        await removeScratch(dir);
      }
      return answerUpload(reply, result);
    },
  );

  const oneFile = replies(fileOnePayloadSchema);

  app.get(
    '/files',
    { preValidation: requireAuth, schema: { tags, querystring: fileIdQuerySchema, response: oneFile } },
    async (request) => ok({ file: await files.mustSee(authOf(request), request.query.id) }),
  );

  app.post(
    '/files',
    { preValidation: requireAuth, schema: { tags, body: fileIdsBodySchema, response: replies(filesPayloadSchema) } },
    async (request) => ok({ files: await files.presentIds(authOf(request), request.body.ids) }),
  );

  app.post(
    '/files/details',
    { preValidation: area, schema: { tags, body: fileDetailsBodySchema, response: oneFile } },
    async (request) =>
      ok({ file: await files.updateDetails(authOf(request), request.body) }, FILE_MESSAGES.detailsUpdated),
  );

  app.get(
    '/files/search',
    {
      preValidation: area,
      schema: { tags, querystring: fileSearchQuerySchema, response: replies(fileSearchPayloadSchema) },
    },
    async (request) => ok(await files.search(authOf(request), request.query)),
  );

  app.get(
    '/files/categories',
    { preValidation: area, schema: { tags, response: replies(fileCategoriesPayloadSchema) } },
    async (request) => ok({ categories: await files.categories(authOf(request)) }),
  );

  app.post(
    '/files/categories',
    {
      preValidation: manage,
      schema: { tags, body: createCategoryBodySchema, response: replies(fileCategoryPayloadSchema) },
    },
    async (request) =>
      ok({ category: await files.createCategory(authOf(request), request.body.name) }, FILE_MESSAGES.categoryCreated),
  );

  app.delete(
    '/files',
    { preValidation: area, schema: { tags, body: fileIdBodySchema, response: repliesNothing } },
    async (request) => {
      await files.remove(authOf(request), request.body.id);
      return ok(null, FILE_MESSAGES.deleted);
    },
  );

  app.post(
    '/files/toggleVisibility',
    { preValidation: area, schema: { tags, body: fileIdBodySchema, response: replies(fileVisibilityPayloadSchema) } },
    async (request) => {
      const file = await files.toggleVisibility(authOf(request), request.body.id);
      return ok({ file, visibility: file.visibility });
    },
  );

  app.get(
    '/files/download',
    {
      preValidation: requireAuth,
      schema: { tags, querystring: fileIdQuerySchema, response: replies(fileDownloadPayloadSchema) },
    },
    async (request) => {
      const file = await files.mustSee(authOf(request), request.query.id);
      return ok({ url: file.signed_url, signed_url: file.signed_url });
    },
  );

  for (const variant of ['raw', 'thumb'] as const) {
    app.get(
      `/files/${variant}/:token`,
      {
        schema: {
          tags,
          params: tokenParams,
          querystring: inlineQuery,
          // A thumbnail is always WebP; the raw file is whatever was uploaded.
          response: repliesFile(variant === 'thumb' ? 'image/webp' : 'application/octet-stream'),
        },
      },
      async (request, reply) => {
        const opened = await files.open(request.params.token, variant);
        if (!opened) throw notFound(MESSAGES.notFound);
        const { row, stream } = opened;
        const mime = variant === 'thumb' ? 'image/webp' : row.mimeType;
        const inline = variant === 'thumb' || (request.query.inline === '1' && INLINE_TYPES.test(row.mimeType));
        const name = variant === 'thumb' ? `${row.fileName.replace(/\.[^.]*$/, '')}-thumbnail.webp` : row.fileName;
        return reply
          .header('Content-Type', mime)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', contentDisposition(name, inline))
          .header('Cache-Control', `private, max-age=${LINK_TTL_SECONDS[variant]}`)
          .send(stream);
      },
    );
  }
};
