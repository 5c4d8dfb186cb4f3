import { BOOKING_MESSAGES as M } from '@fieldbook/domain/booking/booking.constants';
import { describe, expect, it } from 'vitest';
import { addStaff, as, useTestApp } from '../../test/build-test-app';
import { attendeeCopiesAstray, createAppointment, findAppointment } from '../appointments/appointments-test-kit';
import {
  type BookingBusiness,
  book,
  bookingBody,
  bookingFootprint,
  linkToken,
  nextTuesday,
  openBookingBusiness,
} from './booking-test-kit';

const ctx = useTestApp();
const tuesday = nextTuesday();

const approve = (business: BookingBusiness, appointmentId: number, session = business.owner) =>
  as(ctx.t.app, session, {
    method: 'POST',
    url: '/v1/business/company/booking/approve',
    payload: { appointment_id: appointmentId },
  });
const appointmentOf = async (companyId: number, reference: string) =>
  (
    await ctx.db.query(
      `select a.id::int, a.status, to_char(a.start_at at time zone 'Australia/Melbourne', 'YYYY-MM-DD HH24:MI') as start,
              b.state, a.updated_at::text
         from appointments a join bookings b on b.appointment_id = a.id
        where a.company_id = $1 and a.reference_id = $2`,
      [companyId, reference],
    )
  ).rows[0];

