import { emailChangeCodeParamsSchema } from '@fieldbook/domain/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { repliesNothing } from '../../http/responses';
import { authRateLimit } from './auth.routes';
import { createEmailChangeService } from './email-change.service';

/**
 * Confirming or reversing an email change from the emailed links; no sign-in needed (the code is the
 * proof), so rate-limited like the other public auth calls against guessing.
 */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const changes = createEmailChangeService({ db: app.db, mailer: app.mailer, config: app.config });
  const tags = ['auth'];
  const config = authRateLimit(app.config.AUTH_RATE_LIMIT);

  app.get(
    '/user/email/verify/:code',
    { config, schema: { tags, params: emailChangeCodeParamsSchema, response: repliesNothing } },
    async (request) => ok(null, await changes.verify(request.params.code)),
  );

  app.get(
    '/user/email/reverse/:code',
    { config, schema: { tags, params: emailChangeCodeParamsSchema, response: repliesNothing } },
    async (request) => ok(null, await changes.reverse(request.params.code)),
  );
};
