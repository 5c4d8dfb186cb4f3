import { systemSettingsSchema, updatesCheckSchema } from '@fieldbook/domain/account/user-load.schemas';
import { z } from '@fieldbook/domain/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['system'];
  app.get(
    '/system/checkAppVersion',
    { schema: { tags, response: replies(z.object({ version: z.string() })) } },
    async () => ok({ version: app.system.version }),
  );

  app.get('/system/checkForUpdates', { schema: { tags, response: replies(updatesCheckSchema) } }, async () =>
    ok({ version: app.system.version, maintenance: await app.system.maintenance() }),
  );

  app.get('/system/loadSystemSettings', { schema: { tags, response: replies(systemSettingsSchema) } }, async () =>
    ok(app.system.systemSettings()),
  );
};
