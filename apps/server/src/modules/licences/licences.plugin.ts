import fp from 'fastify-plugin';
import { createLicenceExpiryWorker, LICENCE_EXPIRY_QUEUE } from './licence-expiry';
import { licenceTypesRoutes } from './licence-types.routes';
import { licencesRoutes } from './licences.routes';

/** Staff licences: their routes and the expiry notices' queue. */
export const licencesModule = fp(
  async (app) => {
    const { db, mailer, config } = app;
    await app.jobs.work(LICENCE_EXPIRY_QUEUE, createLicenceExpiryWorker({ db, mailer, config }));
    await app.register(licencesRoutes);
    await app.register(licenceTypesRoutes);
  },
  { name: 'licences-module', dependencies: ['jobs', 'messaging'], encapsulate: true },
);
