import { PAYMENT_MESSAGES as M } from '@fieldbook/domain/documents/documents.constants';
import { documentIdQuerySchema } from '@fieldbook/domain/documents/documents.schemas';
import {
  idempotencyHeadersSchema as headers,
  IDEMPOTENCY_MESSAGES,
} from '@fieldbook/domain/idempotency/idempotency.schemas';
import {
  createPaymentBodySchema,
  paymentChangedSchema,
  paymentPageSchema,
  paymentReadSchema,
  searchPaymentsBodySchema,
  voidPaymentBodySchema,
} from '@fieldbook/domain/payments/payments.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { fieldError } from '../../http/http-error';
import { replies } from '../../http/responses';
import { queueRecordSync } from '../accounting/index';
import { requestKey } from '../idempotency/index';
import { heldReportsOf } from '../reports/index';
import { createPaymentsService } from './payments.service';

/** Payments (v1/payments/…): recording, reading, searching and voiding them needs canManagePayments. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = createPaymentsService({
    db: app.db,
    communications: app.communications,
    heldReports: heldReportsOf(app),
  });
  const tags = ['payments'];
  const manage = requirePermission('canManagePayments');

  app.post(
    '/payments',
    {
      preValidation: manage,
      schema: { tags, headers, body: createPaymentBodySchema, response: replies(paymentChangedSchema) },
    },
    async (request) => {
      const auth = authOf(request);
      // A payment's key is its own column (payments.idempotency_key), from the body or the header.
      const key = requestKey(request, request.body.idempotency_key);
      if (key === null) throw fieldError('idempotency_key', IDEMPOTENCY_MESSAGES.keyRequired);
      const recorded = await payments.create(auth, request.body, key);
      // The payment's accounting sync runs in the job worker.
      await queueRecordSync(app.jobs, app.db, {
        companyId: auth.companyId,
        recordType: 'payment',
        recordId: recorded.payment.id,
      });
      return ok(recorded, M.recorded);
    },
  );

  app.get(
    '/payments',
    {
      preValidation: manage,
      schema: { tags, querystring: documentIdQuerySchema, response: replies(paymentReadSchema) },
    },
    async (request) => ok({ payment: await payments.read(authOf(request), request.query.id) }),
  );

  app.post(
    '/payments/search',
    { preValidation: manage, schema: { tags, body: searchPaymentsBodySchema, response: replies(paymentPageSchema) } },
    async (request) => ok(await payments.search(authOf(request), request.body)),
  );

  app.post(
    '/payments/void',
    { preValidation: manage, schema: { tags, body: voidPaymentBodySchema, response: replies(paymentChangedSchema) } },
    async (request) => ok(await payments.void(authOf(request), request.body.id, request.body.reason), M.voided),
  );
};
