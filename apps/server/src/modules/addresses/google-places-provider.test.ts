import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { GOOGLE_PLACE, googlePlacesStandIn } from './address-stand-ins';
import { addressProviderOf } from './create-address-provider';
import { googlePlacesProvider } from './google-places-provider';

const KEY = 'test-maps-key';
const google = googlePlacesStandIn(KEY);
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await google.start();
});
afterAll(google.stop);

const signal = () => AbortSignal.timeout(2000);

describe('the Google Places provider (against a local stand-in for Places API New)', () => {
  it('asks Autocomplete with the key, the country and the session, for the fields it reads', async () => {
    const provider = googlePlacesProvider({ apiKey: KEY, baseUrl });
    const predictions = await provider.search({
      query: '48 Pirrama',
      country: 'AU',
      session: 'abc-1',
      signal: signal(),
    });
    expect(predictions).toEqual([{ id: GOOGLE_PLACE.id, description: GOOGLE_PLACE.formattedAddress }]);
    const asked = google.asked.at(-1);
    expect(asked?.path).toBe('/v1/places:autocomplete');
    expect(asked?.body).toMatchObject({ input: '48 Pirrama', includedRegionCodes: ['au'], sessionToken: 'abc-1' });
    expect(asked?.headers['x-goog-fieldmask']).toContain('placePrediction.placeId');
  });

  it('turns Place Details into the address parts, the state as its abbreviation, and coordinates', async () => {
    const provider = googlePlacesProvider({ apiKey: KEY, baseUrl });
    const address = await provider.details(GOOGLE_PLACE.id, { session: 'abc-1', signal: signal() });
    expect(address).toEqual({
      address_line_1: '3/48 Pirrama Rd',
      locality: 'Pyrmont',
      state: 'NSW',
      postal_code: '2009',
      country: 'Australia',
      latitude: -33.866489,
      longitude: 151.1958561,
      full_address: GOOGLE_PLACE.formattedAddress,
    });
    const asked = google.asked.at(-1);
    expect(asked?.query.get('sessionToken')).toBe('abc-1');
    expect(asked?.headers['x-goog-fieldmask']).toBe('formattedAddress,addressComponents,location');
  });

  it('has nothing for an unknown or malformed id (the malformed one is never sent)', async () => {
    const provider = googlePlacesProvider({ apiKey: KEY, baseUrl });
    expect(await provider.details('ChIJunknown', { signal: signal() })).toBeNull();
    const before = google.asked.length;
    expect(await provider.details('../../v1/places:autocomplete', { signal: signal() })).toBeNull();
    expect(google.asked.length).toBe(before);
  });

  it('fails loudly with a refused key, for the lookup to answer "enter it manually"', async () => {
    const provider = googlePlacesProvider({ apiKey: 'wrong', baseUrl });
    await expect(provider.search({ query: 'Pirrama', country: 'AU', signal: signal() })).rejects.toThrow(/403/);
  });
});

describe('choosing the address provider', () => {
  const config = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'fieldbook-config-')), APP_SECRET: 'x', ...env });

  it('is Photon by default (no key needed), Google with its key', () => {
    expect(addressProviderOf(config({})).name).toBe('photon');
    expect(addressProviderOf(config({ ADDRESS_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: KEY })).name).toBe('google');
  });

  it('refuses to start with Google and no key', () => {
    expect(() => config({ ADDRESS_PROVIDER: 'google' })).toThrow(/ADDRESS_PROVIDER=google needs GOOGLE_MAPS_API_KEY/);
  });
});
