import fastifyMultipart from '@fastify/multipart';
import {
  addressDetailsQuerySchema,
  addressDetailsResultSchema,
  addressSearchResultSchema,
} from '@fieldbook/domain/addresses/addresses.schemas';
import { BOOKING_MESSAGES as M, BOOKING_ROUTES as R } from '@fieldbook/domain/booking/booking.constants';
import {
  bookingAddressSearchQuerySchema,
  bookingBodySchema,
  bookingBusinessParamsSchema,
  bookingPagePayloadSchema,
  bookingPhotoPayloadSchema,
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
import { addressLookupOf, addressSearchReply } from '../addresses/index';
import { createBookingAddresses } from './booking-addresses';
import { createBookingPhotos } from './booking-photos';
import { createBookingPublicService } from './booking-public.service';

/**
 * The public booking page's calls (v1/connect/book/{business}/…): no session, each counted per
 * address (BOOKING_RATE_LIMIT a minute), and the changes also per business from anywhere
 * (BOOKING_BUSINESS_RATE_LIMIT a minute), so many addresses cannot flood one business; its address
 * searches and photos likewise, each on a count of its own (BOOKING_BUSINESS_LOOKUP_RATE_LIMIT).
 */
export const bookingPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const maxFileSizeMb = () => app.system.limits().max_file_size;
  const photos = createBookingPhotos({
    db: app.db,
    storage: app.storage,
    dataDir: config.dataDir,
    maxFileSizeMb,
    log: app.log,
  });
  const booking = createBookingPublicService({
    db: app.db,
    config,
    jobs: app.jobs,
    realtime: app.realtime,
    communications: app.communications,
    photos,
  });
  const addresses = createBookingAddresses(app.db, addressLookupOf(app));
  const tags = ['online booking'];
  const perAddress = { rateLimit: { max: config.BOOKING_RATE_LIMIT, timeWindow: '1 minute' } };
  /** A preHandler counting one kind of call per business (the validated handle), from every address together. */
  const perBusiness = (kind: string, max: number) => {
    const counter = app.createRateLimit({
      max,
      timeWindow: '1 minute',
      keyGenerator: (request) => `booking-${kind}:${(request.params as { business?: string }).business ?? ''}`,
    });
    return async (request: FastifyRequest) => {
      const seen = await counter(request);
      if (!seen.isAllowed && seen.isExceeded) throw tooManyRequests();
    };
  };
  const change = { config: perAddress, preHandler: perBusiness('business', config.BOOKING_BUSINESS_RATE_LIMIT) };
  const addressLookup = {
    config: perAddress,
    preHandler: perBusiness('addresses', config.BOOKING_BUSINESS_LOOKUP_RATE_LIMIT),
  };

  // Photos arrive as multipart; the per-file limit is checked again per request (it is a system setting).
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxFileSizeMb() * 1024 * 1024 },
    throwFileSizeLimit: false,
  });

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

  app.get(
    R.addresses,
    {
      ...addressLookup,
      schema: {
        tags,
        params: bookingBusinessParamsSchema,
        querystring: bookingAddressSearchQuerySchema,
        response: replies(addressSearchResultSchema),
      },
    },
    async (request) => addressSearchReply(await addresses.search(request.params.business, request.query)),
  );

  app.get(
    R.addressDetails,
    {
      ...addressLookup,
      schema: {
        tags,
        params: bookingBusinessParamsSchema,
        querystring: addressDetailsQuerySchema,
        response: replies(addressDetailsResultSchema),
      },
    },
    async (request) => ok({ address: await addresses.details(request.params.business, request.query, request.log) }),
  );

  app.post(
    R.photos,
    {
      config: perAddress,
      preHandler: perBusiness('photos', config.BOOKING_BUSINESS_LOOKUP_RATE_LIMIT),
      schema: {
        tags,
        params: bookingBusinessParamsSchema,
        response: { 201: envelopeSchema(bookingPhotoPayloadSchema) },
      },
    },
    async (request, reply) => reply.code(201).send(ok({ photo: await photos.add(request, request.params.business) })),
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
