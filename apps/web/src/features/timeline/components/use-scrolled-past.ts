import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether the element's scroll container (the page, or a dialog's content) has scrolled more than
 * `px`, and a way back to its top. Scroll events do not bubble, so they are caught on the way down.
 */
export function useScrolledPast(px: number, anchor: RefObject<HTMLElement | null>) {
  const container = useRef<Element | null>(null);
  const [past, setPast] = useState(false);

  useEffect(() => {
    const onScroll = (event: Event) => {
      const target = event.target instanceof Document ? event.target.scrollingElement : event.target;
      if (!(target instanceof Element) || !anchor.current || !target.contains(anchor.current)) return;
      container.current = target;
      setPast(target.scrollTop > px);
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [px, anchor]);

  const scrollToTop = () => container.current?.scrollTo({ top: 0, behavior: 'smooth' });
  return { past, scrollToTop };
}
