import { timelinePageSchema, timelineQuerySchema } from '@fieldbook/domain/timeline/timeline.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { registerAttachmentRoutes } from './record-attachments.routes';
import { registerNoteRoutes } from './record-notes.routes';
import type { RecordTimelineOptions } from './record-timeline.types';
import { standardTimeline } from './standard-timeline';

/**
 * Everything a record's Activity Timeline panel calls, for any kind of record: its notes, its
 * attachments and GET {prefix}/timeline. Clients register it; staff and licences plug in the same way.
 */
export const recordTimelineRoutes: FastifyPluginAsyncZod<RecordTimelineOptions> = async (app, options) => {
  // Registered with `prefix`, so the paths below are relative to the record's path.
  const timeline = standardTimeline(app);

  app.get(
    '/timeline',
    {
      preValidation: requirePermission(options.permission),
      schema: { tags: options.tags, querystring: timelineQuerySchema, response: replies(timelinePageSchema) },
    },
    async (request) => {
      const auth = authOf(request);
      const { id, 'types[]': bracketed = [], types = [], ...rest } = request.query;
      await options.assertSubject(auth, id);
      const subject = { companyId: auth.companyId, type: options.subjectType, id };
      return ok(await timeline.page(auth, subject, { ...rest, types: [...bracketed, ...types] }));
    },
  );

  registerNoteRoutes(app, options);
  registerAttachmentRoutes(app, options);
};
