import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkAccessibility } from './accessibility';
import { launchBrowser } from './browser';

const declared = createRequire(import.meta.url)('axe-core/package.json') as { version: string };

describe('checkAccessibility', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A page of its own at /{screen}: the helper checks each screen once. */
  const pageWith = async (screen: string, html: string): Promise<Page> => {
    const page = await (await browser.newContext()).newPage();
    await page.route('http://check.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Check</title><main>${html}</main></html>`,
      }),
    );
    await page.goto(`http://check.test/${screen}`);
    return page;
  };

  test("runs the axe-core the project declares, not @axe-core/playwright's bundled one", async () => {
    const page = await pageWith('version', '<h1>Fine</h1>');
    await checkAccessibility(page);
    expect(await page.evaluate('window.axe.version')).toBe(declared.version);
    await page.context().close();
  });

  test('a button whose name leaves out its visible text fails (label-content-name-mismatch, 4.14)', async () => {
    // Axe 4.13 passed this: it found "jn" inside "account menu (jn)"; 4.14 ignores parentheticals.
    const page = await pageWith('mismatch', '<button type="button" aria-label="Account menu (JN)">JN</button>');
    await expect(checkAccessibility(page)).rejects.toThrow(/label-content-name-mismatch \(serious/);
    await page.context().close();
  });
});
