import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, test } from 'vitest';
import { checkAccessibility, trackCalls } from './accessibility';
import { failureReport, recordCalls } from './failure-report';
import { findBrowser } from './find-browser';

const RESULTS = fileURLToPath(new URL('../test-results', import.meta.url));

/** No browser downloads are possible here: CHROMIUM_PATH, the system's Chromium, or @sparticuz/chromium's. */
export async function launchBrowser(): Promise<Browser> {
  const found = await findBrowser();
  return chromium.launch({
    executablePath: found.executablePath,
    env: withEnv(found.env),
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

function withEnv(extra: Record<string, string>): Record<string, string> | undefined {
  if (Object.keys(extra).length === 0) return undefined;
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined) env[name] = value;
  return { ...env, ...extra };
}

/** A client's phone: a browser of their own beside the journey's page, 390 px wide. */
export async function phone(page: Page, baseUrl: string): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error('No browser');
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'en-AU',
    timezoneId: 'Australia/Melbourne',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

export interface JourneyContext {
  page: Page;
  context: BrowserContext;
}

export interface BrowserOptions {
  /**
   * The app's service worker precaches the whole built app on a first visit: the journeys that are not
   * about working offline block it, so each fresh context does not download every route's chunks.
   */
  serviceWorkers?: 'allow' | 'block';
}

/**
 * Declares a describe block's browser: `journey(name, fn)` runs fn in a fresh browser context
 * (own cookies and storage); when it fails it saves a screenshot to e2e/test-results/ and prints what
 * the page showed and its last API calls (support/failure-report.ts).
 */
export function useBrowser(baseUrl: () => string, options: BrowserOptions = {}) {
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
        serviceWorkers: options.serviceWorkers ?? 'block',
      });
      context.setDefaultTimeout(15_000);
      trackCalls(context);
      const calls = recordCalls(context);
      const page = await context.newPage();
      try {
        await run({ page, context });
        // The screens a journey ends on (in any of its tabs) are checked too.
        for (const open of context.pages()) await checkAccessibility(open);
      } catch (error) {
        mkdirSync(RESULTS, { recursive: true });
        const file = `${RESULTS}/${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
        await page.screenshot({ path: file, fullPage: true }).catch(() => {});
        console.error(`${name} failed:\n${await failureReport(page, calls)}`);
        throw error;
      } finally {
        await context.close();
      }
    });
  };
}
