import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
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
});
