import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import { savedCardsSchema } from '@fieldbook/domain/cards/cards.schemas';
import {
  acceptQuotationBodySchema,
  CONNECT_MESSAGES,
  connectProfileBodySchema,
  declineQuotationBodySchema,
  deleteCardBodySchema,
  payInvoiceBodySchema,
  portalAnsweredSchema,
  portalBusinessPageSchema,
  portalDocumentPageSchema,
  portalDocumentRefSchema,
  portalHomeSchema,
  portalLoadSchema,
  portalPaymentResultSchema,
  portalProfileSchema,
  portalReferSchema,
  referBodySchema,
  unsubscribeBodySchema,
  unsubscribePayloadSchema,
} from '@fieldbook/domain/connect/connect.schemas';
import { z } from '@fieldbook/domain/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/http-error';
import { replies, repliesFile } from '../../http/responses';
import { createReminderUnsubscribe } from '../appointments/index';
import { contentDisposition } from '../files/index';
import { createInvoicesService } from '../invoices/index';
import { createQuotationsService } from '../quotations/index';
import { heldReportsOf } from '../reports/index';
import { clientAuthOf, optionalClientAuth, requireClientAuth } from './connect-auth';
import { linkByReferCode } from './connect-links';
import { createPortalAnswers } from './portal-answers';
import { createPortalCards } from './portal-cards';
import { createPortalDocuments } from './portal-documents';
import { createPortalHome } from './portal-home';
import { createPortalPayments } from './portal-payments';

const businessQuerySchema = z.object({ id: z.coerce.number().int().positive() });
const cardsQuerySchema = z.object({ business_id: z.coerce.number().int().positive().optional() });

/**
 * The client portal's calls (v1/clientConnect/…): the signed-in account's home, businesses and
 * documents, and the calls a document's emailed link opens without an account (view, PDF, accept,
 * decline, pay) — rate-limited, as a reference is the only key they need.
 */
