import {
  paymentProviderCallbackBodySchema,
  paymentProviderConnectBodySchema,
  paymentProviderConnectSchema,
  paymentProviderPayloadSchema,
} from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { createPaymentProviderService } from './payment-provider.service';

const PREFIX = '/paymentProvider';

/**
 * v1/paymentProvider: the business's own Stripe or Square account for its clients' card payments
 * (settings/paymentProvider).
 */
export const paymentProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPaymentProviderService({
    db: app.db,
    config: app.config,
    payments: app.businessPayments,
    onError: (error) => app.log.error(error),
  });
  const tags = ['payment provider'];
  const manage = { preValidation: requirePermission('canManageProviders') };
  const answersPayload = { tags, response: replies(paymentProviderPayloadSchema) };

  app.get(PREFIX, { ...manage, schema: answersPayload }, async (request) => ok(await service.load(authOf(request))));

  app.post(
    `${PREFIX}/connect`,
    {
      ...manage,
      schema: { tags, body: paymentProviderConnectBodySchema, response: replies(paymentProviderConnectSchema) },
    },
    async (request) => ok({ url: await service.connectUrl(authOf(request), request.body.provider) }),
  );

  app.post(
    `${PREFIX}/callback`,
    { ...manage, schema: { ...answersPayload, body: paymentProviderCallbackBodySchema } },
    async (request) => {
      const { payload, message } = await service.callback(authOf(request), request.body);
      return ok(payload, message);
    },
  );

  app.post(`${PREFIX}/disconnect`, { ...manage, schema: answersPayload }, async (request) => {
    const { payload, message } = await service.disconnect(authOf(request));
    return ok(payload, message);
  });
};
