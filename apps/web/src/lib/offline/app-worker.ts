import { afterScreenSettles } from '../after-screen-settles';

/** The app's one service worker (apps/web/sw/sw.ts, built by the Vite PWA plugin). */
export const APP_WORKER_URL = '/sw.js';

type Listener = () => void;
let waiting: (() => void) | null = null;
const listeners = new Set<Listener>();

/**
 * Registers the worker in a built app (the dev server has none) once the first screen has settled (its
 * code and reads arrived, the browser idle): the worker precaches the whole app, so neither its code
 * (workbox-window) nor its downloads take the first screen's bandwidth or main thread.
 */
export function registerAppWorkerWhenSettled(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    import('./register-app-worker').then(
      ({ registerAppWorker }) => registerAppWorker(APP_WORKER_URL, offerUpdate),
      (error: unknown) => console.error('The service worker could not be registered', error),
    );
  const whenSettled = () => afterScreenSettles(() => void register());
  if (document.readyState === 'complete') whenSettled();
  else window.addEventListener('load', whenSettled, { once: true });
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
