import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';

const smsPriceSchema = z.object({ per_message_cost: z.number(), currency: z.string(), per_characters: z.number() });

/** Communications (appointments spec section 7): what an SMS costs, for the Send Message dialog's counter. */
export const communicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAuth);
  app.get(
    '/communications/sms/price',
    { schema: { tags: ['communications'], response: replies(smsPriceSchema) } },
    async () => ok(app.system.systemSettings().sms_price),
  );
};
