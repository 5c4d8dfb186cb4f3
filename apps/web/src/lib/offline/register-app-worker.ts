import { Workbox } from 'workbox-window';

/**
 * Registers the worker at `url`. When a new deploy's worker is installed and waiting, `offerUpdate` is
 * handed its reload: the new worker takes over only then, and the page reloads once it controls it, so no page
 * runs a mix of old and new chunks. A worker that cannot be registered is only logged (platform spec
 * section 8).
 */
export function registerAppWorker(url: string, offerUpdate: (reload: () => void) => void): void {
  const workbox = new Workbox(url);
  workbox.addEventListener('waiting', () =>
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  workbox.register().catch((error: unknown) => console.error('The service worker could not be registered', error));
}
