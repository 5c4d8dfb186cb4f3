import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { field, portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { type SampleFile, sampleImage, samplePdf, throttleUploads } from '../support/sample-files';

/** A demo client without notes of its own (see apps/server/src/seed/demo-businesses.data.ts). */
const CLIENT = 'Harbourside Real Estate';

/** As long as a locator waits (the context's default timeout): a busy machine decodes slowly. */
const POLL_TIMEOUT = 15_000;

/** The three photos and the quote of a job, made fresh for each run. */
async function jobFiles(): Promise<SampleFile[]> {
  return [
    await sampleImage('roof-before.jpg', 'jpeg', { width: 240, height: 180 }, { r: 150, g: 90, b: 60 }),
    await sampleImage('roof-after.png', 'png', { width: 200, height: 150 }, { r: 60, g: 120, b: 170 }),
    await sampleImage('gas-meter.png', 'png', { width: 160, height: 160 }, { r: 90, g: 160, b: 80 }),
    samplePdf('quote-2291.pdf', 'Quote 2291: replace hot water unit'),
  ];
}

/**
 * The full-screen viewer of a file, by the name in its header. (The dialog itself has no accessible
 * name: its aria-label lands on MUI's presentation root, not on the role="dialog" paper.)
 */
const viewer = (page: Page, name: string) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Opens a file's tile on the Files page and waits for its viewer. */
async function openFile(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Open ${name}`, exact: true }).click();
  const dialog = viewer(page, name);
  await see(dialog);
  return dialog;
}

async function closeViewer(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The File Details drawer of an open viewer, opened with the header toggle when it is closed. */
async function openDetails(dialog: Locator): Promise<Locator> {
  const toggle = dialog.getByRole('button', { name: 'File Details', exact: true });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  const drawer = dialog.getByRole('complementary', { name: 'File Details' });
  await see(drawer);
  return drawer;
}

/** The person sees the image: an <img> named after the file that has actually decoded. */
async function seeImage(dialog: Locator, name: string): Promise<void> {
  const image = dialog.getByRole('img', { name, exact: true });
  await see(image);
  await expect
    .poll(
      () =>
        image.evaluate((element) => ('naturalWidth' in element && element.complete ? Number(element.naturalWidth) : 0)),
      { timeout: POLL_TIMEOUT },
    )
    .toBeGreaterThan(0);
}

describe('files and notes', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'the owner uploads three images and a PDF with visible progress, opens each in the viewer and edits a title in the drawer',
    async ({ page, context }) => {
      const files = await jobFiles();
      // Documents the frames load: the PDF viewer's frame must receive the PDF itself.
      const pdfDocuments: string[] = [];
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (response.request().resourceType() === 'document' && response.ok() && type.startsWith('application/pdf')) {
          pdfDocuments.push(response.url());
        }
      });

      await signIn(page, DEMO.email, DEMO.password);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Files' }).click();
      await see(page.getByRole('heading', { name: 'Files', level: 1 }));
      const dropArea = page.getByRole('button', { name: 'Drop your files here, or browse' });
      await see(dropArea);
      await see(page.getByText('Supports JPG / PNG images, documents and PDFs.', { exact: false }));

      // A slow uplink (about 3 s for these files) so the progress bar is there to be seen.
      const total = files.reduce((sum, file) => sum + file.buffer.length, 0);
      const unthrottle = await throttleUploads(
        context,
        page,
        new URL('/v1/files/upload', journeyServer().url).href,
        Math.ceil(total / 3),
      );
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dropArea.click()]);
      await chooser.setFiles(files);

      const progress = page.getByRole('progressbar', { name: 'Uploading 4 files', exact: true });
      await see(progress);
      // Part-way: the bar has moved but the upload is not done.
      await page.waitForFunction(
        `(() => {
          const value = Number(document.querySelector('[role="progressbar"][aria-label="Uploading 4 files"]')?.getAttribute('aria-valuenow') ?? 0);
          return value > 0 && value < 100;
        })()`,
      );
      await see(page.getByText('4 file(s) successfully uploaded', { exact: true }));
      await progress.waitFor({ state: 'detached' });
      await unthrottle();

      for (const file of files) await see(page.getByRole('button', { name: `Open ${file.name}`, exact: true }));

      // Each image shows in the viewer.
      for (const name of ['roof-before.jpg', 'roof-after.png', 'gas-meter.png']) {
        const dialog = await openFile(page, name);
        await seeImage(dialog, name);
        await see(dialog.getByRole('button', { name: 'Download File' }));
        await closeViewer(dialog);
      }

      // The PDF shows in its frame, wide enough to read (the viewport is 1280 px wide).
      const pdf = await openFile(page, 'quote-2291.pdf');
      const frame = pdf.getByTitle('quote-2291.pdf', { exact: true });
      await see(frame);
      const src = (await frame.getAttribute('src')) ?? '';
      expect(src).not.toBe('');
      await expect
        .poll(() => pdfDocuments.some((url) => url === new URL(src, page.url()).href), { timeout: POLL_TIMEOUT })
        .toBe(true);
      expect((await frame.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(600);
      await closeViewer(pdf);

      // Rename a photo in the File Details drawer.
      const before = await openFile(page, 'roof-before.jpg');
      const drawer = await openDetails(before);
      await see(drawer.getByText('240 px x 180 px'));
      await see(drawer.getByText('JPG', { exact: true }));
      await field(drawer, 'Title').fill('Roof before repairs');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await see(page.getByText('File details successfully updated'));
      await see(viewer(page, 'Roof before repairs'));
      await closeViewer(viewer(page, 'Roof before repairs'));

      // The new title is what the server now has: it survives a reload.
      await page.reload();
      await see(page.getByRole('button', { name: 'Open Roof before repairs', exact: true }));
      expect(await page.getByRole('button', { name: 'Open roof-before.jpg', exact: true }).count()).toBe(0);
      const renamed = await openFile(page, 'Roof before repairs');
      const details = await openDetails(renamed);
      expect(await field(details, 'Title').inputValue()).toBe('Roof before repairs');
      await see(details.getByText('roof-before.jpg', { exact: true }));
      await seeImage(renamed, 'Roof before repairs');
    },
  );

  journey('a note pinned on a client appears in the Pinned group', async ({ page }) => {
    const text = `Gate code 4471, ring before entering (journey ${Date.now().toString(36)})`;
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto(portal('clients'));
    const list = page.getByRole('region', { name: 'Client list' });
    await list.getByRole('searchbox', { name: 'Search' }).fill('Harbourside');
    await list.getByText(CLIENT).click();
    const view = page.getByRole('region', { name: 'Client', exact: true });
    await see(view.getByRole('heading', { name: CLIENT }));

    await view.getByRole('tab', { name: 'Activity Timeline' }).click();
    const timeline = view.getByRole('tabpanel', { name: 'Activity Timeline' });
    await see(timeline);

    // The note editor by its label: a textarea today, a TipTap contenteditable (role textbox) after the rewrite.
    const editor = timeline.getByRole('textbox', { name: 'Add a note', exact: true });
    await editor.click();
    await page.keyboard.type(text);
    await timeline.getByRole('button', { name: 'Add Note', exact: true }).click();
    await see(page.getByText('Note added', { exact: true }));

    const note = timeline.getByRole('article').filter({ hasText: text });
    await see(note);
    await note.getByRole('button', { name: /^pin( note)?$/i }).click();
    await see(page.getByText('Item pinned', { exact: true }));

    // The note is in the Pinned group, which is the first group of entries (sidebars and filters aside).
    const pinned = timeline.getByRole('region', { name: 'Pinned', exact: true });
    await see(pinned.getByRole('heading', { name: 'Pinned', exact: true }));
    const pinnedNote = pinned.getByRole('article').filter({ hasText: text });
    await see(pinnedNote);
    await see(pinnedNote.getByRole('button', { name: /^unpin( note)?$/i }));
    const firstGroup = timeline
      .getByRole('region')
      .filter({ has: page.getByRole('article') })
      .first();
    expect(await firstGroup.getByRole('heading').first().textContent()).toBe('Pinned');
  });
});
