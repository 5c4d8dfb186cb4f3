// What the page is still fetching (API requests and lazy chunks), so work fetched ahead can wait for
// the screen's own (lib/after-screen-settles.ts).

let inFlight = 0;
const listeners = new Set<() => void>();

/** How many API requests and chunk imports are still loading. */
export const loadsInFlight = (): number => inFlight;

/** Calls `listener` whenever one of them ends; returns the unsubscribe. */
export function subscribeLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts `load` in flight until it settles. */
export function tracked<T>(load: Promise<T>): Promise<T> {
  inFlight += 1;
  return load.finally(() => {
    inFlight -= 1;
    for (const listener of listeners) listener();
  });
}
