import { pushKeySchema } from '@fieldbook/domain/devices/web-push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';

/**
 * GET v1/devices/push/key: the server's VAPID public key, which a browser subscribes to push with
 * (then registers the subscription with POST v1/devices/token).
 */
export const pushKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/devices/push/key',
    { preValidation: requireAuth, schema: { tags: ['account'], response: replies(pushKeySchema) } },
    async () => ok({ public_key: app.push.publicKey }),
  );
};
