import { setupWizardPayloadSchema } from '@fieldbook/domain/onboarding/onboarding.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { setupWizard } from './onboarding.service';

/** The further-setup checklist (platform section 7): any signed-in staff member of the company reads it. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/register/business/options/setupWizard',
    { preValidation: requireAuth, schema: { tags: ['company'], response: replies(setupWizardPayloadSchema) } },
    async (request) => ok(await setupWizard(app.db, authOf(request), app.config.SITE_NAME)),
  );
};
