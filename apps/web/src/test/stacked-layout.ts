import { vi } from 'vitest';

/**
 * jsdom lays nothing out, so every box is empty. Drag and drop (dnd-kit) measures boxes to find what
 * is above or below what is dragged: this stacks every element's box in document order, 20 px apart,
 * and puts a fixed-position element (the drag overlay) where its style places it. setup.ts's
 * vi.restoreAllMocks() takes it away after the test.
 */
export function stackElementsInDocumentOrder() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const style = this instanceof HTMLElement ? this.style : null;
    if (style?.position === 'fixed' && style.top) {
      const px = (value: string) => Number.parseFloat(value) || 0;
      return new DOMRect(px(style.left), px(style.top), px(style.width), px(style.height));
    }
    const order = [...document.querySelectorAll('*')].indexOf(this);
    return new DOMRect(0, order * 20, 600, 16);
  });
}
