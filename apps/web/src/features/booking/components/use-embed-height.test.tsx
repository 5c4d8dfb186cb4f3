import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMBED_HEIGHT_MESSAGE } from './booking-embed';
import { useEmbedHeight } from './use-embed-height';

describe('useEmbedHeight', () => {
  it("tells the embedding page this page's height, and stops when the page goes", () => {
    const postMessage = vi.fn();
    const disconnect = vi.fn();
    const original = Object.getOwnPropertyDescriptor(window, 'parent');
    Object.defineProperty(window, 'parent', { value: { postMessage }, configurable: true });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe = vi.fn();
        disconnect = disconnect;
      },
    );
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(1234.4);
    try {
      const { unmount } = renderHook(() => useEmbedHeight());
      expect(postMessage).toHaveBeenCalledWith({ type: EMBED_HEIGHT_MESSAGE, height: 1235 }, '*');
      unmount();
      expect(disconnect).toHaveBeenCalled();
    } finally {
      if (original) Object.defineProperty(window, 'parent', original);
    }
  });

  it('does nothing on a page of its own', () => {
    const postMessage = vi.spyOn(window, 'postMessage');
    renderHook(() => useEmbedHeight());
    expect(postMessage).not.toHaveBeenCalled();
  });
});
