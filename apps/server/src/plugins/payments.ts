import fp from 'fastify-plugin';
import { paymentProviderOf } from '../card-payments/create-payment-provider';
import type { PaymentProvider } from '../card-payments/payment-provider';
import { type BusinessPayments, createBusinessPayments } from '../modules/payment-provider/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform's card payments (the subscription): the sandbox unless Stripe is configured. */
    paymentProvider: PaymentProvider;
    /** Each business's own Stripe or Square account, which its clients' card payments go to. */
    businessPayments: BusinessPayments;
  }
}

export const paymentsPlugin = fp(
  async (app) => {
    const { config, db } = app;
    const platform = paymentProviderOf(config);
    app.decorate('paymentProvider', platform);
    app.decorate('businessPayments', createBusinessPayments({ db, config, platform }));
  },
  { name: 'payments', dependencies: ['database'] },
);
