import { BOOKING_MESSAGES as M, BOOKING_ROUTES as R } from '@fieldbook/domain/booking/booking.constants';
import {
  bookingBodySchema,
  bookingBusinessParamsSchema,
  bookingPagePayloadSchema,
  bookingResultSchema,
  bookingSlotsPayloadSchema,
  bookingSlotsQuerySchema,
  bookingTokenParamsSchema,
  manageBookingPayloadSchema,
  rescheduleBookingBodySchema,
} from '@fieldbook/domain/booking/booking-public.schemas';
import { envelopeSchema } from '@fieldbook/domain/http/envelope.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { tooManyRequests } from '../../http/http-error';
import { replies } from '../../http/responses';
import { createBookingPublicService } from './booking-public.service';

/**
 * The public booking page's calls (v1/connect/book/{business}/…): no session, each counted per
 * address (BOOKING_RATE_LIMIT a minute), and the changes also per business from anywhere
 * (BOOKING_BUSINESS_RATE_LIMIT a minute), so many addresses cannot flood one business.
 */
export const bookingPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const booking = createBookingPublicService({
    db: app.db,
    config,
    jobs: app.jobs,
    realtime: app.realtime,
    communications: app.communications,
  });
  const tags = ['online booking'];
  const perAddress = { rateLimit: { max: config.BOOKING_RATE_LIMIT, timeWindow: '1 minute' } };
  const businessCounter = app.createRateLimit({
    max: config.BOOKING_BUSINESS_RATE_LIMIT,
    timeWindow: '1 minute',
    keyGenerator: (request) => `booking-business:${(request.params as { business?: string }).business ?? ''}`,
  });
  const perBusiness = async (request: FastifyRequest) => {
    const seen = await businessCounter(request);
    if (!seen.isAllowed && seen.isExceeded) throw tooManyRequests();
  };
  const change = { config: perAddress, preHandler: perBusiness };

  app.get(
    R.page,
    {
      config: perAddress,
      schema: { tags, params: bookingBusinessParamsSchema, response: replies(bookingPagePayloadSchema) },
    },
    async (request) => ok(await booking.page(request.params.business)),
  );

  app.get(
    R.slots,
    {
      config: perAddress,
      schema: {
        tags,
        params: bookingBusinessParamsSchema,
        querystring: bookingSlotsQuerySchema,
        response: replies(bookingSlotsPayloadSchema),
      },
    },
    async (request) => ok(await booking.slots(request.params.business, request.query)),
  );

  app.post(
    R.book,
    {
      ...change,
      schema: {
        tags,
        params: bookingBusinessParamsSchema,
        body: bookingBodySchema,
        response: { 201: envelopeSchema(bookingResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await booking.book(request, request.params.business, request.body);
      return reply.code(201).send(ok({ booking: result.booking }, result.message));
    },
  );

  for (const purpose of ['reschedule', 'cancel'] as const) {
    app.get(
      R[purpose],
      {
        config: perAddress,
        schema: { tags, params: bookingTokenParamsSchema, response: replies(manageBookingPayloadSchema) },
      },
      async (request) => ok(await booking.manage(request.params.business, purpose, request.params.token)),
    );
  }

  app.post(
    R.reschedule,
    {
      ...change,
      schema: {
        tags,
        params: bookingTokenParamsSchema,
        body: rescheduleBookingBodySchema,
        response: replies(bookingResultSchema),
      },
    },
    async (request) => {
      const { business, token } = request.params;
      return ok({ booking: await booking.reschedule(business, token, request.body.start) }, M.rescheduled);
    },
  );

  app.post(
    R.cancel,
    { ...change, schema: { tags, params: bookingTokenParamsSchema, response: replies(bookingResultSchema) } },
    async (request) =>
      ok({ booking: await booking.cancel(request.params.business, request.params.token) }, M.cancelled),
  );
};
