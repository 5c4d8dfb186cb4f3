import { randomInt } from 'node:crypto';
import { BOOKING_PATHS, type BookingState, BOOKING_MESSAGES as M } from '@fieldbook/domain/booking/booking.constants';
import type {
  BookingPagePayload,
  BookingSlotsPayload,
  BookingValues,
  ManageBookingPayload,
  PublicBooking,
} from '@fieldbook/domain/booking/booking-public.schemas';
import { isBookableStart } from '@fieldbook/domain/booking/slots.rules';
import { formatSqlDate, todayIn } from '@fieldbook/domain/dates/date-codec';
import { formatAddress } from '@fieldbook/domain/inputs/address.rules';
import { parsePhone, phoneDigits } from '@fieldbook/domain/inputs/phone.rules';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import type { AppointmentAddress } from '../../db/schema/appointments';
import { fieldError, HttpError, notFound, tooManyRequests } from '../../http/http-error';
import type { JobRunner } from '../../jobs/job-runner';
import type { Realtime } from '../../realtime/realtime';
import { type BookedAppointments, bookedAppointments } from '../appointments/index';
import { ACCOUNT_LIMITS, takeTry } from '../auth/index';
import { brandOf } from '../branding/index';
import { insertBookedClient } from '../clients/index';
import { type CommunicationSender, noDeliveries } from '../communications/index';
import type { CompanyRow } from '../company/index';
import { verifiedClientOf } from '../connect/index';
import * as repo from './booking.repository';
import {
  type OpenService,
  openBusiness,
  openCatalogue,
  openService,
  presentService,
  searchSlots,
} from './booking-catalogue';
import { announce } from './booking-events';
import { bookedNoticeTitle, notifyBusiness, queueConfirmation } from './booking-messages';
import type { BookingPhotos } from './booking-photos';
import { slotTaken, takeSlot } from './booking-slot-taking';
import { hashOf, newToken } from './booking-tokens';

const wallClock = (date: Date, timezone: string) => formatSqlDate(date, timezone).slice(0, 16);

/**
 * Counts a booking against the email and the mobile it confirms to (ACCOUNT_LIMITS.bookingContact),
 * however the number is written; false once either is over the limit.
 */
async function takeContactTries(tx: Executor, contact: { email: string; mobile: string }) {
  const mobile = parsePhone(contact.mobile)?.number ?? phoneDigits(contact.mobile);
  const byEmail = await takeTry(tx, ACCOUNT_LIMITS.bookingContact, `email:${contact.email}`);
  const byMobile = await takeTry(tx, ACCOUNT_LIMITS.bookingContact, `mobile:${mobile}`);
  return byEmail && byMobile;
}

/** The service as a booked appointment shows it (its type may no longer be bookable). */
const bookedService = (booking: repo.BookingRow, appointment: { title: string; startAt: Date; endAt: Date }) => ({
  typeId: booking.serviceId,
  name: appointment.title,
  durationMinutes: (appointment.endAt.getTime() - appointment.startAt.getTime()) / 60_000,
});

export interface BookingDeps {
  db: Database;
  config: Config;
  jobs: JobRunner;
  realtime: Realtime;
  communications: CommunicationSender;
}

