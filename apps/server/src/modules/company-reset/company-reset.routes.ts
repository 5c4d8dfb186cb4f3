import {
  companyResetCodeParamsSchema,
  companyResetConfirmBodySchema,
  companyResetCountsSchema,
  companyResetRequestBodySchema,
  companyResetStatusSchema,
} from '@fieldbook/domain/company/company-reset.schemas';
import { z } from '@fieldbook/domain/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies, repliesNothing } from '../../http/responses';
import { authRateLimit } from '../auth/index';
import { createCompanyReset } from './company-reset.service';

const PATH = '/business/company/reset';

/**
 * Resetting a company's data (the business `company/reset/{code}` screen). Every call needs the
 * session; the service decides who may (the owner, on the free trial) and answers 403 or 409 otherwise.
 */
export const companyResetRoutes: FastifyPluginAsyncZod<{ rateLimitMax: number }> = async (app, options) => {
  const reset = createCompanyReset({ db: app.db, mailer: app.mailer, config: app.config, storage: app.storage });
  const tags = ['company'];
  app.addHook('preValidation', requireAuth);

  app.get(PATH, { schema: { tags, response: replies(companyResetStatusSchema) } }, async (request) =>
    ok(await reset.status(authOf(request))),
  );

  app.post(
    PATH,
    // Each call checks a password: as often a minute as a sign-in.
    {
      config: authRateLimit(options.rateLimitMax),
      schema: { tags, body: companyResetRequestBodySchema, response: repliesNothing },
    },
    async (request) => ok(null, await reset.request(authOf(request), request.body.password)),
  );

  app.get(
    `${PATH}/:code`,
    { schema: { tags, params: companyResetCodeParamsSchema, response: replies(companyResetStatusSchema) } },
    async (request) => ok(await reset.preview(authOf(request), request.params.code)),
  );

  app.post(
    `${PATH}/:code`,
    {
      schema: {
        tags,
        params: companyResetCodeParamsSchema,
        body: companyResetConfirmBodySchema,
        response: replies(z.object({ counts: companyResetCountsSchema })),
      },
    },
    async (request) => {
      const { message, counts } = await reset.confirm(authOf(request), request.params.code, request.body.company_name);
      return ok({ counts }, message);
    },
  );
};
