import { useEffect, useState } from 'react';

/** An image element once `src` has loaded (its natural size known), or `failed`; kept apart so tests can stand in. */
export function useLoadedImage(src: string | null): { image: HTMLImageElement | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; image: HTMLImageElement | null; failed: boolean }>({
    src: null,
    image: null,
    failed: false,
  });
  useEffect(() => {
    if (!src) return;
    let live = true;
    const image = new window.Image();
    image.onload = () => live && setState({ src, image, failed: false });
    image.onerror = () => live && setState({ src, image: null, failed: true });
    image.src = src;
    return () => {
      live = false;
    };
  }, [src]);
  return state.src === src ? { image: state.image, failed: state.failed } : { image: null, failed: false };
}