/** The public booking page's use cases (issue 37): page, slots, booking, and the manage links. */
export function createBookingPublicService(deps: BookingDeps & { photos: BookingPhotos }) {
  const { db } = deps;
  const booked: BookedAppointments = bookedAppointments(deps.jobs);

  function present(
    company: CompanyRow,
    handle: string,
    service: Pick<OpenService, 'typeId' | 'name' | 'durationMinutes'>,
    row: { referenceId: string; startAt: Date; endAt: Date },
    state: BookingState,
    tokens: { reschedule: string; cancel: string } | null,
  ): PublicBooking {
    return {
      reference: row.referenceId,
      state,
      service: { id: service.typeId, name: service.name, duration_minutes: service.durationMinutes },
      start: wallClock(row.startAt, company.timezone),
      end: wallClock(row.endAt, company.timezone),
      timezone: company.timezone,
      business_name: company.companyName,
      reschedule_path: tokens ? BOOKING_PATHS.reschedule(handle, tokens.reschedule) : null,
      cancel_path: tokens ? BOOKING_PATHS.cancel(handle, tokens.cancel) : null,
    };
  }

  /** The start as an instant when it is one of the service's offered times, else 422 on `start`. */
  function startOf(company: CompanyRow, service: OpenService, start: string): number {
    const ms = isBookableStart(start, {
      timezone: company.timezone,
      hours: company.businessHours,
      service,
      now: new Date(),
    });
    // Off the grid, out of hours or reach, or a day none of its staff is qualified for.
    if (ms === null || service.qualifiedOn(start.slice(0, 10)).length === 0)
      throw fieldError('start', M.startUnavailable);
    return ms;
  }

  /** Confirmation to the booker's own contacts, the business's notifications; after commit: delivery and the calendar. */
  async function tell(
    tx: Executor,
    company: CompanyRow,
    handle: string,
    booking: repo.BookingRow,
    appointment: { id: number; title: string; startAt: Date; address: AppointmentAddress | null },
    staffId: number,
    tokens: { reschedule: string; cancel: string },
    notice: string,
  ) {
    const deliveries = noDeliveries();
    await queueConfirmation(
      tx,
      deps,
      {
        company,
        appointment: { ...appointment, address: formatAddress(appointment.address) },
        clientId: booking.clientId,
        person: { name: booking.contactName, email: booking.contactEmail, mobile: booking.contactMobile },
        pending: booking.state === 'pending',
        links: {
          reschedule: BOOKING_PATHS.reschedule(handle, tokens.reschedule),
          cancel: BOOKING_PATHS.cancel(handle, tokens.cancel),
        },
      },
      deliveries,
    );
    await notifyBusiness(
      tx,
      company.id,
      staffId,
      appointment.id,
      notice,
      `${appointment.title}, ${wallClock(appointment.startAt, company.timezone)}`,
    );
    return deliveries;
  }

  /** A manage token's booking, locked; 404 for an unknown, spent or other business's token. */
  async function byToken(tx: Executor, handle: string, purpose: 'reschedule' | 'cancel', token: string) {
    const business = await openBusiness(tx, handle);
    const booking = await repo.findByToken(tx, business.company.id, purpose, hashOf(token));
    if (!booking || booking.state === 'cancelled') throw notFound(M.linkInvalid);
    const appointment = await booked.find(tx, business.company.id, booking.appointmentId);
    if (!appointment) throw notFound(M.linkInvalid);
    const service = await repo.findService(tx, business.company.id, booking.serviceId);
    const notice = service?.minNoticeHours ?? 0;
    const changeable = appointment.startAt.getTime() - Date.now() >= notice * 3_600_000;
    return { ...business, booking, appointment, notice, changeable };
  }

  return {
    async page(handle: string): Promise<BookingPagePayload> {
      const { company, settings, services } = await openCatalogue(db, handle);
      const brand = brandOf(company);
      return {
        business: {
          handle: settings.handle,
          name: company.companyName,
          timezone: company.timezone,
          phone: company.phone,
          email: company.email,
          logo_url: brand.logoPath,
          primary_color: brand.primaryColor,
          accent_color: brand.accentColor,
          requires_approval: settings.requiresApproval,
        },
        services: services.map(presentService),
      };
    },

    async slots(
      handle: string,
      query: { service: number; from?: string | undefined; days: number },
    ): Promise<BookingSlotsPayload> {
      const { company } = await openBusiness(db, handle);
      const service = await openService(db, company.id, query.service);
      const today = todayIn(company.timezone);
      const from = query.from && query.from > today ? query.from : today;
      return {
        timezone: company.timezone,
        service_id: service.typeId,
        duration_minutes: service.durationMinutes,
        days: await searchSlots(db, company, service, from, query.days),
      };
    },

    async book(
      request: FastifyRequest,
      handle: string,
      body: BookingValues,
    ): Promise<{ booking: PublicBooking; message: string }> {
      const { company, settings } = await openBusiness(db, handle);
      const service = await openService(db, company.id, body.service);
      const start = startOf(company, service, body.start);
      const pending = settings.requiresApproval;
      const message = pending ? M.requested : M.booked;
      if (body.website) {
        // The honeypot: a bot is answered as a person would be, and nothing is stored or sent.
        const end = new Date(start + service.durationMinutes * 60_000);
        const row = { referenceId: String(randomInt(1000, 99_999)), startAt: new Date(start), endAt: end };
        const fake = { reschedule: newToken(), cancel: newToken() };
        return { booking: present(company, handle, service, row, pending ? 'pending' : 'confirmed', fake), message };
      }
      const tokens = { reschedule: newToken(), cancel: newToken() };
      const done = await db.transaction(async (tx) => {
        if (pending) {
          // One request at a time per business counts the pending ones, so the cap holds under a race.
          await repo.lockPendingCount(tx, company.id);
          if ((await repo.countPending(tx, company.id)) >= settings.pendingCap)
            throw new HttpError(429, M.pendingCapReached);
        }
        const staffId = await takeSlot(tx, company, service, start);
        if (staffId === null) return null;
        // Counted once the time is taken (a lost race costs nothing); refused, the count rolls back with the rest.
        if (!(await takeContactTries(tx, body))) throw tooManyRequests();
        const clientId =
          (await verifiedClientOf(tx, request, company.id)) ?? (await insertBookedClient(tx, company.id, body)).id;
        const appointment = await booked.book(tx, company.id, {
          typeId: service.typeId,
          title: service.name,
          description: body.note,
          start: new Date(start),
          end: new Date(start + service.durationMinutes * 60_000),
          timezone: company.timezone,
          address: { ...body.address, full_address: formatAddress(body.address) },
          status: pending ? 'UNCONFIRMED' : 'SCHEDULED',
          staffId,
          clientId,
        });
        await deps.photos.claim(tx, company.id, appointment.id, body.photos);
        const booking = await repo.insertBooking(tx, {
          companyId: company.id,
          appointmentId: appointment.id,
          clientId,
          serviceId: service.typeId,
          state: pending ? 'pending' : 'confirmed',
          contactName: body.name,
          contactEmail: body.email,
          contactMobile: body.mobile,
          rescheduleTokenHash: hashOf(tokens.reschedule),
          cancelTokenHash: hashOf(tokens.cancel),
        });
        const notice = bookedNoticeTitle(pending, body.name, service.name);
        const deliveries = await tell(tx, company, handle, booking, appointment, staffId, tokens, notice);
        return { appointment, booking, deliveries };
      });
      if (!done) throw await slotTaken(db, company, service, body.start);
      void deps.communications.deliver(done.deliveries);
      announce(deps.realtime, company.id, 'added', done.appointment.id);
      return {
        booking: present(company, handle, service, done.appointment, done.booking.state, tokens),
        message,
      };
    },

    async manage(handle: string, purpose: 'reschedule' | 'cancel', token: string): Promise<ManageBookingPayload> {
      const found = await byToken(db, handle, purpose, token);
      const service = bookedService(found.booking, found.appointment);
      return {
        booking: present(found.company, handle, service, found.appointment, found.booking.state, null),
        changeable: found.changeable,
        reason: found.changeable ? null : M.tooLateToChange(found.notice),
      };
    },

    async reschedule(handle: string, token: string, startText: string): Promise<PublicBooking> {
      const tokens = { reschedule: newToken(), cancel: newToken() };
      const done = await db.transaction(async (tx) => {
        const found = await byToken(tx, handle, 'reschedule', token);
        if (!found.changeable) throw fieldError('start', M.tooLateToChange(found.notice));
        const service = await openService(tx, found.company.id, found.booking.serviceId);
        const start = startOf(found.company, service, startText);
        const staffId = await takeSlot(tx, found.company, service, start, found.appointment.id);
        if (staffId === null) return { found, service, staffId: null } as const;
        const appointment = await booked.move(tx, found.company.id, found.appointment.id, {
          start: new Date(start),
          end: new Date(start + service.durationMinutes * 60_000),
          staffId,
          clientId: found.booking.clientId,
          typeId: service.typeId,
        });
        // The link is spent: both links are replaced, and the new ones sent with the new time.
        const booking = await repo.updateBooking(tx, found.booking, {
          rescheduleTokenHash: hashOf(tokens.reschedule),
          cancelTokenHash: hashOf(tokens.cancel),
        });
        const notice = M.noticeRescheduled(booking.contactName, service.name);
        const deliveries = await tell(tx, found.company, handle, booking, appointment, staffId, tokens, notice);
        return { found, service, staffId, appointment, booking, deliveries } as const;
      });
      if (done.staffId === null) throw await slotTaken(db, done.found.company, done.service, startText);
      void deps.communications.deliver(done.deliveries);
      announce(deps.realtime, done.found.company.id, 'updated', done.appointment.id);
      return present(done.found.company, handle, done.service, done.appointment, done.booking.state, tokens);
    },

    async cancel(handle: string, token: string): Promise<PublicBooking> {
      const done = await db.transaction(async (tx) => {
        const found = await byToken(tx, handle, 'cancel', token);
        if (!found.changeable) throw new HttpError(422, M.tooLateToChange(found.notice));
        const appointment = await booked.setStatus(tx, found.company.id, found.appointment.id, 'CANCELLED', null);
        await repo.updateBooking(tx, found.booking, {
          state: 'cancelled',
          rescheduleTokenHash: null,
          cancelTokenHash: null,
        });
        const staffId = await booked.firstAttendee(tx, found.company.id, appointment.id);
        if (staffId !== null)
          await notifyBusiness(
            tx,
            found.company.id,
            staffId,
            appointment.id,
            M.noticeCancelled(found.booking.contactName, appointment.title),
            `${appointment.title}, ${wallClock(appointment.startAt, found.company.timezone)}`,
          );
        return { found, appointment };
      });
      announce(deps.realtime, done.found.company.id, 'updated', done.appointment.id);
      const service = bookedService(done.found.booking, done.appointment);
      return present(done.found.company, handle, service, done.appointment, 'cancelled', null);
    },
  };
}
