import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { ACCOUNT_LIMITS } from '../auth/account-throttle';
import { jpeg } from '../files/files-test-kit';
import {
  addPhoto,
  book,
  bookingBody,
  bookingFootprint,
  nextTuesday,
  openBookingBusiness,
  photoPart,
} from './booking-test-kit';

// Low limits so the boundaries are reachable: 4 calls a minute from one address, 2 changes and 6
// address searches or photos a minute for one business from anywhere.
const ctx = useTestApp({
  BOOKING_RATE_LIMIT: '4',
  BOOKING_BUSINESS_RATE_LIMIT: '2',
  BOOKING_BUSINESS_LOOKUP_RATE_LIMIT: '6',
});
const tooMany = { status: 'error', payload: null, errors: null, message: AUTH_MESSAGES.tooManyRequests };

describe('online booking rate limits', () => {
  it('answers the fifth look at a page in a minute from one address with 429', async () => {
    const business = await openBookingBusiness(ctx.t.app);
    const look = () =>
      ctx.t.app.inject({ method: 'GET', url: `/v1/connect/book/${business.handle}`, remoteAddress: '10.1.1.1' });
    for (let i = 0; i < 4; i++) expect((await look()).statusCode).toBe(200);
    const fifth = await look();
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(tooMany);
  });

  it('answers the third booking in a minute for one business with 429, from whatever address, and books nothing', async () => {
    const business = await openBookingBusiness(ctx.t.app);
    const tuesday = nextTuesday();
    const from = (address: string, time: string) =>
      book(ctx.t.app, business.handle, bookingBody(business.typeId, { start: `${tuesday} ${time}` }), {
        remoteAddress: address,
      });
    expect((await from('10.2.2.1', '09:00')).statusCode).toBe(201);
    expect((await from('10.2.2.2', '11:00')).statusCode).toBe(201);
    const before = await bookingFootprint(ctx.db, business.companyId);
    const third = await from('10.2.2.3', '13:00');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(tooMany);
    expect(await bookingFootprint(ctx.db, business.companyId)).toEqual(before);
  });

  it('answers the fifth address search in a minute from one address with 429', async () => {
    const business = await openBookingBusiness(ctx.t.app);
    const look = () =>
      ctx.t.app.inject({
        method: 'GET',
        url: `/v1/connect/book/${business.handle}/addresses?q=Swan%20Street`,
        remoteAddress: '10.3.3.1',
      });
    for (let i = 0; i < 4; i++) expect((await look()).statusCode).toBe(200);
    const fifth = await look();
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(tooMany);
  });

  it('answers the seventh address search in a minute for one business with 429, from whatever address', async () => {
    const business = await openBookingBusiness(ctx.t.app);
    const from = (address: string, path = 'addresses?q=Swan%20Street') =>
      ctx.t.app.inject({ method: 'GET', url: `/v1/connect/book/${business.handle}/${path}`, remoteAddress: address });
    for (let i = 1; i <= 3; i++) expect((await from(`10.4.4.${i}`)).statusCode).toBe(200);
    // A chosen address's details count with the searches.
    for (let i = 4; i <= 6; i++)
      expect((await from(`10.4.4.${i}`, 'addresses/details?id=sandbox-1')).statusCode).toBe(200);
    const seventh = await from('10.4.4.7');
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json()).toEqual(tooMany);
  });

  it('answers the fifth photo in a minute from one address, and the seventh for one business, with 429, storing nothing', async () => {
    const business = await openBookingBusiness(ctx.t.app);
    const photo = await jpeg(32, 32);
    const from = (address: string) =>
      addPhoto(ctx.t.app, business.handle, [photoPart('a.jpg', photo)], { remoteAddress: address });
    for (let i = 0; i < 4; i++) expect((await from('10.5.5.1')).statusCode).toBe(201);
    const before = await bookingFootprint(ctx.db, business.companyId);
    expect((await from('10.5.5.1')).json()).toEqual(tooMany);
    for (const address of ['10.5.5.2', '10.5.5.3']) expect((await from(address)).statusCode).toBe(201);
    const seventh = await from('10.5.5.4');
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json()).toEqual(tooMany);
    expect((await bookingFootprint(ctx.db, business.companyId)).photos_waiting).toBe(before.photos_waiting + 2);
  });

  describe('per contact, whatever business and address', () => {
    const tuesday = nextTuesday();
    const sentTo = async (to: { email?: string; mobile?: string }) =>
      (
        await ctx.db.query(
          `select (select count(*)::int from email_outbox where "to" = $1)
                + (select count(*)::int from sms_outbox where "to" = $2) as n`,
          [to.email ?? '', to.mobile ?? ''],
        )
      ).rows[0].n as number;
    /** Books through a new business (each allows two a minute here) from a new address every time. */
    async function bookAs(n: number, contact: { email: string; mobile: string }) {
      const business = await openBookingBusiness(ctx.t.app);
      const response = await book(
        ctx.t.app,
        business.handle,
        bookingBody(business.typeId, { start: `${tuesday} 09:00`, ...contact }),
        { remoteAddress: `10.6.${n}.1` },
      );
      return { business, response };
    }
    const mobileOf = (n: number) => `0412 345 ${String(600 + n)}`;

    it('answers the sixth booking in an hour for one email with 429, and books and sends nothing', async () => {
      const email = 'hounded@victim.example';
      for (let n = 1; n <= ACCOUNT_LIMITS.bookingContact.tries; n++) {
        const { response } = await bookAs(n, { email, mobile: mobileOf(n) });
        expect(response.statusCode, response.body).toBe(201);
      }
      const mailed = await sentTo({ email });
      expect(mailed).toBe(ACCOUNT_LIMITS.bookingContact.tries);
      const business = await openBookingBusiness(ctx.t.app);
      const before = await bookingFootprint(ctx.db, business.companyId);
      const over = await book(
        ctx.t.app,
        business.handle,
        bookingBody(business.typeId, {
          start: `${tuesday} 09:00`,
          email: 'HOUNDED@victim.example',
          mobile: mobileOf(99),
        }),
        { remoteAddress: '10.6.99.1' },
      );
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual(tooMany);
      expect(await bookingFootprint(ctx.db, business.companyId)).toEqual(before);
      expect(await sentTo({ email })).toBe(mailed);
    });

    it('answers the sixth booking in an hour for one mobile, however written, with 429, and books and sends nothing', async () => {
      const written = ['0499 888 777', '+61 499 888 777', '0499888777', '+61499888777', '(04) 9988 8777'];
      for (let n = 1; n <= ACCOUNT_LIMITS.bookingContact.tries; n++) {
        const mobile = written[(n - 1) % written.length] as string;
        const { response } = await bookAs(20 + n, { email: `someone${n}@home.example`, mobile });
        expect(response.statusCode, response.body).toBe(201);
      }
      const texted = async () =>
        (await ctx.db.query(`select count(*)::int as n from sms_outbox where "to" like '%499%888%777'`)).rows[0]
          .n as number;
      const before = await texted();
      expect(before).toBe(ACCOUNT_LIMITS.bookingContact.tries);
      const business = await openBookingBusiness(ctx.t.app);
      const footprint = await bookingFootprint(ctx.db, business.companyId);
      const over = await book(
        ctx.t.app,
        business.handle,
        bookingBody(business.typeId, {
          start: `${tuesday} 09:00`,
          email: 'fresh@home.example',
          mobile: '0499 888 777',
        }),
        { remoteAddress: '10.6.98.1' },
      );
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual(tooMany);
      expect(await bookingFootprint(ctx.db, business.companyId)).toEqual(footprint);
      expect(await texted()).toBe(before);
      expect(await sentTo({ email: 'fresh@home.example' })).toBe(0);
    });
  });
});
