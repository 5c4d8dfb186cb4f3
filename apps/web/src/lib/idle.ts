/** Runs `run` when the browser is next idle, or after `timeoutMs` at the latest (a second where it cannot tell). */
export function whenIdle(run: () => void, timeoutMs = 10_000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: timeoutMs });
  else window.setTimeout(run, 1_000);
}
