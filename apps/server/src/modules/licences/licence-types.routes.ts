import {
  createLicenceTypeBodySchema,
  licenceTypeIdSchema,
  licenceTypeListPayloadSchema,
  licenceTypeOnePayloadSchema,
  licenceTypesQuerySchema,
  renameLicenceTypeBodySchema,
} from '@fieldbook/domain/licences/licence-types.schemas';
import { LICENCE_TYPE_MESSAGES } from '@fieldbook/domain/licences/licences.constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAnyPermission, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { createLicenceTypesService } from './licence-types.service';

const PREFIX = '/business/company/licences/types';

/**
 * The company's licence types (issue 37). Like licences, changes need canManageUsers; the list is
 * also open to those who edit appointment types (canModifyCompanyDetails), which require them.
 */
export const licenceTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const types = createLicenceTypesService({ db: app.db });
  const tags = ['licences'];
  const manage = requirePermission('canManageUsers');
  const one = replies(licenceTypeOnePayloadSchema);

  app.get(
    PREFIX,
    {
      preValidation: requireAnyPermission('canManageUsers', 'canModifyCompanyDetails'),
      schema: { tags, querystring: licenceTypesQuerySchema, response: replies(licenceTypeListPayloadSchema) },
    },
    async (request) =>
      ok({ licence_types: await types.list(authOf(request), request.query.include_archived ?? false) }),
  );

  app.post(
    PREFIX,
    { preValidation: manage, schema: { tags, body: createLicenceTypeBodySchema, response: one } },
    async (request) =>
      ok({ licence_type: await types.create(authOf(request), request.body) }, LICENCE_TYPE_MESSAGES.created),
  );

  app.put(
    PREFIX,
    { preValidation: manage, schema: { tags, body: renameLicenceTypeBodySchema, response: one } },
    async (request) =>
      ok({ licence_type: await types.rename(authOf(request), request.body) }, LICENCE_TYPE_MESSAGES.saved),
  );

  app.delete(
    PREFIX,
    { preValidation: manage, schema: { tags, body: licenceTypeIdSchema, response: one } },
    async (request) => {
      const licenceType = await types.toggleArchive(authOf(request), request.body.licence_type_id);
      const message = licenceType.archived ? LICENCE_TYPE_MESSAGES.archived : LICENCE_TYPE_MESSAGES.restored;
      return ok({ licence_type: licenceType }, message);
    },
  );
};
