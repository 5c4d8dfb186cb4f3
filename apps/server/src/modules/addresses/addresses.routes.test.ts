import { ADDRESS_SEARCH_MESSAGES } from '@fieldbook/domain/addresses/addresses.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp } from '../../test/build-test-app';
import { photonStandIn } from './address-stand-ins';
import { SWAN_STREET_DETAILS } from './address-test-kit';

const photon = photonStandIn();
// A short time-out keeps the slow-service test quick; the default is 3 s.
const env: Record<string, string> = { ADDRESS_PROVIDER: 'photon', ADDRESS_TIMEOUT_MS: '300' };
beforeAll(async () => {
  env.PHOTON_URL = await photon.start();
});
afterAll(photon.stop);
const ctx = useTestApp(env);

let owner: Session;
beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
});

const search = (query: Record<string, string>, session: Session | null = owner) => {
  const url = `/v1/addresses/search?${new URLSearchParams(query)}`;
  return session ? as(ctx.t.app, session, { method: 'GET', url }) : ctx.t.app.inject({ method: 'GET', url });
};
const details = (id: string) =>
  as(ctx.t.app, owner, { method: 'GET', url: `/v1/addresses/details?${new URLSearchParams({ id })}` });

describe('GET v1/addresses/search (Photon, against a local stand-in)', () => {
  it('answers Australian predictions by default, asking Photon as an identified application', async () => {
    const response = await search({ q: 'Swan Street' });
    expect(response.statusCode, response.body).toBe(200);
    const { predictions, available } = response.json().payload;
    expect(available).toBe(true);
    expect(predictions.map((p: { description: string }) => p.description)).toEqual([
      '1 Swan Street, Richmond VIC 3121, Australia',
      '10 Swan Street, Perth WA 6000, Australia',
    ]);
    const asked = photon.asked.at(-1);
    expect(asked?.query.get('countrycode')).toBe('AU');
    expect(asked?.query.getAll('layer')).toEqual(['house', 'street']);
    expect(asked?.headers['user-agent']).toMatch(/^Fieldbook\/\S+ \(\+http/);
  });

  it('fills the address and its coordinates from a chosen prediction', async () => {
    const { predictions } = (await search({ q: '1 Swan Richmond' })).json().payload;
    const response = await details(predictions[0].id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.address).toEqual(SWAN_STREET_DETAILS);
  });

  it('keeps answers: the same search, however spaced or cased, asks Photon once', async () => {
    const before = photon.asked.length;
    await search({ q: 'perth swan' });
    const again = await search({ q: '  PERTH   swan ' });
    expect(again.json().payload.predictions).toHaveLength(1);
    expect(photon.asked.length).toBe(before + 1);
  });

  it('does not ask about fewer than three characters', async () => {
    const before = photon.asked.length;
    const response = await search({ q: 'Sw' });
    expect(response.json().payload).toEqual({ predictions: [], available: true });
    expect(photon.asked.length).toBe(before);
  });

  it('answers at once with no predictions and a message when Photon is too slow, and asks again next time', async () => {
    photon.state.slow = true;
    const slow = await search({ q: 'Swan Street Richmond' });
    photon.state.slow = false;
    expect(slow.statusCode).toBe(200);
    expect(slow.json()).toMatchObject({
      payload: { predictions: [], available: false },
      message: ADDRESS_SEARCH_MESSAGES.unavailable,
    });
    const later = await search({ q: 'Swan Street Richmond' });
    expect(later.json().payload).toMatchObject({ available: true, predictions: [{ description: expect.any(String) }] });
  });

  it('answers the same way when Photon fails', async () => {
    photon.state.failing = true;
    const failed = await search({ q: '10 Swan Perth' });
    photon.state.failing = false;
    expect(failed.json().payload).toEqual({ predictions: [], available: false });
  });

  it('explains a missing query or a wrong country, and asks nothing', async () => {
    const before = photon.asked.length;
    const missing = await search({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.q).toEqual([ADDRESS_SEARCH_MESSAGES.queryRequired]);
    const wrongCountry = await search({ q: 'Swan Street', country: 'Australia' });
    expect(wrongCountry.statusCode).toBe(422);
    expect(wrongCountry.json().errors.country).toEqual([ADDRESS_SEARCH_MESSAGES.country]);
    expect(photon.asked.length).toBe(before);
  });

  it('searches another country when asked to', async () => {
    const { predictions } = (await search({ q: 'Swan Street', country: 'nz' })).json().payload;
    expect(predictions).toEqual([{ id: expect.any(String), description: 'Swan Street, Auckland 1010, New Zealand' }]);
    expect(photon.asked.at(-1)?.query.get('countrycode')).toBe('NZ');
  });

  it('is for signed-in users only', async () => {
    expect((await search({ q: 'Swan Street' }, null)).statusCode).toBe(401);
    const url = '/v1/addresses/details?id=x';
    expect((await ctx.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('GET v1/addresses/details', () => {
  it('answers 404 with a message for an id that names no address', async () => {
    for (const id of [
      'osm.not-json',
      'ChIJsomethingElse',
      `osm.${Buffer.from('{"latitude":500}').toString('base64url')}`,
    ]) {
      const response = await details(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(ADDRESS_SEARCH_MESSAGES.notFound);
    }
  });
});
