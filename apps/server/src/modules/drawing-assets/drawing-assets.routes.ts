import fastifyMultipart from '@fastify/multipart';
import {
  DRAWING_ASSET_MAX_MB,
  DRAWING_ASSET_MESSAGES,
} from '@fieldbook/domain/drawing-assets/drawing-assets.constants';
import {
  addPrefillBodySchema,
  drawingAssetIdParamsSchema,
  drawingAssetOnePayloadSchema,
  drawingAssetPrefillsPayloadSchema,
  drawingAssetsListQuerySchema,
  drawingAssetsPagePayloadSchema,
  drawingAssetUploadFieldsSchema,
  pinDrawingAssetBodySchema,
  updateDrawingAssetBodySchema,
} from '@fieldbook/domain/drawing-assets/drawing-assets.schemas';
import { fileDownloadPayloadSchema } from '@fieldbook/domain/files/files.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { z } from '@fieldbook/domain/zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAnyPermission, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { notFound, zodInvalid } from '../../http/http-error';
import { replies, repliesFile } from '../../http/responses';
import { contentDisposition, readOneUpload } from '../files/index';
import { createDrawingAssetsService } from './drawing-assets.service';

const tokenParams = z.object({ token: z.string().max(512) });
const MAX_BYTES = DRAWING_ASSET_MAX_MB * 1024 * 1024;

/**
 * Drawing assets (issue 23) under /v1/drawings/assets: canManageDrawingAssets manages them in
 * settings; the editor lists and reads them with canAccessDrawings (either permission reads).
 */
export const drawingAssetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const assets = createDrawingAssetsService({ db: app.db, storage: app.storage, config: app.config });
  const tags = ['drawing assets'];
  const read = requireAnyPermission('canManageDrawingAssets', 'canAccessDrawings');
  const manage = requirePermission('canManageDrawingAssets');
  const params = drawingAssetIdParamsSchema;
  const one = replies(drawingAssetOnePayloadSchema);

  await app.register(fastifyMultipart, { limits: { fileSize: MAX_BYTES }, throwFileSizeLimit: false });

  /** The one file and the text fields of an upload, checked in that order; nothing is stored yet. */
  async function readUpload(request: FastifyRequest) {
    const { bytes, fields } = await readOneUpload(request, app.config.dataDir, {
      maxBytes: MAX_BYTES,
      required: DRAWING_ASSET_MESSAGES.fileRequired,
      tooLarge: DRAWING_ASSET_MESSAGES.fileTooLarge,
    });
    const parsed = drawingAssetUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) throw zodInvalid(parsed.error.issues);
    return { fields: parsed.data, bytes };
  }

  app.get(
    '/drawings/assets',
    {
      preValidation: read,
      schema: { tags, querystring: drawingAssetsListQuerySchema, response: replies(drawingAssetsPagePayloadSchema) },
    },
    async (request) => ok(await assets.list(authOf(request), request.query)),
  );

  app.post('/drawings/assets', { preValidation: manage, schema: { tags, response: one } }, async (request) => {
    const { fields, bytes } = await readUpload(request);
    return ok({ asset: await assets.upload(authOf(request), fields, bytes) }, DRAWING_ASSET_MESSAGES.uploaded);
  });

  app.get(
    '/drawings/assets/prefills',
    { preValidation: manage, schema: { tags, response: replies(drawingAssetPrefillsPayloadSchema) } },
    async (request) => ok({ prefills: await assets.prefills(authOf(request)) }),
  );

  app.post(
    '/drawings/assets/prefills',
    { preValidation: manage, schema: { tags, body: addPrefillBodySchema, response: one } },
    async (request) =>
      ok({ asset: await assets.addPrefill(authOf(request), request.body.key) }, DRAWING_ASSET_MESSAGES.added),
  );

  app.get('/drawings/assets/:id', { preValidation: read, schema: { tags, params, response: one } }, async (request) =>
    ok({ asset: await assets.presentOne(authOf(request), request.params.id) }),
  );

  app.put(
    '/drawings/assets/:id',
    { preValidation: manage, schema: { tags, params, body: updateDrawingAssetBodySchema, response: one } },
    async (request) =>
      ok(
        { asset: await assets.update(authOf(request), request.params.id, request.body) },
        DRAWING_ASSET_MESSAGES.saved,
      ),
  );

  app.post(
    '/drawings/assets/:id/pin',
    { preValidation: manage, schema: { tags, params, body: pinDrawingAssetBodySchema, response: one } },
    async (request) => {
      const { asset, message } = await assets.pin(authOf(request), request.params.id, request.body.pinned);
      return ok({ asset }, message);
    },
  );

  app.post(
    '/drawings/assets/:id/archive',
    { preValidation: manage, schema: { tags, params, response: one } },
    async (request) => {
      const { asset, message } = await assets.toggleArchive(authOf(request), request.params.id);
      return ok({ asset }, message);
    },
  );

  /** The asset's image as a signed link (as files' download answers one). */
  app.get(
    '/drawings/assets/:id/download',
    { preValidation: read, schema: { tags, params, response: replies(fileDownloadPayloadSchema) } },
    async (request) => {
      const asset = await assets.presentOne(authOf(request), request.params.id);
      return ok({ url: asset.signed_url, signed_url: asset.signed_url });
    },
  );

  // The image of a signed link: the token is the permission. An SVG is sanitised already; the policy
  // below keeps it inert even when opened on its own (no scripts, nothing loaded from elsewhere).
  app.get(
    '/drawings/assets/raw/:token',
    { schema: { tags, params: tokenParams, response: repliesFile('image/svg+xml', 'image/png') } },
    async (request, reply) => {
      const opened = await assets.open(request.params.token);
      if (!opened) throw notFound(MESSAGES.notFound);
      const extension = opened.row.kind === 'SVG' ? 'svg' : 'png';
      return reply
        .header('Content-Type', opened.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('Content-Disposition', contentDisposition(`${opened.row.name}.${extension}`, true))
        .header('Cache-Control', `private, max-age=${assets.linkTtl}`)
        .send(opened.stream);
    },
  );
};
