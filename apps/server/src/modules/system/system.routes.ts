import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['system'];
  app.get('/system/checkAppVersion', { schema: { tags } }, async () => ok({ version: app.system.version }));

  app.get('/system/checkForUpdates', { schema: { tags } }, async () =>
    ok({ version: app.system.version, maintenance: await app.system.maintenance() }),
  );

  app.get('/system/loadSystemSettings', { schema: { tags } }, async () => ok(app.system.systemSettings()));
};
