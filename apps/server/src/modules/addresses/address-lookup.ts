import {
  ADDRESS_SEARCH_MIN_LENGTH,
  type AddressDetails,
  type AddressSearchResult,
} from '@fieldbook/domain/addresses/addresses.schemas';
import type { AddressProvider } from './address-provider';
import { TtlCache } from './ttl-cache';

/** Addresses rarely change; an hour keeps repeated searches (backspacing, the same street) off the service. */
const CACHE_MS = 60 * 60_000;
const CACHE_MAX = 2000;

export interface AddressLookup {
  /** Never throws: a failed or slow provider answers no predictions and available: false. */
  search(request: { query: string; country: string; session?: string }): Promise<AddressSearchResult>;
  /** The address of an id, null when it names nothing; throws when the provider fails or is slow. */
  details(id: string, session?: string): Promise<AddressDetails | null>;
}

/**
 * The provider behind a time-out and a cache. Concurrent identical requests share one call (the
 * pending answer is what is cached); failures are dropped from the cache so the next try asks again.
 */
export function createAddressLookup(
  provider: AddressProvider,
  options: { timeoutMs: number; log: (error: unknown) => void },
): AddressLookup {
  const searches = new TtlCache<Promise<AddressSearchResult['predictions']>>(CACHE_MAX, CACHE_MS);
  const details = new TtlCache<Promise<AddressDetails | null>>(CACHE_MAX, CACHE_MS);

  function cached<V>(cache: TtlCache<Promise<V>>, key: string, ask: () => Promise<V>): Promise<V> {
    const known = cache.get(key);
    if (known) return known;
    const pending = ask();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    return pending;
  }

  return {
    async search({ query, country, session }) {
      const text = query.trim().replace(/\s+/g, ' ');
      if (text.length < ADDRESS_SEARCH_MIN_LENGTH) return { predictions: [], available: true };
      const key = `${country}|${text.toLowerCase()}`;
      try {
        const predictions = await cached(searches, key, () =>
          provider.search({ query: text, country, session, signal: AbortSignal.timeout(options.timeoutMs) }),
        );
        return { predictions, available: true };
      } catch (error) {
        options.log(error);
        return { predictions: [], available: false };
      }
    },
    details(id, session) {
      return cached(details, id, () =>
        provider.details(id, { session, signal: AbortSignal.timeout(options.timeoutMs) }),
      );
    },
  };
}
