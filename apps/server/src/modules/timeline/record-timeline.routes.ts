import { timelinePageSchema, timelineQuerySchema } from '@fieldbook/domain/timeline/timeline.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import type { RecordTimelineOptions } from './record-timeline.types';

/**
 * Everything a record's Activity Timeline panel calls, for any kind of record: GET {prefix}/timeline,
 * then the composed entry routes (its notes, its attachments). Clients, staff, licences, appointments
 * and documents register it.
 */
export const recordTimelineRoutes: FastifyPluginAsyncZod<RecordTimelineOptions> = async (app, options) => {
  // Registered with `prefix`, so the paths below are relative to the record's path.
  const { timeline, entryRoutes } = app.recordTimeline;

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

  for (const register of entryRoutes) register(app, options);
};
