import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface DebouncedCallback<Args extends unknown[]> {
  /** Schedules the call, replacing one still waiting. */
  run: (...args: Args) => void;
  /** Drops a waiting call. */
  cancel: () => void;
  /** Makes a waiting call now. */
  flush: () => void;
}

/**
 * Calls `callback` once `delay` ms have passed without another `run` (search boxes: 750 ms by
 * default, address search 1000 ms — platform section 9). The latest callback is always used; a
 * waiting call is dropped on unmount.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delay: number,
): DebouncedCallback<Args> {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<Args | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const args = pending.current;
    cancel();
    if (args) latest.current(...args);
  }, [cancel]);

  const run = useCallback(
    (...args: Args) => {
      if (timer.current !== null) clearTimeout(timer.current);
      pending.current = args;
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );

  useEffect(() => cancel, [cancel]);
  return useMemo(() => ({ run, cancel, flush }), [run, cancel, flush]);
}
