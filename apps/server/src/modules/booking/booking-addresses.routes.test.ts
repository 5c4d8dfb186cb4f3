import { ADDRESS_SEARCH_MESSAGES } from '@fieldbook/domain/addresses/addresses.schemas';
import { BOOKING_MESSAGES as M } from '@fieldbook/domain/booking/booking.constants';
import { TEXT_MESSAGES } from '@fieldbook/domain/inputs/text.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { SWAN_STREET_DETAILS } from '../addresses/address-test-kit';
import { type BookingBusiness, openBookingBusiness, turnOffBooking } from './booking-test-kit';

// The sandbox provider (the tests' default): a fixed list of Australian places, nothing elsewhere.
const ctx = useTestApp();
let business: BookingBusiness;

const search = (handle: string, query: string) =>
  ctx.t.app.inject({ method: 'GET', url: `/v1/connect/book/${handle}/addresses?${query}` });
const details = (handle: string, id: string) =>
  ctx.t.app.inject({
    method: 'GET',
    url: `/v1/connect/book/${handle}/addresses/details?${new URLSearchParams({ id })}`,
  });

beforeAll(async () => {
  business = await openBookingBusiness(ctx.t.app);
});

describe('GET v1/connect/book/{business}/addresses', () => {
  it('answers predictions for the job address without a session, and fills the chosen one', async () => {
    const response = await search(business.handle, 'q=Swan%20Street');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      payload: {
        available: true,
        predictions: [{ id: 'sandbox-1', description: '1 Swan Street, Richmond VIC 3121, Australia' }],
      },
    });
    const chosen = await details(business.handle, 'sandbox-1');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().payload.address).toEqual(SWAN_STREET_DETAILS);
  });

  it("searches in the business's own country, whatever country the visitor names", async () => {
    const steered = await search(business.handle, 'q=Swan%20Street&country=NZ');
    expect(steered.json().payload.predictions).toHaveLength(1);
    const kiwi = await openBookingBusiness(ctx.t.app);
    await ctx.db.query(`update companies set address = $2 where id = $1`, [
      kiwi.companyId,
      JSON.stringify({ address_line_1: '1 Queen Street', locality: 'Auckland', country: 'New Zealand' }),
    ]);
    // The sandbox knows Australian places only, so a New Zealand search finds none of them.
    const response = await search(kiwi.handle, 'q=Swan%20Street&country=AU');
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ predictions: [], available: true });
  });

  it('answers 404 for an unknown business and for one that turned booking off', async () => {
    const off = await openBookingBusiness(ctx.t.app);
    await turnOffBooking(ctx.t.app, off);
    for (const handle of ['no-such-business', off.handle]) {
      for (const response of [await search(handle, 'q=Swan%20Street'), await details(handle, 'sandbox-1')]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(M.businessNotFound);
      }
    }
  });

  it('answers 404 with its message for an id that names no address', async () => {
    const response = await details(business.handle, 'sandbox-99');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(ADDRESS_SEARCH_MESSAGES.notFound);
  });

  it.each([
    ['no query', '', 'q', ADDRESS_SEARCH_MESSAGES.queryRequired],
    ['a blank query', 'q=%20%20', 'q', ADDRESS_SEARCH_MESSAGES.queryRequired],
    ['a query over 255 characters', `q=${'a'.repeat(256)}`, 'q', ADDRESS_SEARCH_MESSAGES.queryTooLong],
    ['a NUL byte', 'q=Swan%00Street', 'q', TEXT_MESSAGES.badCharacters],
    ['a bad session token', 'q=Swan&session=%3Cscript%3E', 'session', null],
  ])('refuses %s with a 422 on the field, never a 500', async (_case, query, field, message) => {
    const response = await search(business.handle, query);
    expect(response.statusCode, response.body).toBe(422);
    const errors = response.json().errors;
    expect(Object.keys(errors)).toEqual([field]);
    if (message) expect(errors[field]).toEqual([message]);
  });

  it('searches a query whose escapes are not UTF-8 as the text it is, never a 500', async () => {
    for (const query of ['q=Swan%FF%FEStreet', 'q=Swan%ED%A0%80', 'q=%E0%A4%A']) {
      const response = await search(business.handle, query);
      expect(response.statusCode, query).toBe(200);
      expect(response.json().payload).toEqual({ predictions: [], available: true });
    }
  });

  it('refuses bad bytes in a details id with a 422 on the field', async () => {
    const response = await ctx.t.app.inject({
      method: 'GET',
      url: `/v1/connect/book/${business.handle}/addresses/details?id=sandbox%00-1`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ id: [TEXT_MESSAGES.badCharacters] });
    const missing = await ctx.t.app.inject({
      method: 'GET',
      url: `/v1/connect/book/${business.handle}/addresses/details`,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ id: [ADDRESS_SEARCH_MESSAGES.idRequired] });
  });
});
