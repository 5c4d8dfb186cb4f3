import { gzipSync } from 'node:zlib';
import type { Benchmark, SizeMeasurement } from './lib/bench';
import { launchBenchBrowser } from './lib/browser';

const ROUTE = '/business';

/** The JavaScript a browser downloads to show the sign-in page, gzipped as a server would send it. */
const signInSize: Benchmark = {
  name: 'sign-in-size',
  async run(context) {
    const browser = await launchBenchBrowser();
    try {
      const page = await browser.newPage();
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
      const document = await page.goto(`${context.server.origin}${ROUTE}`, { waitUntil: 'networkidle' });
      if (!document?.ok()) {
        throw new Error(`${ROUTE} answered ${document?.status() ?? 'nothing'}; is there a web build (npm run build)?`);
      }
      // The sign-in form is on screen: everything it needed has loaded.
      await page.locator('input[type="password"]').first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      if (problems.length > 0) {
        throw new Error(
          `${ROUTE} did not load cleanly (was the build replaced meanwhile?):\n  ${problems.join('\n  ')}`,
        );
      }
      const files: SizeMeasurement['files'] = [];
      for (const [url, pending] of scripts) {
        const body = await pending;
        if (!body) throw new Error(`Could not read the body of ${url}.`);
        files.push({
          name: new URL(url).pathname,
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        });
      }
      if (files.length === 0) throw new Error(`${ROUTE} loaded no JavaScript; is the web build complete?`);
      return { endpoints: [], sizes: [{ title: `JavaScript loaded by ${ROUTE} (sign-in)`, files }] };
    } finally {
      await browser.close();
    }
  },
};

export default signInSize;
