import type { Locator } from 'playwright-core';

/** Draws a signature on a pad with the pointer, as a finger would. */
export async function sign(pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  const page = pad.page();
  await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [60, 0.3],
    [100, 0.7],
    [140, 0.35],
    [180, 0.65],
  ] as const) {
    await page.mouse.move(box.x + x, box.y + box.height * y, { steps: 4 });
  }
  await page.mouse.up();
}
