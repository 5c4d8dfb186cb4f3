import {
  PAYMENT_PROVIDER_MESSAGES,
  paymentProviderCallbackBodySchema,
} from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentConnectOf } from '../../card-payments/payment-connect';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { createPaymentProviderService } from './payment-provider.service';

const PREFIX = '/paymentProvider';

/** v1/paymentProvider: the business's own Stripe account for its clients' card payments (settings/paymentProvider). */
export const paymentProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPaymentProviderService({
    db: app.db,
    config: app.config,
    provider: app.paymentProvider,
    connect: paymentConnectOf(app.config),
    onError: (error) => app.log.error(error),
  });
  const tags = ['payment provider'];
  const manage = { preValidation: requirePermission('canManageProviders') };

  app.get(PREFIX, { ...manage, schema: { tags } }, async (request) => ok(await service.load(authOf(request))));

  app.post(`${PREFIX}/connect`, { ...manage, schema: { tags } }, async (request) =>
    ok({ url: await service.connectUrl(authOf(request)) }),
  );

  app.post(
    `${PREFIX}/callback`,
    { ...manage, schema: { tags, body: paymentProviderCallbackBodySchema } },
    async (request) => ok(await service.callback(authOf(request), request.body), PAYMENT_PROVIDER_MESSAGES.connected),
  );

  app.post(`${PREFIX}/disconnect`, { ...manage, schema: { tags } }, async (request) =>
    ok(await service.disconnect(authOf(request)), PAYMENT_PROVIDER_MESSAGES.disconnected),
  );
};
