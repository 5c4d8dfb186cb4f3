import { LICENCE_MESSAGES } from '@fieldbook/domain/licences/licences.constants';
import {
  licenceDetailPayloadSchema,
  licenceListPayloadSchema,
  licenceOnePayloadSchema,
} from '@fieldbook/domain/licences/licences.payloads';
import {
  createLicenceBodySchema,
  licenceIdSchema,
  licencesListQuerySchema,
  updateLicenceBodySchema,
} from '@fieldbook/domain/licences/licences.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { recordTimelineRoutes } from '../timeline/index';
import { createLicencesService } from './licences.service';

const PREFIX = '/business/company/licences';

/** Licences (spec section 7, "Licences"); every call needs canManageUsers (section 6). */
export const licencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const licences = createLicencesService({ db: app.db, jobs: app.jobs, config: app.config });
  const tags = ['licences'];
  const manage = requirePermission('canManageUsers');
  const { timeline } = app.recordTimeline;

  const one = replies(licenceOnePayloadSchema);

  app.get(
    PREFIX,
    {
      preValidation: manage,
      schema: { tags, querystring: licenceIdSchema, response: replies(licenceDetailPayloadSchema) },
    },
    async (request) => {
      const auth = authOf(request);
      const licence = await licences.presentOne(auth, request.query.licence_id);
      const subject = { companyId: auth.companyId, type: 'licence', id: licence.id };
      const page = await timeline.entries(auth, subject, { page: 1, collated: false });
      return ok({ licence, timeline: page.timeline });
    },
  );

  app.get(
    `${PREFIX}/all`,
    {
      preValidation: manage,
      schema: { tags, querystring: licencesListQuerySchema, response: replies(licenceListPayloadSchema) },
    },
    async (request) => ok({ licences: await licences.list(authOf(request), request.query.user_id) }),
  );

  app.post(
    PREFIX,
    { preValidation: manage, schema: { tags, body: createLicenceBodySchema, response: one } },
    async (request) => ok({ licence: await licences.create(authOf(request), request.body) }, LICENCE_MESSAGES.created),
  );

  app.put(
    PREFIX,
    { preValidation: manage, schema: { tags, body: updateLicenceBodySchema, response: one } },
    async (request) => ok({ licence: await licences.update(authOf(request), request.body) }, LICENCE_MESSAGES.saved),
  );

  app.delete(
    PREFIX,
    { preValidation: manage, schema: { tags, body: licenceIdSchema, response: one } },
    async (request) => {
      const { licence, message } = await licences.toggleArchive(authOf(request), request.body.licence_id);
      return ok({ licence }, message);
    },
  );

  await app.register(recordTimelineRoutes, {
    prefix: PREFIX,
    subjectType: 'licence',
    permission: 'canManageUsers',
    tags,
    assertSubject: licences.assertLicence,
    assertWritable: licences.assertWritable,
  });
};
