import { BOOKING_MESSAGES as M, BOOKING_ROUTES as R } from '@fieldbook/domain/booking/booking.constants';
import {
  approveBookingBodySchema,
  approveBookingPayloadSchema,
  bookingSettingsBodySchema,
  bookingSettingsPayloadSchema,
} from '@fieldbook/domain/booking/booking-settings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { createBookingApproval } from './booking-approval';
import { createBookingSettingsService } from './booking-settings.service';

/**
 * The business's side of online booking: its settings (canModifyCompanyDetails) and approving the
 * requests that wait for it (canEditAppointments).
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createBookingSettingsService({ db: app.db });
  const approve = createBookingApproval({
    db: app.db,
    config: app.config,
    jobs: app.jobs,
    realtime: app.realtime,
    communications: app.communications,
  });
  const tags = ['online booking'];
  const manage = requirePermission('canModifyCompanyDetails');
  const response = replies(bookingSettingsPayloadSchema);

  app.get(R.settings, { preValidation: manage, schema: { tags, response } }, async (request) =>
    ok(await settings.get(authOf(request))),
  );

  app.put(
    R.settings,
    { preValidation: manage, schema: { tags, body: bookingSettingsBodySchema, response } },
    async (request) => ok(await settings.save(authOf(request), request.body), M.saved),
  );

  app.post(
    R.approve,
    {
      preValidation: requirePermission('canEditAppointments'),
      schema: { tags, body: approveBookingBodySchema, response: replies(approveBookingPayloadSchema) },
    },
    async (request) => ok(await approve(authOf(request), request.body.appointment_id), M.approved),
  );
};
