import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Listener = (event: MediaQueryListEvent) => void;

/** Evaluates the (min-width:Npx) / (max-width:Npx) parts of a media query against a width. */
function matches(query: string, width: number): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (parts.length === 0) return false;
  return parts.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
}

/**
 * Pretends the window is `width` px wide: window.innerWidth, a matchMedia that understands min- and
 * max-width (MUI's useMediaQuery), and a resize event. Calling it again later in a test updates
 * every live media query and listener. setup.ts's vi.unstubAllGlobals() undoes the matchMedia stub.
 */
export function setViewportWidth(width: number) {
  const listeners = new Set<{ query: string; listener: Listener; last: boolean }>();
  const state = { width };
  const matchMedia = (query: string): MediaQueryList => {
    const list = {
      media: query,
      get matches() {
        return matches(query, state.width);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => {
        listeners.add({ query, listener, last: matches(query, state.width) });
      },
      removeEventListener: (_type: string, listener: Listener) => {
        for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
      },
      addListener: (listener: Listener) => list.addEventListener('change', listener),
      removeListener: (listener: Listener) => list.removeEventListener('change', listener),
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  };
  vi.stubGlobal('matchMedia', matchMedia);

  const resize = (next: number) => {
    state.width = next;
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: next });
      window.dispatchEvent(new Event('resize'));
      for (const entry of listeners) {
        const now = matches(entry.query, next);
        if (now !== entry.last) {
          entry.last = now;
          entry.listener({ matches: now, media: entry.query } as MediaQueryListEvent);
        }
      }
    });
  };
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  return { resize };
}

/** Puts jsdom's default 1024 px width back (call in afterEach after setViewportWidth). */
export function resetViewportWidth() {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
}
