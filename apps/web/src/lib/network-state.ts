/**
 * Whether this page reaches the server: the browser's online flag, and whether the last request got an
 * answer. The flag alone says "online" on a network that leads nowhere (a captive Wi-Fi, a dead mobile
 * link), and Chromium keeps it true for a page its service worker serves. After a request finds no
 * network, the server is asked again every PROBE_EVERY_MS until it answers; an answer to any request, or
 * the browser's `online` event, ends that.
 */
export const PROBE_EVERY_MS = 5_000;

let answering = true;
let probing: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

function stopProbing() {
  if (probing) clearInterval(probing);
  probing = null;
}

/** A request got an answer (any status). */
export function noteAnswered(): void {
  stopProbing();
  if (answering) return;
  answering = true;
  emit();
}

/** A request found no network; `probe` asks the server again (it resolves on any answer). */
export function noteNoAnswer(probe: () => Promise<unknown>): void {
  if (!probing) {
    probing = setInterval(() => {
      if (globalThis.navigator?.onLine === false) return;
      probe().then(noteAnswered, () => undefined);
    }, PROBE_EVERY_MS);
  }
  if (!answering) return;
  answering = false;
  emit();
}

/** Online: the browser says so and the server last answered. */
export const isOnline = (): boolean => (globalThis.navigator?.onLine ?? true) && answering;

/** Calls `listener` when isOnline() may have changed; returns the unsubscribe. */
export function subscribeNetwork(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // The browser's word that the network is back: believed until a request says otherwise.
  window.addEventListener('online', () => {
    stopProbing();
    answering = true;
    emit();
  });
  window.addEventListener('offline', emit);
}
