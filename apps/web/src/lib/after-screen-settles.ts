import type { QueryClient } from '@tanstack/react-query';
import { chunksInFlight, subscribeChunkLoads } from './chunk-load-error';

const idle = (run: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 10_000 });
  else window.setTimeout(run, 1_000);
};

/**
 * Runs `run` once, in an idle moment when no query is fetching and no lazy page or dialog is
 * loading: work fetched ahead (the dialogs a screen may open) waits for the screen's own code and
 * reads, which on a slow network share the few connections the browser opens. Returns a function
 * that cancels it if it has not run yet.
 */
export function afterScreenSettles(client: QueryClient, run: () => void): () => void {
  let cancelled = false;
  let stop = () => {};
  const quiet = () => client.isFetching() === 0 && chunksInFlight() === 0;
  const attempt = () => {
    if (cancelled) return;
    if (quiet()) {
      run();
      return;
    }
    const onChange = () => {
      if (!quiet()) return;
      stop();
      idle(attempt);
    };
    const stopReads = client.getQueryCache().subscribe(onChange);
    const stopChunks = subscribeChunkLoads(onChange);
    stop = () => {
      stopReads();
      stopChunks();
    };
  };
  idle(attempt);
  return () => {
    cancelled = true;
    stop();
  };
}
