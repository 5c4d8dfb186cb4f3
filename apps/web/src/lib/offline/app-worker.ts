import { Workbox } from 'workbox-window';

/** The app's one service worker (apps/web/sw/sw.ts, built by the Vite PWA plugin). */
export const APP_WORKER_URL = '/sw.js';

type Listener = () => void;
let waiting: (() => void) | null = null;
const listeners = new Set<Listener>();

/**
 * Registers the worker in a built app (the dev server has none). When a new deploy's worker is
 * installed and waiting, `updateWaiting()` offers its reload: the new worker takes over only then, and
 * the page reloads once it controls it, so no page runs a mix of old and new chunks. A worker that
 * cannot be registered is only logged (platform spec section 8).
 */
export function registerAppWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox(APP_WORKER_URL);
  workbox.addEventListener('waiting', () =>
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  workbox.register().catch((error: unknown) => console.error('The service worker could not be registered', error));
}

/** A new version waits: `reload` lets it take over. */
export function offerUpdate(reload: () => void): void {
  waiting = () => {
    waiting = null;
    reload();
  };
  for (const listener of listeners) listener();
}

/** The reload of a new version waiting to take over, or null. */
export function updateWaiting(): (() => void) | null {
  return waiting;
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
