import {
  CALENDAR_FEED_MESSAGES,
  calendarFeedAnswerSchema,
  calendarFeedIdBodySchema,
  calendarFeedListSchema,
  createCalendarFeedBodySchema,
  myCalendarFeedSchema,
} from '@fieldbook/domain/calendar-feeds/calendar-feeds.schemas';
import { z } from '@fieldbook/domain/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies, repliesNothing } from '../../http/responses';
import { createCalendarFeedsService } from './calendar-feeds.service';

const PREFIX = '/calendarFeeds';

/** v1/calendarFeeds: the company's private calendar links (settings/externalCalendarFeeds). */
export const calendarFeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const feeds = createCalendarFeedsService(app.db, app.config);
  const tags = ['calendar feeds'];
  const manage = requirePermission('canCreateExternalCalendarFeeds');

  app.get(
    PREFIX,
    { preValidation: manage, schema: { tags, response: replies(calendarFeedListSchema) } },
    async (request) => ok(await feeds.list(authOf(request))),
  );

  app.post(
    PREFIX,
    {
      preValidation: manage,
      schema: { tags, body: createCalendarFeedBodySchema, response: replies(calendarFeedAnswerSchema) },
    },
    async (request) => ok({ feed: await feeds.create(authOf(request), request.body) }, CALENDAR_FEED_MESSAGES.created),
  );

  app.delete(
    PREFIX,
    { preValidation: manage, schema: { tags, body: calendarFeedIdBodySchema, response: repliesNothing } },
    async (request) => {
      await feeds.revoke(authOf(request), request.body.id);
      return ok(null, CALENDAR_FEED_MESSAGES.revoked);
    },
  );

  app.post(
    `${PREFIX}/regenerate`,
    {
      preValidation: manage,
      schema: { tags, body: calendarFeedIdBodySchema, response: replies(calendarFeedAnswerSchema) },
    },
    async (request) =>
      ok({ feed: await feeds.regenerate(authOf(request), request.body.id) }, CALENDAR_FEED_MESSAGES.regenerated),
  );

  // Any staff member's own calendar (settings/profile): no permission beyond being signed in.
  app.get(
    `${PREFIX}/mine`,
    { preValidation: requireAuth, schema: { tags, response: replies(myCalendarFeedSchema) } },
    async (request) => ok({ feed: await feeds.mine(authOf(request)) }),
  );

  app.post(
    `${PREFIX}/mine`,
    { preValidation: requireAuth, schema: { tags, response: replies(calendarFeedAnswerSchema) } },
    async (request) => ok({ feed: await feeds.createMine(authOf(request)) }, CALENDAR_FEED_MESSAGES.created),
  );

  app.delete(
    `${PREFIX}/mine`,
    { preValidation: requireAuth, schema: { tags, response: repliesNothing } },
    async (request) => {
      await feeds.revokeMine(authOf(request));
      return ok(null, CALENDAR_FEED_MESSAGES.revoked);
    },
  );

  app.post(
    `${PREFIX}/mine/regenerate`,
    { preValidation: requireAuth, schema: { tags, response: replies(calendarFeedAnswerSchema) } },
    async (request) => ok({ feed: await feeds.regenerateMine(authOf(request)) }, CALENDAR_FEED_MESSAGES.regenerated),
  );
};

/**
 * GET /feeds/calendar/{token}.ics, outside /v1: what calendar apps subscribe to. The token is the
 * only credential; unknown and revoked ones are alike 404. Limited per address like the other public
 * look-ups, and cacheable for five minutes by the subscriber alone.
 */
export const calendarFeedDocumentRoutes: FastifyPluginAsyncZod<{ lookupRateLimit: number }> = async (app, options) => {
  const feeds = createCalendarFeedsService(app.db, app.config);
  app.get(
    '/feeds/calendar/:file',
    {
      config: { rateLimit: { max: options.lookupRateLimit, timeWindow: '1 minute' } },
      schema: { tags: ['calendar feeds'], params: z.object({ file: z.string().max(100) }) },
    },
    async (request, reply) => {
      const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
      const document = token ? await feeds.document(token) : null;
      if (document === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.header('cache-control', 'private, max-age=300').type('text/calendar; charset=utf-8').send(document);
    },
  );
};
