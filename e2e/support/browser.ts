import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, test } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RESULTS = fileURLToPath(new URL('../test-results', import.meta.url));

/** Debian's Chromium: no browser downloads are possible here. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface JourneyContext {
  page: Page;
  context: BrowserContext;
}

/**
 * Declares a describe block's browser: `journey(name, fn)` runs fn in a fresh browser context
 * (own cookies and storage) and saves a screenshot to e2e/test-results/ when it fails.
 */
export function useBrowser(baseUrl: () => string) {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  return function journey(name: string, run: (journey: JourneyContext) => Promise<void>) {
    test(name, async () => {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        locale: 'en-AU',
        timezoneId: 'Australia/Melbourne',
      });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      try {
        await run({ page, context });
      } catch (error) {
        mkdirSync(RESULTS, { recursive: true });
        const file = `${RESULTS}/${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
        await page.screenshot({ path: file, fullPage: true }).catch(() => {});
        throw error;
      } finally {
        await context.close();
      }
    });
  };
}
