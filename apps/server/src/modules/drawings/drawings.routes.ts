import { DRAWING_MESSAGES } from '@fieldbook/domain/drawings/drawings.constants';
import {
  createDrawingBodySchema,
  drawingIdParamsSchema,
  drawingOnePayloadSchema,
  drawingsListQuerySchema,
  drawingsPagePayloadSchema,
  updateDrawingBodySchema,
} from '@fieldbook/domain/drawings/drawings.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { z } from '@fieldbook/domain/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/http-error';
import { replies, repliesFile } from '../../http/responses';
import { createDrawingsService } from './drawings.service';

const tokenParams = z.object({ token: z.string().max(512) });

/** Drawings (issue 23, item 4): canAccessDrawings to view, canManageDrawings as well to change. */
export const drawingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const drawings = createDrawingsService({ db: app.db, storage: app.storage, config: app.config });
  const tags = ['drawings'];
  const view = requirePermission('canAccessDrawings');
  const manage = requirePermission('canAccessDrawings', 'canManageDrawings');
  const one = replies(drawingOnePayloadSchema);

  app.get(
    '/drawings',
    {
      preValidation: view,
      schema: { tags, querystring: drawingsListQuerySchema, response: replies(drawingsPagePayloadSchema) },
    },
    async (request) => ok(await drawings.list(authOf(request), request.query)),
  );

  app.post(
    '/drawings',
    { preValidation: manage, schema: { tags, body: createDrawingBodySchema, response: one } },
    async (request) => ok({ drawing: await drawings.create(authOf(request), request.body) }, DRAWING_MESSAGES.created),
  );

  app.get(
    '/drawings/:id',
    { preValidation: view, schema: { tags, params: drawingIdParamsSchema, response: one } },
    async (request) => ok({ drawing: await drawings.presentOne(authOf(request), request.params.id) }),
  );

  app.put(
    '/drawings/:id',
    {
      preValidation: manage,
      schema: { tags, params: drawingIdParamsSchema, body: updateDrawingBodySchema, response: one },
    },
    async (request) =>
      ok({ drawing: await drawings.update(authOf(request), request.params.id, request.body) }, DRAWING_MESSAGES.saved),
  );

  app.post(
    '/drawings/:id/archive',
    { preValidation: manage, schema: { tags, params: drawingIdParamsSchema, response: one } },
    async (request) => {
      const { drawing, message } = await drawings.toggleArchive(authOf(request), request.params.id);
      return ok({ drawing }, message);
    },
  );

  // The PNG of a signed link (signed_thumbnail_url): the token is the permission, as for files.
  app.get(
    '/drawings/thumb/:token',
    { schema: { tags, params: tokenParams, response: repliesFile('image/png') } },
    async (request, reply) => {
      const stream = await drawings.openThumbnail(request.params.token);
      if (!stream) throw notFound(MESSAGES.notFound);
      return reply
        .header('Content-Type', 'image/png')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline; filename="drawing.png"')
        .header('Cache-Control', `private, max-age=${drawings.thumbnailTtl}`)
        .send(stream);
    },
  );
};
