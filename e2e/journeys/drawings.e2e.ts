import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { portal, see, signIn } from '../support/business-portal';

/** The editor's canvas, and a mouse position from a point in canvas units (it shrinks to fit the page). */
async function canvasOf(page: Page) {
  const canvas = page.locator('.konvajs-content canvas').last();
  await canvas.waitFor();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The drawing canvas is not on screen');
  const view = box.width / 1200;
  return (x: number, y: number) => ({ x: box.x + x * view, y: box.y + y * view });
}

async function dragBetween(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

describe('drawings', () => {
  const journey = useBrowser(() => inject('baseUrl'));

  journey(
    'the owner draws a meter box, pulls its corner handle to a bigger size on the grid, moves it, points an arrow at it by its end grip, and the saved drawing keeps it all',
    async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto(portal('drawings/add'));
      await see(page.getByRole('heading', { name: 'Add Drawing', level: 1 }));
      await page.getByRole('textbox', { name: 'Title' }).fill('Meter box');
      const at = await canvasOf(page);

      await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
      await dragBetween(page, at(100, 100), at(200, 160));
      await page.getByRole('button', { name: 'Select', exact: true }).click();
      await page.mouse.click(at(100, 130).x, at(100, 130).y);
      // The bottom-right handle, off the grid on purpose: the size snaps to 10 units.
      await dragBetween(page, at(200, 160), at(263, 218));
      // Then the whole box, by its left edge.
      await dragBetween(page, at(100, 150), at(131, 169));
      // An arrow to the meter, its point pulled by the grip on its end.
      await page.getByRole('button', { name: 'Arrow', exact: true }).click();
      await dragBetween(page, at(400, 100), at(500, 100));
      await page.getByRole('button', { name: 'Select', exact: true }).click();
      await page.mouse.click(at(450, 100).x, at(450, 100).y);
      await dragBetween(page, at(500, 100), at(547, 153));

      const saved = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/v1/drawings'),
      );
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const body = (await saved).postDataJSON() as { document: { shapes: unknown[] } };
      expect(body.document.shapes).toEqual([
        expect.objectContaining({ type: 'rectangle', x: 130, y: 120, width: 160, height: 120 }),
        expect.objectContaining({ type: 'arrow', x1: 400, y1: 100, x2: 550, y2: 150 }),
      ]);
      await see(page.getByRole('heading', { name: 'Meter box', level: 1 }));
    },
  );
});
