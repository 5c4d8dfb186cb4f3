import { companyPayloadSchema } from '@fieldbook/domain/account/user-load.schemas';
import { companyDefaultsBodySchema, updateCompanyBodySchema } from '@fieldbook/domain/company/company.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import {
  getCompany,
  presentCompany,
  subscriptionStatusOf,
  updateCompany,
  updateCompanyDefaults,
} from './company.service';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business/company',
    { preValidation: requireAuth, schema: { tags: ['company'], response: replies(companyPayloadSchema) } },
    async (request) => {
      const auth = authOf(request);
      const company = await getCompany(app.db, auth.companyId);
      return ok(presentCompany(company, await subscriptionStatusOf(app.db, company)));
    },
  );

  app.put(
    '/business/company',
    {
      // Before validation: a caller without the permission gets 403, never field errors.
      preValidation: requirePermission('canModifyCompanyDetails'),
      schema: { tags: ['company'], body: updateCompanyBodySchema, response: replies(companyPayloadSchema) },
    },
    async (request) => {
      const auth = authOf(request);
      const company = await updateCompany(app.db, auth.companyId, auth.userId, request.body);
      return ok(presentCompany(company, await subscriptionStatusOf(app.db, company)), 'Business details saved');
    },
  );

  app.put(
    '/business/company/settings/defaults',
    {
      preValidation: requirePermission('canModifyCompanyDetails'),
      schema: { tags: ['company'], body: companyDefaultsBodySchema, response: replies(companyPayloadSchema) },
    },
    async (request) => {
      const auth = authOf(request);
      const company = await updateCompanyDefaults(app.db, auth.companyId, auth.userId, request.body);
      return ok(presentCompany(company, await subscriptionStatusOf(app.db, company)), 'System defaults saved');
    },
  );
};
