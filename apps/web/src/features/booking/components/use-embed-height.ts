import { useEffect } from 'react';
import { EMBED_HEIGHT_MESSAGE } from './booking-embed';

/**
 * Inside another website's iframe, tells that page this page's height whenever it changes, so the
 * snippet's script can size the iframe to fit (no inner scroll bar). The height is no secret: any
 * origin may hear it; the snippet itself only listens to this page's origin.
 */
export function useEmbedHeight() {
  useEffect(() => {
    if (window.parent === window || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const post = () =>
      window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height: Math.ceil(root.scrollHeight) }, '*');
    const observer = new ResizeObserver(post);
    observer.observe(document.body);
    post();
    return () => observer.disconnect();
  }, []);
}
