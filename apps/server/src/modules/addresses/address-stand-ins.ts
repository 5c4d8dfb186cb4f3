import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for Photon and Google Places (API New), for tests only: the calls the adapters
 * make, answered from a small fixed set, with a record of what was asked. `slow` holds every
 * answer back (a service that does not answer in time); `failing` answers 500.
 */

export interface AskedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

function standIn(handle: (asked: AskedRequest) => { status: number; body: unknown }) {
  const asked: AskedRequest[] = [];
  const state = { slow: false, failing: false };
  const held: ServerResponse[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const entry: AskedRequest = {
      method: request.method ?? 'GET',
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : null,
    };
    asked.push(entry);
    if (state.slow) {
      held.push(response);
      return;
    }
    const { status, body } = state.failing ? { status: 500, body: { error: 'down' } } : handle(entry);
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  });
  return {
    asked,
    state,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const response of held.splice(0)) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const feature = (properties: Record<string, string>, lon: number, lat: number) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lon, lat] },
  properties: { osm_type: 'N', osm_id: 1, ...properties },
});

/** What Photon holds: two Australian houses and one New Zealand street of the same name. */
export const PHOTON_FEATURES = [
  feature(
    {
      housenumber: '1',
      street: 'Swan Street',
      district: 'Richmond',
      city: 'Melbourne',
      state: 'Victoria',
      postcode: '3121',
      country: 'Australia',
      countrycode: 'AU',
    },
    144.9925,
    -37.8255,
  ),
  feature(
    {
      housenumber: '10',
      street: 'Swan Street',
      city: 'Perth',
      state: 'Western Australia',
      postcode: '6000',
      country: 'Australia',
      countrycode: 'AU',
    },
    115.86,
    -31.95,
  ),
  // An older Photon ignores countrycode: the adapter must drop this one itself.
  feature(
    { name: 'Swan Street', city: 'Auckland', postcode: '1010', country: 'New Zealand', countrycode: 'NZ' },
    174.76,
    -36.85,
  ),
];

export function photonStandIn() {
  return standIn(({ path, query }) => {
    if (path !== '/api') return { status: 404, body: { message: 'not found' } };
    const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const features = PHOTON_FEATURES.filter((f) =>
      words.every((word) => Object.values(f.properties).join(' ').toLowerCase().includes(word)),
    );
    return { status: 200, body: { type: 'FeatureCollection', features } };
  });
}

export const GOOGLE_PLACE = {
  id: 'ChIJ3S-JXmauEmsRUcIaWtf4MzE',
  formattedAddress: '3/48 Pirrama Rd, Pyrmont NSW 2009, Australia',
  addressComponents: [
    { longText: '3', shortText: '3', types: ['subpremise'] },
    { longText: '48', shortText: '48', types: ['street_number'] },
    { longText: 'Pirrama Road', shortText: 'Pirrama Rd', types: ['route'] },
    { longText: 'Pyrmont', shortText: 'Pyrmont', types: ['locality', 'political'] },
    {
      longText: 'Council of the City of Sydney',
      shortText: 'Sydney',
      types: ['administrative_area_level_2', 'political'],
    },
    { longText: 'New South Wales', shortText: 'NSW', types: ['administrative_area_level_1', 'political'] },
    { longText: 'Australia', shortText: 'AU', types: ['country', 'political'] },
    { longText: '2009', shortText: '2009', types: ['postal_code'] },
  ],
  location: { latitude: -33.866489, longitude: 151.1958561 },
};

/** Google Places (New): refuses a wrong key as Google does (403 PERMISSION_DENIED). */
export function googlePlacesStandIn(apiKey: string) {
  return standIn(({ method, path, headers, body }) => {
    if (headers['x-goog-api-key'] !== apiKey)
      return {
        status: 403,
        body: { error: { code: 403, status: 'PERMISSION_DENIED', message: 'API key not valid.' } },
      };
    if (method === 'POST' && path === '/v1/places:autocomplete') {
      const input = String((body as { input?: string })?.input ?? '').toLowerCase();
      const matches = GOOGLE_PLACE.formattedAddress.toLowerCase().includes(input);
      const suggestions = matches
        ? [{ placePrediction: { placeId: GOOGLE_PLACE.id, text: { text: GOOGLE_PLACE.formattedAddress } } }]
        : [];
      return { status: 200, body: { suggestions } };
    }
    if (method === 'GET' && path === `/v1/places/${GOOGLE_PLACE.id}`) {
      const { id: _id, ...place } = GOOGLE_PLACE;
      return { status: 200, body: place };
    }
    return { status: 404, body: { error: { code: 404, status: 'NOT_FOUND', message: 'Not found.' } } };
  });
}