export const connectRoutes: FastifyPluginAsyncZod<{ lookupRateLimit: number }> = async (app, options) => {
  const { db, config } = app;
  const invoices = createInvoicesService({ db, jobs: app.jobs });
  const documents = createPortalDocuments({
    quotations: createQuotationsService({ db, invoices }),
    invoices,
    linkDays: config.DOCUMENT_LINK_DAYS,
    storage: app.storage,
  });
  const cards = createPortalCards({ db, payments: app.businessPayments });
  const answers = createPortalAnswers({ db, realtime: app.realtime, documents });
  const payments = createPortalPayments({
    db,
    config,
    payments: app.businessPayments,
    cards,
    documents,
    communications: app.communications,
    realtime: app.realtime,
    heldReports: heldReportsOf(app),
  });
  const home = createPortalHome({ db, config, payments: app.businessPayments });
  const unsubscribe = createReminderUnsubscribe({ db, config, realtime: app.realtime });
  const tags = ['client connect'];
  const signedIn = { preValidation: requireClientAuth };
  // A link or a signed-in account: looked up at most this often a minute from one address.
  const lookup = {
    preValidation: optionalClientAuth,
    config: { rateLimit: { max: options.lookupRateLimit, timeWindow: '1 minute' } },
  };

  app.get(
    '/clientConnect/load',
    { ...signedIn, schema: { tags, response: replies(portalLoadSchema) } },
    async (request) => ok(await home.load(clientAuthOf(request))),
  );

  app.put(
    '/clientConnect/profile',
    { ...signedIn, schema: { tags, body: connectProfileBodySchema, response: replies(portalProfileSchema) } },
    async (request) => ok(await home.saveProfile(clientAuthOf(request), request.body), CONNECT_MESSAGES.profileSaved),
  );

  app.get(
    '/clientConnect/home',
    { ...signedIn, schema: { tags, response: replies(portalHomeSchema) } },
    async (request) => ok({ businesses: await home.home(clientAuthOf(request)) }),
  );

  app.get(
    '/clientConnect/business',
    { ...signedIn, schema: { tags, querystring: businessQuerySchema, response: replies(portalBusinessPageSchema) } },
    async (request) => {
      const business = await home.business(clientAuthOf(request), request.query.id);
      if (!business) throw notFound('Business not found');
      return ok(business);
    },
  );

  app.post(
    '/clientConnect/refer',
    {
      ...signedIn,
      config: lookup.config,
      schema: { tags, body: referBodySchema, response: replies(portalReferSchema) },
    },
    async (request) => {
      const auth = clientAuthOf(request);
      const linked = await db.transaction((tx) => linkByReferCode(tx, auth.portalUserId, request.body.code));
      const businesses = await home.businesses(auth);
      return ok({ business: businesses.find((b) => b.id === linked.companyId) ?? null }, CONNECT_MESSAGES.linked);
    },
  );

  // email/unsubscribe/{code}: the link at the foot of a client's reminder emails.
  app.get(
    '/clientConnect/email/unsubscribe',
    {
      ...lookup,
      schema: {
        tags,
        querystring: unsubscribeBodySchema.pick({ code: true }),
        response: replies(unsubscribePayloadSchema),
      },
    },
    async (request) => ok(await unsubscribe.status(request.query.code)),
  );

  app.post(
    '/clientConnect/email/unsubscribe',
    { ...lookup, schema: { tags, body: unsubscribeBodySchema, response: replies(unsubscribePayloadSchema) } },
    async (request) => {
      const { payload, message } = await unsubscribe.set(request.body.code, request.body.subscribed);
      return ok(payload, message);
    },
  );

  app.get(
    '/clientConnect/document',
    { ...lookup, schema: { tags, querystring: portalDocumentRefSchema, response: replies(portalDocumentPageSchema) } },
    async (request) => {
      const row = await documents.resolve(db, request.query, request.clientAuth);
      return ok({ document: await documents.present(db, row), payments: await home.paymentSettings(row.companyId) });
    },
  );

  app.get(
    '/clientConnect/document/pdf',
    {
      ...lookup,
      schema: { tags, querystring: portalDocumentRefSchema, response: repliesFile('application/pdf') },
    },
    async (request, reply) => {
      const row = await documents.resolve(db, request.query, request.clientAuth);
      const { pdf, number } = await documents.pdf(db, row);
      const noun = row.kind === 'quotation' ? 'Quotation' : 'Invoice';
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(`${noun}-${number}.pdf`, true))
        .send(pdf);
    },
  );

  app.post(
    '/clientConnect/quotation/accept',
    { ...lookup, schema: { tags, body: acceptQuotationBodySchema, response: replies(portalAnsweredSchema) } },
    async (request) =>
      ok({ document: await answers.accept(request.body, request.clientAuth) }, CONNECT_MESSAGES.accepted),
  );

  app.post(
    '/clientConnect/quotation/decline',
    { ...lookup, schema: { tags, body: declineQuotationBodySchema, response: replies(portalAnsweredSchema) } },
    async (request) =>
      ok({ document: await answers.decline(request.body, request.clientAuth) }, CONNECT_MESSAGES.declined),
  );

  app.post(
    '/clientConnect/invoice/pay',
    { ...lookup, schema: { tags, body: payInvoiceBodySchema, response: replies(portalPaymentResultSchema) } },
    async (request) => ok(await payments.pay(request.body, request.clientAuth), CONNECT_MESSAGES.paid),
  );

  // With business_id: the cards that can pay that business (saved on its own Stripe or Square account).
  app.get(
    '/clientConnect/cards',
    { ...signedIn, schema: { tags, querystring: cardsQuerySchema, response: replies(savedCardsSchema) } },
    async (request) => {
      const { portalUserId } = clientAuthOf(request);
      const businessId = request.query.business_id;
      if (businessId === undefined) return ok({ cards: await cards.list(portalUserId) });
      const to = await app.businessPayments.destination(db, businessId);
      return ok({ cards: to ? await cards.list(portalUserId, to) : [] });
    },
  );

  app.post(
    '/clientConnect/cards/delete',
    { ...signedIn, schema: { tags, body: deleteCardBodySchema, response: replies(savedCardsSchema) } },
    async (request) => {
      await cards.remove(clientAuthOf(request).portalUserId, request.body.card_id);
      return ok({ cards: await cards.list(clientAuthOf(request).portalUserId) }, CARD_MESSAGES.cardDeleted);
    },
  );
};
