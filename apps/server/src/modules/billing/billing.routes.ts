import { BILLING_MESSAGES } from '@fieldbook/domain/billing/billing.constants';
import {
  cardIdBodySchema,
  changePlanBodySchema,
  couponBodySchema,
  couponPayloadSchema,
  planPayloadSchema,
  saveCardBodySchema,
  subscribeBodySchema,
  subscriptionInvoicePageSchema,
  subscriptionPayloadSchema,
} from '@fieldbook/domain/billing/billing.schemas';
import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import { savedCardSchema } from '@fieldbook/domain/cards/cards.schemas';
import { z } from '@fieldbook/domain/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentSavedCard } from '../../card-payments/saved-cards';
import { authOf, requireAuth, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/http-error';
import { replies, repliesFile } from '../../http/responses';
import { recordActivity } from '../activity/index';
import { getCompany } from '../company/index';
import { presentCoupon, presentInvoice, presentPlan } from './billing.presenter';
import * as repo from './billing.repository';
import { createCompanyCards } from './company-cards';
import { redeemableCoupon } from './coupons';
import { createSubscriptionService } from './subscription.service';
import { renderSubscriptionInvoicePdf } from './subscription-invoice-pdf';

const INVOICE_PAGE_ROWS = 25;

/**
 * Plans, the company's subscription, its cards and its invoices (billing.schemas lists the calls).
 * Everything but the plan list needs canManageBilling.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.paymentProvider;
  const cards = createCompanyCards({ db: app.db, provider });
  const subscriptions = createSubscriptionService({
    db: app.db,
    config: app.config,
    provider,
    mailer: app.mailer,
    cards,
  });
  const tags = ['billing'];
  const manage = requirePermission('canManageBilling');

  app.get(
    '/plans',
    { preValidation: requireAuth, schema: { tags, response: replies(z.array(planPayloadSchema)) } },
    async () => ok((await repo.listPlans(app.db)).map(presentPlan)),
  );

  app.post(
    '/plans/coupon',
    { preValidation: manage, schema: { tags, body: couponBodySchema, response: replies(couponPayloadSchema) } },
    async (request) => {
      const coupon = await redeemableCoupon(app.db, authOf(request).companyId, request.body.coupon, new Date());
      return ok(presentCoupon(coupon));
    },
  );

  const subscription = { tags, response: replies(subscriptionPayloadSchema) };
  const cardList = { tags, response: replies(z.array(savedCardSchema)) };

  app.get('/subscription', { preValidation: manage, schema: subscription }, async (request) =>
    ok(await subscriptions.present(authOf(request).companyId)),
  );

  app.post(
    '/subscription',
    { preValidation: manage, schema: { ...subscription, body: subscribeBodySchema } },
    async (request) => ok(await subscriptions.subscribe(authOf(request), request.body), BILLING_MESSAGES.subscribed),
  );

  app.post(
    '/subscription/plan',
    { preValidation: manage, schema: { ...subscription, body: changePlanBodySchema } },
    async (request) => ok(await subscriptions.changePlan(authOf(request), request.body), BILLING_MESSAGES.planChanged),
  );

  app.post('/subscription/cancel', { preValidation: manage, schema: subscription }, async (request) =>
    ok(await subscriptions.cancel(authOf(request)), BILLING_MESSAGES.cancelled),
  );

  app.post('/subscription/resume', { preValidation: manage, schema: subscription }, async (request) =>
    ok(await subscriptions.resume(authOf(request)), BILLING_MESSAGES.resumed),
  );

  app.get(
    '/subscription/invoices',
    {
      preValidation: manage,
      schema: {
        tags,
        querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
        response: replies(subscriptionInvoicePageSchema),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const company = await getCompany(app.db, auth.companyId);
      const { page } = request.query;
      const { data, total } = await repo.pageInvoices(app.db, auth.companyId, page, INVOICE_PAGE_ROWS);
      return ok({
        data: data.map((row) => presentInvoice(row, company.timezone)),
        page,
        rows: INVOICE_PAGE_ROWS,
        total,
      });
    },
  );

  app.get(
    '/subscription/invoices/:id/pdf',
    {
      preValidation: manage,
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: repliesFile('application/pdf'),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const invoice = await repo.findInvoice(app.db, auth.companyId, request.params.id);
      if (!invoice) throw notFound();
      const company = await getCompany(app.db, auth.companyId);
      const contact = await repo.billingContact(app.db, auth.companyId);
      const pdf = await renderSubscriptionInvoicePdf({
        invoice,
        seller: app.config.SITE_NAME,
        company: {
          name: company.companyName,
          contact: contact ? `${contact.firstName} ${contact.lastName}, ${contact.email}` : null,
        },
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${invoice.number}.pdf"`)
        .send(pdf);
    },
  );

  app.get('/cards', { preValidation: manage, schema: cardList }, async (request) =>
    ok(await cards.list(authOf(request).companyId)),
  );

  app.post(
    '/cards',
    { preValidation: manage, schema: { tags, body: saveCardBodySchema, response: replies(savedCardSchema) } },
    async (request) => {
      const auth = authOf(request);
      const card = await app.db.transaction(async (tx) => {
        await repo.subscriptionOf(tx, auth.companyId, true);
        const saved = await cards.save(tx, auth.companyId, request.body.token, request.body.holder_name);
        await recordActivity(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          action: 'card_saved',
          subjectType: 'company',
          subjectId: auth.companyId,
          description: `Saved the ${saved.row.brand} card ending ${saved.row.last4}`,
        });
        return saved.row;
      });
      return ok(presentSavedCard(card), BILLING_MESSAGES.cardSaved);
    },
  );

  app.post(
    '/cards/default',
    { preValidation: manage, schema: { ...cardList, body: cardIdBodySchema } },
    async (request) =>
      ok(await cards.makeDefault(authOf(request), request.body.card_id), BILLING_MESSAGES.defaultCardSet),
  );

  app.post(
    '/cards/delete',
    { preValidation: manage, schema: { ...cardList, body: cardIdBodySchema } },
    async (request) => ok(await cards.remove(authOf(request), request.body.card_id), CARD_MESSAGES.cardDeleted),
  );
};
