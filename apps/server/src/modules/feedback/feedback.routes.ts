import { FEEDBACK_PER_HOUR } from '@fieldbook/domain/feedback/feedback.constants';
import { sendFeedbackBodySchema } from '@fieldbook/domain/feedback/feedback.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { repliesNothing } from '../../http/responses';
import { createFeedbackService } from './feedback.service';

/** POST v1/feedback: any signed-in staff member tells the team of a problem or leaves feedback. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedback = createFeedbackService(app.db);
  app.post(
    '/feedback',
    // Before validation, so a caller who is not signed in gets 401, never field errors.
    {
      preValidation: requireAuth,
      config: { rateLimit: { max: FEEDBACK_PER_HOUR, timeWindow: '1 hour' } },
      schema: { tags: ['feedback'], body: sendFeedbackBodySchema, response: repliesNothing },
    },
    async (request) => ok(null, await feedback.send(authOf(request), request.body)),
  );
};
