import { vi } from 'vitest';
import { outbox, startOutbox } from '../lib/offline/app-outbox';
import { indexedDbOutboxStore } from '../lib/offline/offline-db';

/**
 * The device's network for the outbox tests (import 'fake-indexeddb/auto' first in the test file):
 * offline, navigator.onLine is false and every fetch fails as without signal; online again fires the
 * event the outbox replays on. Each test starts with an empty queue.
 */
export async function deviceNetwork() {
  await indexedDbOutboxStore.clear();
  await outbox.load();
  startOutbox();
  const real = globalThis.fetch;
  let offline = false;
  vi.stubGlobal(
    'fetch',
    vi.fn((...args: Parameters<typeof fetch>) =>
      offline ? Promise.reject(new TypeError('Failed to fetch')) : real(...args),
    ),
  );
  return {
    goOffline() {
      offline = true;
      Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
      window.dispatchEvent(new Event('offline'));
    },
    goOnline() {
      offline = false;
      Reflect.deleteProperty(navigator, 'onLine');
      window.dispatchEvent(new Event('online'));
    },
  };
}
