import fp from 'fastify-plugin';
import { billingRoutes } from './billing.routes';
import { createSubscriptionRenewals, RENEWAL_CRON, RENEWAL_QUEUE } from './subscription-renewal';

/** The subscription: its routes and the scheduled renewals. */
export const billingModule = fp(
  async (app) => {
    const { system } = app;
    const renewals = createSubscriptionRenewals({
      db: app.db,
      provider: app.paymentProvider,
      mailer: app.mailer,
      siteName: app.config.SITE_NAME,
      smsPrice: () => system.limits().sms_price,
      onError: (error) => app.log.error(error),
    });
    await app.jobs.schedule(RENEWAL_QUEUE, RENEWAL_CRON);
    await app.jobs.work(RENEWAL_QUEUE, async () => {
      await renewals.renewDue(new Date());
    });
    await app.register(billingRoutes);
  },
  { name: 'billing-module', dependencies: ['jobs', 'messaging', 'payments', 'system'], encapsulate: true },
);
