import {
  appointmentTypeIdSchema,
  appointmentTypePayloadSchema,
  availableTypesQuerySchema,
  saveAppointmentTypeBodySchema,
} from '@fieldbook/domain/appointments/appointment-types.schemas';
import { APPOINTMENT_TYPE_MESSAGES } from '@fieldbook/domain/appointments/appointments.constants';
import { z } from '@fieldbook/domain/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { createAppointmentTypesService } from './appointment-types.service';

const TYPES = '/appointments/types';

/**
 * Appointment types (spec section 7): anyone with the calendar reads them; creating and editing
 * them needs canModifyCompanyDetails (section 6).
 */
export const appointmentTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const types = createAppointmentTypesService({ db: app.db });
  const tags = ['appointment types'];
  const read = requirePermission('canAccessCalendar');
  const manage = requirePermission('canModifyCompanyDetails');
  const type = appointmentTypePayloadSchema;

  app.get(
    `${TYPES}/available`,
    {
      preValidation: read,
      schema: { tags, querystring: availableTypesQuerySchema, response: replies(z.object({ types: z.array(type) })) },
    },
    async (request) => ok({ types: await types.available(authOf(request), request.query.with_deleted ?? false) }),
  );

  app.post(
    `${TYPES}/save`,
    {
      preValidation: manage,
      schema: { tags, body: saveAppointmentTypeBodySchema, response: replies(z.object({ default: type })) },
    },
    async (request) =>
      ok({ default: await types.save(authOf(request), request.body) }, APPOINTMENT_TYPE_MESSAGES.saved),
  );

  app.delete(
    TYPES,
    { preValidation: manage, schema: { tags, body: appointmentTypeIdSchema, response: replies(z.object({ type })) } },
    async (request) => {
      const { type, message } = await types.toggleDeleted(authOf(request), request.body.id);
      return ok({ type }, message);
    },
  );
};
