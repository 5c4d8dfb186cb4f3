import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useState } from 'react';

/** True while the viewport is at least `px` wide (a raw media query, independent of theme breakpoints). */
export function useMinWidth(px: number): boolean {
  return useMediaQuery(`(min-width:${px}px)`, { noSsr: true });
}

/**
 * Measures an element's width and follows it with a ResizeObserver. Where nothing can be measured
 * (no ResizeObserver, or a zero-width box as in jsdom) it falls back to the window's width.
 * Returns a callback ref for the element and the width in px.
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 0 : window.innerWidth));

  useEffect(() => {
    const measure = () => {
      const measured = element?.getBoundingClientRect().width ?? 0;
      setWidth(measured > 0 ? measured : window.innerWidth);
    };
    measure();
    if (element && typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      return () => observer.disconnect();
    }
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [element]);

  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, width];
}
