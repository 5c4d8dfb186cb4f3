import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1440, height: 900 };

/**
 * The page does not scroll sideways: nothing sticks out past the window's width. Asked until the layout
 * settles (a second at most): right after the window narrows, the first frame can still be laid out for
 * the wider one (a button 3 px past a phone's edge for 100 ms).
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const innerWidth = await page.evaluate<number>('window.innerWidth');
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'), {
      message: `${new URL(page.url()).pathname} scrolls sideways at ${innerWidth} px`,
    })
    .toBeLessThanOrEqual(innerWidth);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Rect = { left: number; top: number; right: number; bottom: number; width: number; height: number };

/** The little of the DOM these checks use (the e2e code is compiled without the DOM's types). */
interface DomElement {
  getBoundingClientRect(): Rect;
  ownerDocument: {
    createRange(): { selectNodeContents(node: unknown): void; getBoundingClientRect(): Rect };
    defaultView: { getComputedStyle(element: unknown): { backgroundColor: string } };
  };
}

async function boxOf(locator: Locator): Promise<Box> {
  await locator.waitFor({ state: 'visible' });
  // Where it is drawn: its box together with its text's, since text that overflows a squeezed box
  // (a title beside wide buttons) is drawn past it. Self-contained: it runs in the page.
  const box = await locator.evaluate((element): Box | null => {
    const dom = element as unknown as DomElement;
    const range = dom.ownerDocument.createRange();
    range.selectNodeContents(dom);
    const rects = [dom.getBoundingClientRect(), range.getBoundingClientRect()].filter((r) => r.width && r.height);
    if (rects.length === 0) return null;
    const left = Math.min(...rects.map((r) => r.left));
    const top = Math.min(...rects.map((r) => r.top));
    const right = Math.max(...rects.map((r) => r.right));
    const bottom = Math.max(...rects.map((r) => r.bottom));
    return { x: left, y: top, width: right - left, height: bottom - top };
  });
  if (!box) throw new Error(`${locator} is not on screen`);
  return box;
}

/** Neither covers the other: where they are drawn does not overlap (touching edges is fine). */
export async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [one, two] = [await boxOf(a), await boxOf(b)];
  const overlap =
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
  expect(overlap, `${a} and ${b} overlap: ${JSON.stringify([one, two])}`).toBe(false);
}

/** The whole of it is inside the window's width (not cut off or reached only by scrolling sideways). */
export async function expectWithinWidth(page: Page, locator: Locator): Promise<void> {
  const box = await boxOf(locator);
  const width = page.viewportSize()?.width ?? 0;
  expect(box.x, `${locator} starts left of the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${locator} ends past the window's ${width} px`).toBeLessThanOrEqual(width);
}

/** A CSS colour as the browser computes it (rgb(…)). */
export const backgroundOf = (locator: Locator): Promise<string> =>
  locator.evaluate((element) => {
    const dom = element as unknown as DomElement;
    return dom.ownerDocument.defaultView.getComputedStyle(dom).backgroundColor;
  });
