import { unsubscribeBodySchema, unsubscribePayloadSchema } from '@fieldbook/domain/connect/connect.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { createNoticeUnsubscribe } from './notice-unsubscribe';

/**
 * The business email/unsubscribe/{code} link of a staff member's notice emails: no session, as the
 * signed code is the permission; looked up at most lookupRateLimit times a minute from one address.
 */
export const noticeUnsubscribeRoutes: FastifyPluginAsyncZod<{ lookupRateLimit: number }> = async (app, options) => {
  const unsubscribe = createNoticeUnsubscribe({ db: app.db, config: app.config });
  const tags = ['notifications'];
  const config = { rateLimit: { max: options.lookupRateLimit, timeWindow: '1 minute' } };

  app.get(
    '/user/email/unsubscribe',
    {
      config,
      schema: {
        tags,
        querystring: unsubscribeBodySchema.pick({ code: true }),
        response: replies(unsubscribePayloadSchema),
      },
    },
    async (request) => ok(await unsubscribe.status(request.query.code)),
  );

  app.post(
    '/user/email/unsubscribe',
    { config, schema: { tags, body: unsubscribeBodySchema, response: replies(unsubscribePayloadSchema) } },
    async (request) => {
      const { payload, message } = await unsubscribe.set(request.body.code, request.body.subscribed);
      return ok(payload, message);
    },
  );
};
