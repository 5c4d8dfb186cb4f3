import { registerBusinessBodySchema, tokenPayloadSchema } from '@fieldbook/domain/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replies } from '../../http/responses';
import { authRateLimit, requestMeta, sendSession, signUpLimit } from '../auth/index';
import { createRegistrationService } from './registration.service';

/** Registering a business: a new company and its owner, signed in as the sign-in route would. */
export const registrationRoutes: FastifyPluginAsyncZod<{ rateLimitMax: number }> = async (app, options) => {
  const registration = createRegistrationService({ db: app.db, tokens: app.tokens, config: app.config });
  const signUps = signUpLimit(app, 'business-sign-up');

  app.post(
    '/register/business',
    {
      config: authRateLimit(options.rateLimitMax),
      schema: { tags: ['auth'], body: registerBusinessBodySchema, response: replies(tokenPayloadSchema) },
    },
    async (request, reply) =>
      sendSession(
        request,
        reply,
        await signUps(request, () => registration.registerBusiness(request.body, requestMeta(request))),
      ),
  );
};
