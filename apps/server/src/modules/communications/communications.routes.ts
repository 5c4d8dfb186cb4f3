import { smsPriceSchema } from '@fieldbook/domain/account/user-load.schemas';
import {
  messageContentsQuerySchema,
  messageContentsSchema,
  publicMessageSchema,
} from '@fieldbook/domain/communications/communications.schemas';
import { z } from '@fieldbook/domain/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { createCommunicationsService } from './communications.service';

/** Communications (appointments spec section 7): what an SMS costs, and the messages sent. */
export const communicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const communications = createCommunicationsService(app.db);
  const tags = ['communications'];

  app.get(
    '/communications/sms/price',
    { preValidation: requireAuth, schema: { tags, response: replies(smsPriceSchema) } },
    async () => ok(app.system.systemSettings().sms_price),
  );

  app.get(
    '/communications/message/contents',
    {
      preValidation: requireAuth,
      schema: { tags, querystring: messageContentsQuerySchema, response: replies(messageContentsSchema) },
    },
    async (request) => ok(await communications.contents(authOf(request), request.query.id)),
  );

  // Ours: the client portal's msg/{referenceUrl} page reads the message with the link's reference alone.
  app.get(
    '/communications/msg/:reference',
    {
      schema: {
        tags,
        params: z.object({ reference: z.string().trim().min(10).max(64) }),
        response: replies(publicMessageSchema),
      },
    },
    async (request) => ok(await communications.forRecipient(request.params.reference)),
  );
};
