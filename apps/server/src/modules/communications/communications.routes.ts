import { smsPriceSchema } from '@fieldbook/domain/account/user-load.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';

/** Communications (appointments spec section 7): what an SMS costs, for the Send Message dialog's counter. */
export const communicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAuth);
  app.get(
    '/communications/sms/price',
    { schema: { tags: ['communications'], response: replies(smsPriceSchema) } },
    async () => ok(app.system.systemSettings().sms_price),
  );
};
