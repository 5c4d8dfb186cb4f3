import { STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import {
  staffDetailPayloadSchema,
  staffListPayloadSchema,
  staffLogsPayloadSchema,
  staffPermissionOptionsSchema,
  staffUpdatePayloadSchema,
  staffUserPayloadSchema,
} from '@fieldbook/domain/staff/staff.payloads';
import {
  createStaffBodySchema,
  staffIdQuerySchema,
  staffLogsQuerySchema,
  updateStaffBodySchema,
} from '@fieldbook/domain/staff/staff.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { emailTakenLimit } from '../../http/email-probes';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { createLicencesService } from '../licences/index';
import { recordTimelineRoutes } from '../timeline/index';
import { createStaffService } from './staff.service';

const PREFIX = '/business/company/users';

/** Staff management (spec section 7, "Staff users"); every call needs canManageUsers (section 6). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = createStaffService({ db: app.db, mailer: app.mailer, config: app.config });
  const licences = createLicencesService({ db: app.db, jobs: app.jobs, config: app.config });
  const tags = ['staff'];
  const manage = requirePermission('canManageUsers');
  const { timeline } = app.recordTimeline;

  app.get(
    PREFIX,
    {
      preValidation: manage,
      schema: { tags, querystring: staffIdQuerySchema, response: replies(staffDetailPayloadSchema) },
    },
    async (request) => {
      const auth = authOf(request);
      const user = await staff.presentOne(auth, request.query.user_id);
      const subject = { companyId: auth.companyId, type: 'user', id: user.id };
      const page = await timeline.entries(auth, subject, { page: 1, collated: false });
      return ok({ user, licences: await licences.list(auth, user.id), timeline: page.timeline });
    },
  );

  app.get(
    `${PREFIX}/all`,
    { preValidation: manage, schema: { tags, response: replies(staffListPayloadSchema) } },
    async (request) => ok({ users: await staff.all(authOf(request)) }),
  );

  app.get(
    `${PREFIX}/permissions`,
    { preValidation: manage, schema: { tags, response: replies(staffPermissionOptionsSchema) } },
    async () => ok(staff.permissions()),
  );

  // Staff addresses are unique across companies: "email taken" answers are counted per company.
  const emailsTaken = emailTakenLimit(app, {
    name: 'staff-email',
    max: app.config.EMAIL_TAKEN_LIMIT,
    key: (request) => String(authOf(request).companyId),
  });

  app.post(
    PREFIX,
    { preValidation: manage, schema: { tags, body: createStaffBodySchema, response: replies(staffUserPayloadSchema) } },
    async (request) =>
      ok(
        { user: await emailsTaken(request, () => staff.create(authOf(request), request.body)) },
        STAFF_MESSAGES.created,
      ),
  );

  app.put(
    PREFIX,
    {
      preValidation: manage,
      schema: { tags, body: updateStaffBodySchema, response: replies(staffUpdatePayloadSchema) },
    },
    async (request) =>
      ok(await emailsTaken(request, () => staff.update(authOf(request), request.body)), STAFF_MESSAGES.updated),
  );

  app.get(
    `${PREFIX}/logs`,
    {
      preValidation: manage,
      schema: { tags, querystring: staffLogsQuerySchema, response: replies(staffLogsPayloadSchema) },
    },
    async (request) => ok(await staff.logs(authOf(request), request.query)),
  );

  app.delete(
    PREFIX,
    { preValidation: manage, schema: { tags, body: staffIdQuerySchema, response: replies(staffUserPayloadSchema) } },
    async (request) => {
      const { user, message } = await staff.toggleActive(authOf(request), request.body.user_id);
      return ok({ user }, message);
    },
  );

  await app.register(recordTimelineRoutes, {
    prefix: PREFIX,
    subjectType: 'user',
    permission: 'canManageUsers',
    tags,
    assertSubject: staff.assertStaff,
    assertWritable: staff.assertWritable,
  });
};
