import { EMAIL_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { BOOKING_MESSAGES as M } from '@fieldbook/domain/booking/booking.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, useTestApp } from '../../test/build-test-app';
import {
  type BookingBusiness,
  book,
  bookingBody,
  bookingFootprint,
  nextTuesday,
  openBookingBusiness,
  turnOffBooking,
} from './booking-test-kit';

const ctx = useTestApp();
let business: BookingBusiness;
let other: BookingBusiness;
const tuesday = nextTuesday();

const get = (url: string) => ctx.t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  business = await openBookingBusiness(ctx.t.app);
  other = await openBookingBusiness(ctx.t.app);
});

describe('the public booking page', () => {
  it("shows the business's name, timezone, branding and bookable services", async () => {
    const response = await get(`/v1/connect/book/${business.handle}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      business: { handle: business.handle, timezone: 'Australia/Melbourne', primary_color: expect.any(String) },
      services: [
        {
          id: business.typeId,
          name: 'Gas service',
          duration_minutes: 60,
          from_price_cents: 12_000,
          description: 'Annual gas appliance service',
        },
      ],
    });
  });

  it('answers 404 for an unknown business and for one that turned booking off', async () => {
    const unknown = await get('/v1/connect/book/no-such-business');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.businessNotFound);
    const off = await openBookingBusiness(ctx.t.app);
    await turnOffBooking(ctx.t.app, off);
    for (const url of [
      `/v1/connect/book/${off.handle}`,
      `/v1/connect/book/${off.handle}/slots?service=${off.typeId}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.businessNotFound);
    }
    const before = await bookingFootprint(ctx.db, off.companyId);
    expect((await book(ctx.t.app, off.handle, bookingBody(off.typeId))).statusCode).toBe(404);
    expect(await bookingFootprint(ctx.db, off.companyId)).toEqual(before);
  });

  it('offers every half hour of the open day, and not the time a staff member is busy', async () => {
    const slots = async () =>
      (await get(`/v1/connect/book/${business.handle}/slots?service=${business.typeId}&from=${tuesday}&days=1`)).json()
        .payload;
    const before = await slots();
    expect(before.days).toHaveLength(1);
    expect(before.days[0].date).toBe(tuesday);
    expect(before.days[0].times[0]).toBe('08:00');
    expect(before.days[0].times.at(-1)).toBe('16:00');
    expect(before.days[0].times).toContain('11:00');
    const busy = await as(ctx.t.app, business.owner, {
      method: 'POST',
      url: '/v1/appointments',
      payload: {
        title: 'Already booked',
        start_date: `${tuesday} 11:00:00`,
        end_date: `${tuesday} 12:00:00`,
        timezone: 'Australia/Melbourne',
        attendees: business.staffIds,
      },
    });
    expect(busy.statusCode, busy.body).toBe(200);
    const after = (await slots()).days[0].times;
    expect(after).not.toContain('11:00');
    expect(after).not.toContain('10:30');
    expect(after).toContain('10:00');
    expect(after).toContain('12:00');
  });

  it.each([
    ['days=0', 'days', M.daysInvalid],
    ['days=32', 'days', M.daysInvalid],
    ['from=27-11-2026', 'from', M.fromInvalid],
  ])('refuses slots with %s', async (query, field, message) => {
    const response = await get(`/v1/connect/book/${business.handle}/slots?service=${business.typeId}&${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it("answers 404 for another business's service, on the slots and the booking", async () => {
    const slots = await get(`/v1/connect/book/${business.handle}/slots?service=${other.typeId}`);
    expect(slots.statusCode).toBe(404);
    expect(slots.json().message).toBe(M.serviceNotFound);
    const before = [
      await bookingFootprint(ctx.db, business.companyId),
      await bookingFootprint(ctx.db, other.companyId),
    ];
    const booked = await book(ctx.t.app, business.handle, bookingBody(other.typeId));
    expect(booked.statusCode).toBe(404);
    expect([
      await bookingFootprint(ctx.db, business.companyId),
      await bookingFootprint(ctx.db, other.companyId),
    ]).toEqual(before);
  });
});

describe('booking', () => {
  it('makes a new client and a scheduled appointment, confirms to the entered contacts and tells the business', async () => {
    const response = await book(
      ctx.t.app,
      business.handle,
      bookingBody(business.typeId, {
        start: `${tuesday} 14:00`,
        email: 'harriet@home.example',
        mobile: '0412 345 678',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json().payload.booking;
    expect(response.json().message).toBe(M.booked);
    expect(booking).toMatchObject({
      state: 'confirmed',
      start: `${tuesday} 14:00`,
      end: `${tuesday} 15:00`,
      timezone: 'Australia/Melbourne',
      service: { id: business.typeId, name: 'Gas service', duration_minutes: 60 },
      reschedule_path: expect.stringMatching(new RegExp(`^/book/${business.handle}/reschedule/`)),
    });
    const { rows } = await ctx.db.query(
      `select a.status, a.title, a.description, a.address->>'address_line_1' as line, c.display_name,
              (select array_agg(user_id)::int[] from appointment_attendees where appointment_id = a.id) as staff,
              (select email_address from client_emails where client_id = c.id) as email
         from bookings b join appointments a on a.id = b.appointment_id join clients c on c.id = b.client_id
        where b.company_id = $1 and a.reference_id = $2`,
      [business.companyId, booking.reference],
    );
    expect(rows).toEqual([
      {
        status: 'SCHEDULED',
        title: 'Gas service',
        description: 'The heater clicks but will not light.',
        line: '12 Gum Street',
        display_name: 'Harriet Homeowner',
        staff: [business.staffIds[0]],
        email: 'harriet@home.example',
      },
    ]);
    const emails = await ctx.db.query(`select "to", subject from email_outbox where company_id = $1`, [
      business.companyId,
    ]);
    expect(emails.rows).toEqual([{ to: 'harriet@home.example', subject: expect.stringContaining('is confirmed') }]);
    const texts = await ctx.db.query(`select "to" from sms_outbox where company_id = $1`, [business.companyId]);
    expect(texts.rows).toEqual([{ to: '+61 412 345 678' }]);
    const notices = await ctx.db.query(`select title from notifications where company_id = $1`, [business.companyId]);
    expect(notices.rows).toEqual([{ title: M.noticeBooked('Harriet Homeowner', 'Gas service') }]);
  });

  it.each([
    ['name', { name: '' }, M.nameRequired],
    ['email', { email: 'not-an-email' }, EMAIL_MESSAGES.invalid],
    ['mobile', { mobile: '' }, M.mobileRequired],
    ['mobile', { mobile: '03 9999 0000' }, M.mobileInvalid],
    ['address.address_line_1', { address: { locality: 'Brunswick' } }, M.addressRequired],
    ['note', { note: 'x'.repeat(2001) }, M.noteTooLong],
    // The name and address go into the business's confirmation, to the email and mobile just typed:
    // a link in them would be the business sending a stranger's link to anyone.
    ['name', { name: 'https://evil.example/verify' }, M.nameHasLink],
    ['name', { name: 'Claim your refund at refund-desk.com/claim' }, M.nameHasLink],
    ['name', { name: 'Write to refunds@refund-desk.com' }, M.nameHasLink],
    ['address.address_line_1', { address: { address_line_1: 'Log in at www.refund-desk.com' } }, M.addressHasLink],
    ['address.locality', { address: { address_line_1: '12 Gum Street', locality: 'bit.ly/x' } }, M.addressHasLink],
    ['start', { start: '' }, M.startRequired],
    ['start', { start: '2026-13-01 10:00' }, M.startInvalid],
    ['start', { start: `${tuesday} 10:15` }, M.startUnavailable],
    ['start', { start: `${tuesday} 16:30` }, M.startUnavailable],
    ['start', { start: '2020-01-07 10:00' }, M.startUnavailable],
    ['photos', { photos: ['a', 'b', 'c', 'd', 'e', 'f'] }, M.tooManyPhotos],
    ['photos', { photos: ['not-an-upload'] }, M.photoNotFound],
  ])('refuses a bad %s (%j) with its message, creating and sending nothing', async (field, overrides, message) => {
    const before = await bookingFootprint(ctx.db, business.companyId);
    const response = await book(ctx.t.app, business.handle, bookingBody(business.typeId, overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await bookingFootprint(ctx.db, business.companyId)).toEqual(before);
  });

  it('refuses NUL bytes with a 422 and stores nothing', async () => {
    const before = await bookingFootprint(ctx.db, business.companyId);
    const response = await book(ctx.t.app, business.handle, bookingBody(business.typeId, { name: 'Harriet\u0000' }));
    expect(response.statusCode).toBe(422);
    expect(await bookingFootprint(ctx.db, business.companyId)).toEqual(before);
  });

  it('answers a filled honeypot as if booked, but creates and sends nothing', async () => {
    const before = await bookingFootprint(ctx.db, business.companyId);
    const response = await book(
      ctx.t.app,
      business.handle,
      bookingBody(business.typeId, { start: `${tuesday} 15:00`, website: 'http://spam.example' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().payload.booking).toMatchObject({ state: 'confirmed', start: `${tuesday} 15:00` });
    expect(await bookingFootprint(ctx.db, business.companyId)).toEqual(before);
  });
});
