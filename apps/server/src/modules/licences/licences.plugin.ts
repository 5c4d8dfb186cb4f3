import fp from 'fastify-plugin';
import { createLicenceExpiryWorker, LICENCE_EXPIRY_QUEUE } from './licence-expiry';
import { licenceTypesRoutes } from './licence-types.routes';
import type { WorkAtRisk } from './licence-work-notice';
import { licencesRoutes } from './licences.routes';

/** Staff licences: their routes and the expiry notices' queue. */
export const licencesModule = fp<{ workAtRisk?: WorkAtRisk }>(
  async (app, options) => {
    const { db, mailer, config } = app;
    const worker = createLicenceExpiryWorker({ db, mailer, config, workAtRisk: options.workAtRisk });
    await app.jobs.work(LICENCE_EXPIRY_QUEUE, worker);
    await app.register(licencesRoutes);
    await app.register(licenceTypesRoutes);
  },
  { name: 'licences-module', dependencies: ['jobs', 'messaging'], encapsulate: true },
);
