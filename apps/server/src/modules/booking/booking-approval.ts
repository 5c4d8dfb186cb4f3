import { BOOKING_PATHS, BOOKING_MESSAGES as M } from '@fieldbook/domain/booking/booking.constants';
import type { ApproveBookingPayload } from '@fieldbook/domain/booking/booking-settings.schemas';
import { formatAddress } from '@fieldbook/domain/inputs/address.rules';
import type { AuthContext } from '../../http/auth';
import { fieldError, notFound } from '../../http/http-error';
import { bookedAppointments } from '../appointments/index';
import { noDeliveries } from '../communications/index';
import { getCompany } from '../company/index';
import * as repo from './booking.repository';
import { announce } from './booking-events';
import { queueConfirmation } from './booking-messages';
import type { BookingDeps } from './booking-public.service';
import { hashOf, newToken } from './booking-tokens';

/**
 * POST business/company/booking/approve (canEditAppointments): a request waiting for approval becomes
 * a confirmed booking (its appointment UNCONFIRMED → SCHEDULED), and the booker is sent the confirmation
 * with fresh manage links (the request's links are replaced).
 */
export function createBookingApproval(deps: BookingDeps) {
  const { db } = deps;
  const booked = bookedAppointments(deps.jobs);
  return async function approve(auth: AuthContext, appointmentId: number): Promise<ApproveBookingPayload> {
    const tokens = { reschedule: newToken(), cancel: newToken() };
    const done = await db.transaction(async (tx) => {
      const booking = await repo.findByAppointment(tx, auth.companyId, appointmentId);
      if (!booking) throw notFound(M.bookingNotFound);
      if (booking.state !== 'pending') throw fieldError('appointment_id', M.notPending);
      const appointment = await booked.setStatus(tx, auth.companyId, appointmentId, 'SCHEDULED', auth.userId);
      const saved = await repo.updateBooking(tx, booking, {
        state: 'confirmed',
        rescheduleTokenHash: hashOf(tokens.reschedule),
        cancelTokenHash: hashOf(tokens.cancel),
      });
      const company = await getCompany(tx, auth.companyId);
      const settings = await repo.findSettings(tx, auth.companyId);
      const handle = settings?.handle ?? '';
      const deliveries = noDeliveries();
      await queueConfirmation(
        tx,
        deps,
        {
          company,
          appointment: { ...appointment, address: formatAddress(appointment.address) },
          clientId: saved.clientId,
          person: { name: saved.contactName, email: saved.contactEmail, mobile: saved.contactMobile },
          pending: false,
          links: {
            reschedule: BOOKING_PATHS.reschedule(handle, tokens.reschedule),
            cancel: BOOKING_PATHS.cancel(handle, tokens.cancel),
          },
        },
        deliveries,
      );
      return { appointment, deliveries };
    });
    void deps.communications.deliver(done.deliveries);
    announce(deps.realtime, auth.companyId, 'updated', appointmentId);
    return { appointment_id: appointmentId, state: 'confirmed', status: done.appointment.status };
  };
}
