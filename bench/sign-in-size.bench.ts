import { gzipSync } from 'node:zlib';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Benchmark, SizeMeasurement } from './lib/bench';
import { launchBenchBrowser } from './lib/browser';
import { DEMO_EMAIL, DEMO_PASSWORD } from './lib/server';

/** The JavaScript a browser downloads to show a route from a cold cache, gzipped as a server would send it. */
async function scriptsOf(
  context: BrowserContext,
  url: string,
  title: string,
  ready: (page: Page) => Locator,
  act?: (page: Page) => Promise<void>,
): Promise<SizeMeasurement> {
  const page = await context.newPage();
  try {
    const scripts = new Map<string, Promise<Buffer | null>>();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`${request.url()} failed: ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const type = response.headers()['content-type'] ?? '';
      // A missing chunk comes back as the SPA's index.html; never count that as JavaScript.
      if (!response.ok() || !type.includes('javascript')) {
        problems.push(`${response.url()} answered ${response.status()} ${type}`);
        return;
      }
      if (!scripts.has(response.url()))
        scripts.set(
          response.url(),
          response.body().catch(() => null),
        );
    });
    const document = await page.goto(url, { waitUntil: 'networkidle' });
    if (!document?.ok()) {
      throw new Error(`${url} answered ${document?.status() ?? 'nothing'}; is there a web build (npm run build)?`);
    }
    // The route's own screen is up: everything it needed has loaded.
    await ready(page).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    if (problems.length > 0) {
      throw new Error(`${url} did not load cleanly (was the build replaced meanwhile?):\n  ${problems.join('\n  ')}`);
    }
    const files: SizeMeasurement['files'] = [];
    for (const [script, pending] of scripts) {
      const body = await pending;
      if (!body) throw new Error(`Could not read the body of ${script}.`);
      files.push({
        name: new URL(script).pathname,
        rawBytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      });
    }
    if (files.length === 0) throw new Error(`${url} loaded no JavaScript; is the web build complete?`);
    await act?.(page);
    return { title, files };
  } finally {
    await page.close();
  }
}

/**
 * What the sign-in page and, signed in, the scheduler download (targets: 160 kB and 350 kB gzipped).
 * Each is measured in a fresh browser context, so nothing comes from the cache.
 */
const signInSize: Benchmark = {
  name: 'sign-in-size',
  async run(context) {
    const browser = await launchBenchBrowser();
    try {
      const signedOut = await browser.newContext();
      const signIn = await scriptsOf(
        signedOut,
        `${context.server.origin}/business`,
        'JavaScript loaded by /business (sign-in)',
        (page) => page.locator('input[type="password"]'),
        async (page) => {
          await page.locator('input[type="email"]').fill(DEMO_EMAIL);
          await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
          await page.locator('button[type="submit"]').click();
          await page.waitForURL(/\/business\/home/, { timeout: 30_000 });
        },
      );
      // The refresh cookie carries the session into a context with an empty cache.
      const signedIn = await browser.newContext({ storageState: await signedOut.storageState() });
      await signedOut.close();
      const scheduler = await scriptsOf(
        signedIn,
        `${context.server.origin}/business/scheduler`,
        'JavaScript loaded by /business/scheduler (signed in)',
        // A time drawn in the calendar. The first in the DOM may be hidden (a short appointment hides
        // its time when the week holds hundreds, as after scheduler-render), so only visible ones count.
        (page) =>
          page
            .getByRole('region', { name: 'Calendar' })
            .getByText(/\d{1,2}:\d{2}/)
            .filter({ visible: true }),
      );
      await signedIn.close();
      return { endpoints: [], sizes: [signIn, scheduler] };
    } finally {
      await browser.close();
    }
  },
};

export default signInSize;
