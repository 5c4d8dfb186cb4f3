import { loadsInFlight, subscribeLoads } from './loads-in-flight';

const idle = (run: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 10_000 });
  else window.setTimeout(run, 1_000);
};

/** How long nothing may load before the screen counts as settled: a page's next read starts a render after its first. */
const SETTLED_MS = 500;

/**
 * Runs `run` once, in an idle moment after no API request and no lazy page or dialog has been in
 * flight for SETTLED_MS: work fetched ahead (the dialogs a screen may open, the service worker's
 * precache) waits for the screen's own code and reads, which on a slow network share the few
 * connections the browser opens. Returns a function that cancels it if it has not run yet.
 */
export function afterScreenSettles(run: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const quiet = () => loadsInFlight() === 0;
  const check = () => {
    clearTimeout(timer);
    if (done || !quiet()) return;
    timer = setTimeout(
      () =>
        idle(() => {
          if (done || !quiet()) return check();
          stop();
          run();
        }),
      SETTLED_MS,
    );
  };
  const stopLoads = subscribeLoads(check);
  const stop = () => {
    done = true;
    clearTimeout(timer);
    stopLoads();
  };
  check();
  return stop;
}
