import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAddressLookup } from './address-lookup';
import type { AddressProvider } from './address-provider';
import { sandboxAddressSearch } from './sandbox-provider';
import { TtlCache } from './ttl-cache';

afterEach(() => vi.useRealTimers());

const counting = (provider: AddressProvider) => {
  const calls = { search: 0, details: 0 };
  const wrapped: AddressProvider = {
    name: provider.name,
    search: (request) => {
      calls.search++;
      return provider.search(request);
    },
    details: (id, options) => {
      calls.details++;
      return provider.details(id, options);
    },
  };
  return { calls, wrapped };
};

describe('the address lookup', () => {
  it('asks once for searches made at the same time', async () => {
    const { calls, wrapped } = counting(sandboxAddressSearch);
    const lookup = createAddressLookup(wrapped, { timeoutMs: 1000, log: () => {} });
    const answers = await Promise.all([1, 2, 3].map(() => lookup.search({ query: 'Swan St', country: 'AU' })));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(calls.search).toBe(1);
  });

  it('forgets a failed pick, so the next try asks again', async () => {
    let down = true;
    const provider: AddressProvider = {
      ...sandboxAddressSearch,
      details: async (id, options) => {
        if (down) throw new Error('down');
        return sandboxAddressSearch.details(id, options);
      },
    };
    const lookup = createAddressLookup(provider, { timeoutMs: 1000, log: () => {} });
    await expect(lookup.details('sandbox-1')).rejects.toThrow('down');
    down = false;
    expect((await lookup.details('sandbox-1'))?.locality).toBe('Richmond');
  });
});

describe('the TTL cache', () => {
  it('drops the least recently used entry when full, and entries past their time', () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(2, 1000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    vi.advanceTimersByTime(1001);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
