import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';

/** The editor's canvas, and a mouse position from a point in canvas units (it shrinks to fit the page). */
async function canvasOf(page: Page) {
  const canvas = page.locator('.konvajs-content canvas').last();
  await canvas.waitFor();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The drawing canvas is not on screen');
  const view = box.width / 1200;
  return (x: number, y: number) => ({ x: box.x + x * view, y: box.y + y * view });
}

/** A gate symbol with a script, which the server strips on upload: green, 80 × 40, placed at 40 × 20. */
const GATE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><script>alert(1)</script><rect width="80" height="40" fill="#388e3c"/></svg>';
const GATE_GREEN = '56,142,60';

/** What the journey reads of a canvas element in the page (the e2e project has no DOM types). */
interface PixelCanvas {
  width: number;
  clientWidth: number;
  getContext(
    kind: '2d',
  ): { getImageData(x: number, y: number, w: number, h: number): { data: Iterable<number> } } | null;
}

/** The colour the shapes' layer shows at a point in canvas units. */
function colourAt(page: Page, x: number, y: number) {
  return page
    .locator('.konvajs-content canvas')
    .last()
    .evaluate(
      (element: PixelCanvas, point) => {
        // Device pixels per canvas unit: the canvas shrinks to fit, and the screen may be dense.
        const ratio = element.width / 1200;
        const pixel = element.getContext('2d')?.getImageData(point.x * ratio, point.y * ratio, 1, 1).data;
        return pixel ? [...pixel].slice(0, 3).join(',') : '';
      },
      { x, y },
    );
}

/** The colour of a saved drawing's PNG (a data URL) at a point in canvas units, decoded by the browser. */
function pngColourAt(page: Page, png: string, x: number, y: number): Promise<string> {
  // A string, since the e2e project has no DOM types; the page decodes the image as a viewer would.
  return page.evaluate(`(async () => {
    const image = new Image();
    image.src = ${JSON.stringify(png)};
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const ratio = image.width / 1200;
    return [...context.getImageData(${x} * ratio, ${y} * ratio, 1, 1).data].slice(0, 3).join(',');
  })()`);
}

async function dragBetween(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

describe('drawings', () => {
  const journey = useBrowser(() => journeyServer().url);

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
      const body = (await saved).postDataJSON() as { document: { shapes: unknown[] }; thumbnail: string };
      expect(body.document.shapes).toEqual([
        expect.objectContaining({ type: 'rectangle', x: 130, y: 120, width: 160, height: 120 }),
        expect.objectContaining({ type: 'arrow', x1: 400, y1: 100, x2: 550, y2: 150 }),
      ]);
      // The arrow was still selected when saved: its glow stays in the editor, not in the image.
      expect(await pngColourAt(page, body.thumbnail, 473, 131)).toBe('255,255,255');
      expect(await pngColourAt(page, body.thumbnail, 475, 125)).not.toBe('255,255,255');
      await see(page.getByRole('heading', { name: 'Meter box', level: 1 }));
    },
  );

  journey(
    'the office adds a ready-made symbol and uploads its own, pins it, and the owner places it on a plan, moves it, makes it bigger and saves it',
    async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto(portal('settings'));
      await page.getByRole('link', { name: /^Drawing Assets/ }).click();
      await see(page.getByRole('heading', { name: 'Drawing Assets', level: 1 }));

      // A ready-made symbol from the gallery.
      await page.getByRole('link', { name: 'Ready-made Assets' }).click();
      await see(page.getByRole('heading', { name: 'Ready-made Assets', level: 1 }));
      await page.getByRole('button', { name: 'Add North arrow', exact: true }).click();
      await see(page.getByRole('listitem').filter({ hasText: 'North arrow' }).getByRole('button', { name: 'Added' }));

      // The company's own gate symbol, uploaded with its name taken from the file.
      await page.getByRole('link', { name: 'Back to Drawing Assets' }).click();
      await page.getByRole('link', { name: 'Add Asset' }).first().click();
      await see(page.getByRole('heading', { name: 'Add Drawing Asset', level: 1 }));
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: /^Drop your files here, or browse/ }).click(),
      ]);
      await chooser.setFiles([{ name: 'site-gate.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(GATE_SVG) }]);
      await expect.poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('site-gate');
      await page.getByRole('textbox', { name: 'Category' }).fill('Site plan');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await see(page.getByRole('heading', { name: 'site-gate', level: 1 }));
      await see(page.getByRole('img', { name: 'site-gate' }));
      await page.getByRole('button', { name: 'Pin site-gate' }).click();
      await see(page.getByRole('button', { name: 'Unpin site-gate' }));

      // In the editor the pinned gate comes first; placed, it sits in the middle of the plan at half size.
      await page.goto(portal('drawings/add'));
      await see(page.getByRole('heading', { name: 'Add Drawing', level: 1 }));
      await page.getByRole('textbox', { name: 'Title' }).fill('Front yard plan');
      const assets = page.getByRole('region', { name: 'Assets' });
      await see(assets.getByRole('button', { name: 'Place site-gate' }));
      expect(await assets.getByRole('button').first().getAttribute('aria-label')).toBe('Place site-gate');
      await assets.getByRole('button', { name: 'Place site-gate' }).click();
      // Drawn from its sanitised SVG: 1200 × 800 canvas, 40 × 20 gate at (580, 390).
      await expect.poll(() => colourAt(page, 600, 400)).toBe(GATE_GREEN);

      // Moved by dragging, the move undone and redone, then saved where it was put.
      await page.locator('.konvajs-content canvas').last().scrollIntoViewIfNeeded();
      const at = await canvasOf(page);
      await dragBetween(page, at(600, 400), at(781, 498));
      await expect.poll(() => colourAt(page, 780, 500)).toBe(GATE_GREEN);
      expect(await colourAt(page, 600, 400)).not.toBe(GATE_GREEN);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => colourAt(page, 600, 400)).toBe(GATE_GREEN);
      await page.getByRole('button', { name: 'Redo' }).click();
      await expect.poll(() => colourAt(page, 780, 500)).toBe(GATE_GREEN);
      // Selected again (the toolbar's buttons scrolled the page), then made twice the size by its
      // bottom-right handle, keeping its proportions.
      await page.locator('.konvajs-content canvas').last().scrollIntoViewIfNeeded();
      const now = await canvasOf(page);
      await page.mouse.click(now(780, 500).x, now(780, 500).y);
      await expect.poll(() => page.getByRole('button', { name: 'Delete shape' }).isEnabled()).toBe(true);
      await dragBetween(page, now(800, 510), now(842, 531));
      await expect.poll(() => colourAt(page, 830, 525)).toBe(GATE_GREEN);
      const saved = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/v1/drawings'),
      );
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const body = (await saved).postDataJSON() as { document: { shapes: unknown[] } };
      expect(body.document.shapes).toEqual([
        expect.objectContaining({ type: 'asset', x: 760, y: 490, width: 80, height: 40 }),
      ]);
      await see(page.getByRole('heading', { name: 'Front yard plan', level: 1 }));
    },
  );
});