async function bookOne(business: BookingBusiness, email: string, start = `${tuesday} 10:00`) {
  const response = await book(ctx.t.app, business.handle, bookingBody(business.typeId, { email, start }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload.booking as { reference: string; state: string };
}

describe('approval and the pending cap', () => {
  it('books a request as waiting (UNCONFIRMED) until the business approves it, then confirms it', async () => {
    const business = await openBookingBusiness(ctx.t.app, { settings: { requires_approval: true } });
    const response = await book(
      ctx.t.app,
      business.handle,
      bookingBody(business.typeId, { email: 'wait@home.example' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(M.requested);
    const booking = response.json().payload.booking;
    expect(booking.state).toBe('pending');
    const waiting = await appointmentOf(business.companyId, booking.reference);
    expect(waiting).toMatchObject({ status: 'UNCONFIRMED', state: 'pending' });

    const fieldStaff = await addStaff(ctx.t.app, business.owner, 'Field Staff');
    expect((await approve(business, waiting.id, fieldStaff)).statusCode).toBe(403);
    expect(await appointmentOf(business.companyId, booking.reference)).toEqual(waiting);

    const approved = await approve(business, waiting.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: M.approved,
      payload: { appointment_id: waiting.id, state: 'confirmed', status: 'SCHEDULED' },
    });
    expect(await appointmentOf(business.companyId, booking.reference)).toMatchObject({
      status: 'SCHEDULED',
      state: 'confirmed',
    });
    const { rows } = await ctx.db.query(`select subject from email_outbox where "to" = $1 order by id`, [
      'wait@home.example',
    ]);
    expect(rows.map((r) => r.subject)).toEqual([
      expect.stringContaining('is requested, waiting for approval'),
      expect.stringContaining('is confirmed'),
    ]);
    const again = await approve(business, waiting.id);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.appointment_id).toEqual([M.notPending]);
  });

  it("answers the booking's state on the appointment the view opens, and none for an ordinary one", async () => {
    const business = await openBookingBusiness(ctx.t.app, { settings: { requires_approval: true } });
    const booking = await bookOne(business, 'view@home.example');
    const { id } = await appointmentOf(business.companyId, booking.reference);
    const shown = async (appointmentId: number) => {
      const response = await findAppointment(ctx.t.app, business.owner, appointmentId);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().payload.appointment;
    };
    expect(await shown(id)).toMatchObject({ status: 'UNCONFIRMED', online_booking: 'pending' });
    expect((await approve(business, id)).statusCode).toBe(200);
    expect(await shown(id)).toMatchObject({ status: 'SCHEDULED', online_booking: 'confirmed' });

    const ordinary = await createAppointment(ctx.t.app, business.owner);
    expect(ordinary.online_booking ?? null).toBeNull();
    expect((await shown(ordinary.id)).online_booking ?? null).toBeNull();
  });

  it("answers 404 for approving another business's booking, and changes nothing", async () => {
    const business = await openBookingBusiness(ctx.t.app, { settings: { requires_approval: true } });
    const other = await openBookingBusiness(ctx.t.app);
    const booking = await bookOne(business, 'theirs@home.example');
    const before = await appointmentOf(business.companyId, booking.reference);
    const response = await approve(other, before.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(M.bookingNotFound);
    expect(await appointmentOf(business.companyId, booking.reference)).toEqual(before);
  });

  it('refuses a request past the pending cap with 429, creating and sending nothing', async () => {
    const business = await openBookingBusiness(ctx.t.app, { settings: { requires_approval: true, pending_cap: 1 } });
    await bookOne(business, 'first@home.example');
    const before = await bookingFootprint(ctx.db, business.companyId);
    const second = await book(ctx.t.app, business.handle, bookingBody(business.typeId, { start: `${tuesday} 13:00` }));
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(M.pendingCapReached);
    expect(await bookingFootprint(ctx.db, business.companyId)).toEqual(before);
  });
});

describe('reschedule and cancel links', () => {
  it('moves the booking once per link: the spent link answers 404, the new one works', async () => {
    const business = await openBookingBusiness(ctx.t.app);
    const booking = await bookOne(business, 'move@home.example');
    const token = await linkToken(ctx.db, 'move@home.example', 'reschedule');
    const url = `/v1/connect/book/${business.handle}/reschedule/${token}`;
    const shown = await ctx.t.app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().payload).toMatchObject({
      changeable: true,
      reason: null,
      booking: { start: `${tuesday} 10:00` },
    });

    const moved = await ctx.t.app.inject({ method: 'POST', url, payload: { start: `${tuesday} 14:00` } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(M.rescheduled);
    expect(moved.json().payload.booking).toMatchObject({ start: `${tuesday} 14:00`, end: `${tuesday} 15:00` });
    expect(await appointmentOf(business.companyId, booking.reference)).toMatchObject({ start: `${tuesday} 14:00` });

    const after = await appointmentOf(business.companyId, booking.reference);
    const spent = await ctx.t.app.inject({ method: 'POST', url, payload: { start: `${tuesday} 15:00` } });
    expect(spent.statusCode).toBe(404);
    expect(spent.json().message).toBe(M.linkInvalid);
    expect(await appointmentOf(business.companyId, booking.reference)).toEqual(after);

    const fresh = await linkToken(ctx.db, 'move@home.example', 'reschedule');
    expect(fresh).not.toBe(token);
    expect(moved.json().payload.booking.reschedule_path).toBe(`/book/${business.handle}/reschedule/${fresh}`);
  });

  it('cancels once: the appointment is CANCELLED, the time is free again and the link is spent', async () => {
    const business = await openBookingBusiness(ctx.t.app);
    const booking = await bookOne(business, 'cancel@home.example', `${tuesday} 11:00`);
    const token = await linkToken(ctx.db, 'cancel@home.example', 'cancel');
    const url = `/v1/connect/book/${business.handle}/cancel/${token}`;
    const cancelled = await ctx.t.app.inject({ method: 'POST', url });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: M.cancelled, payload: { booking: { state: 'cancelled' } } });
    expect(await appointmentOf(business.companyId, booking.reference)).toMatchObject({
      status: 'CANCELLED',
      state: 'cancelled',
    });
    const slots = await ctx.t.app.inject({
      method: 'GET',
      url: `/v1/connect/book/${business.handle}/slots?service=${business.typeId}&from=${tuesday}&days=1`,
    });
    expect(slots.json().payload.days[0].times).toContain('11:00');
    expect((await ctx.t.app.inject({ method: 'POST', url })).statusCode).toBe(404);
    expect((await ctx.t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it("refuses a link on another business's page, and any change within the service's notice", async () => {
    const business = await openBookingBusiness(ctx.t.app, { service: { min_notice_hours: 24 } });
    const other = await openBookingBusiness(ctx.t.app);
    const booking = await bookOne(business, 'late@home.example');
    const token = await linkToken(ctx.db, 'late@home.example', 'cancel');
    const elsewhere = await ctx.t.app.inject({
      method: 'POST',
      url: `/v1/connect/book/${other.handle}/cancel/${token}`,
    });
    expect(elsewhere.statusCode).toBe(404);
    // The job is now two hours away: inside the 24 hours' notice.
    await ctx.db.query(
      `update appointments set start_at = now() + interval '2 hours', end_at = now() + interval '3 hours'
        where company_id = $1 and reference_id = $2`,
      [business.companyId, booking.reference],
    );
    const before = await appointmentOf(business.companyId, booking.reference);
    const url = `/v1/connect/book/${business.handle}/cancel/${token}`;
    const shown = await ctx.t.app.inject({ method: 'GET', url });
    expect(shown.json().payload).toMatchObject({ changeable: false, reason: M.tooLateToChange(24) });
    const refused = await ctx.t.app.inject({ method: 'POST', url });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(M.tooLateToChange(24));
    expect(await appointmentOf(business.companyId, booking.reference)).toEqual(before);
  });
});

describe("the booked appointment's attendee rows", () => {
  it('keep its time, status and archive flag through booking, approval, reschedule and cancel', async () => {
    const business = await openBookingBusiness(ctx.t.app, { settings: { requires_approval: true } });
    const booking = await bookOne(business, 'copies@home.example');
    const kept = async () => expect(await attendeeCopiesAstray(ctx.db, business.companyId)).toEqual([]);
    await kept();
    const waiting = await appointmentOf(business.companyId, booking.reference);
    expect((await approve(business, waiting.id)).statusCode).toBe(200);
    await kept();
    const moveUrl = `/v1/connect/book/${business.handle}/reschedule/${await linkToken(ctx.db, 'copies@home.example', 'reschedule')}`;
    const moved = await ctx.t.app.inject({ method: 'POST', url: moveUrl, payload: { start: `${tuesday} 15:00` } });
    expect(moved.statusCode, moved.body).toBe(200);
    await kept();
    const cancelUrl = `/v1/connect/book/${business.handle}/cancel/${await linkToken(ctx.db, 'copies@home.example', 'cancel')}`;
    expect((await ctx.t.app.inject({ method: 'POST', url: cancelUrl })).statusCode).toBe(200);
    await kept();
    const { rows } = await ctx.db.query('select status from appointment_attendees where company_id = $1', [
      business.companyId,
    ]);
    expect(rows).toEqual([{ status: 'CANCELLED' }]);
  });
});
