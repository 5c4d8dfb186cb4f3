import { type RefObject, useEffect } from 'react';

const SCROLLS = /^(auto|scroll)$/;

/**
 * Makes the scrolling areas a third-party widget renders inside `container` reachable from the
 * keyboard (focusable, named), so an empty week's time grid can still be scrolled with the arrow
 * keys (WCAG 2.1.1; axe's scrollable-region-focusable). FullCalendar re-renders its scrollers on
 * every view change, hence the observer.
 */
export function useKeyboardScrollable(container: RefObject<HTMLElement | null>, label: string) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let frame = 0;
    const mark = () => {
      frame = 0;
      for (const element of root.querySelectorAll<HTMLElement>('[style*="overflow"]')) {
        if (element.tabIndex >= 0) continue;
        if (!SCROLLS.test(element.style.overflowY) && !SCROLLS.test(element.style.overflowX)) continue;
        element.tabIndex = 0;
        if (!element.hasAttribute('aria-label')) element.setAttribute('aria-label', label);
      }
    };
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(mark);
    });
    observer.observe(root, { childList: true, subtree: true });
    mark();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [container, label]);
}
