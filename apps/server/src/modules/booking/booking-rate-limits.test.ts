import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { book, bookingBody, bookingFootprint, nextTuesday, openBookingBusiness } from './booking-test-kit';

// Low limits so the boundaries are reachable: 4 calls a minute from one address, 2 changes a
// minute for one business from anywhere.
const ctx = useTestApp({ BOOKING_RATE_LIMIT: '4', BOOKING_BUSINESS_RATE_LIMIT: '2' });
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
});
