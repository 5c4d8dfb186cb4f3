import {
  type AddressDetails,
  type AddressSearchResult,
  DEFAULT_ADDRESS_COUNTRY,
} from '@fieldbook/domain/addresses/addresses.schemas';
import { http } from '../lib/http-client';
import type { AddressSearchProvider } from './address-search-provider';

/** The server waits 3 s for its provider; this only catches a server or network that never answers. */
const BROWSER_TIMEOUT_MS = 8000;

/** getRandomValues, not randomUUID: the latter is missing on pages served over plain http. */
const newSession = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Runs `call` with a signal that aborts after the browser time-out or when `controller` aborts. */
async function withTimeout<T>(controller: AbortController, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const timer = setTimeout(() => controller.abort(), BROWSER_TIMEOUT_MS);
  try {
    return await call(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

export interface ServerAddressSearchOptions {
  /** Asked of the signed-in search; a route that decides the country itself (the public booking page's) takes none. */
  country?: string;
  /** The API paths of the search and of a pick's details (the signed-in ones by default). */
  paths?: { search: string; details: string };
}

/**
 * The address search of the app: our server (GET v1/addresses/search and /details, or the routes
 * given), which asks the configured provider, restricted to Australia by default. Every call is quiet:
 * a failed search shows the field's own message and the address is typed by hand. A search still
 * running when the next one starts is dropped. One session token groups the searches up to a pick
 * (Google bills per session).
 */
export function createServerAddressSearch({
  country,
  paths = { search: '/addresses/search', details: '/addresses/details' },
}: ServerAddressSearchOptions = {}): AddressSearchProvider {
  let session = newSession();
  let running: AbortController | null = null;
  return {
    async search(query) {
      running?.abort();
      const controller = new AbortController();
      running = controller;
      const result = await withTimeout(controller, (signal) =>
        http.get<AddressSearchResult>(paths.search, {
          query: { q: query, country, session },
          quiet: true,
          signal,
        }),
      );
      if (!result.available) throw new Error('Address search is unavailable.');
      return result.predictions.map((prediction) => ({ id: prediction.id, label: prediction.description }));
    },
    async resolve(id) {
      const { address } = await withTimeout(new AbortController(), (signal) =>
        http.get<{ address: AddressDetails }>(paths.details, { query: { id, session }, quiet: true, signal }),
      );
      session = newSession();
      const { full_address: _line, ...parts } = address;
      return parts;
    },
  };
}

export const serverAddressSearch: AddressSearchProvider = createServerAddressSearch({
  country: DEFAULT_ADDRESS_COUNTRY,
});
