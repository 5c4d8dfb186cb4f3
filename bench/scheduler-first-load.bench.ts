import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { findBrowser } from '../e2e/support/find-browser';
import type { Benchmark, SizeMeasurement } from './lib/bench';
import { DEMO_EMAIL, DEMO_PASSWORD, demoOwner } from './lib/server';
import { percentile } from './lib/stats';
import { seedWeek, WEEK_ZONE } from './lib/week-seed';

const RUNS = 3;
const LCP_TARGET_MS = 2500;
const JS_TARGET_BYTES = 300 * 1000;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const total = (files: SizeMeasurement['files']) => files.reduce((sum, file) => sum + file.gzipBytes, 0);

/**
 * Run in the page as text (tsx would wrap named functions in a helper the page lacks): the app's
 * scripts fetched so far, once at least `count` appointments are drawn.
 */
const scriptsWhenDrawn = (count: number) => `new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('The week did not finish drawing in 30 s.')), 30000);
  const check = () => {
    if (document.querySelectorAll('.appointment-event').length < ${count}) return requestAnimationFrame(check);
    clearTimeout(timer);
    resolve(performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.startsWith(location.origin + '/assets/') && name.endsWith('.js')));
  };
  check();
})`;
/** The app's scripts fetched once none has been fetched for 3 s. */
const scriptsWhenQuiet = `new Promise((resolve) => {
  const scripts = () => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.startsWith(location.origin + '/assets/') && name.endsWith('.js'));
  let seen = -1;
  const check = () => {
    const now = scripts();
    if (now.length === seen) return resolve(now);
    seen = now.length;
    setTimeout(check, 3000);
  };
  check();
})`;

/** Each script's size, raw and gzipped at level 9 as the sign-in-size benchmark counts it. */
async function sized(scripts: readonly string[]): Promise<SizeMeasurement['files']> {
  const files: SizeMeasurement['files'] = [];
  for (const script of new Set(scripts)) {
    const response = await fetch(script);
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('javascript')) {
      throw new Error(`${script} answered ${response.status} ${response.headers.get('content-type')}`);
    }
    const body = Buffer.from(await response.arrayBuffer());
    files.push({
      name: new URL(script).pathname,
      rawBytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
  }
  return files;
}

/** The first DOM node a Lighthouse audit's details name (the LCP element's audit nests it in a table). */
function nodeLabel(details: unknown): string {
  const seen = [details];
  while (seen.length > 0) {
    const next = seen.pop();
    if (!next || typeof next !== 'object') continue;
    const node = (next as { node?: { nodeLabel?: string; snippet?: string } }).node;
    if (node) return `${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim();
    seen.push(...Object.values(next));
  }
  return 'not named';
}

/**
 * Lighthouse (mobile, devtools throttling: Chrome itself slows the CPU 4x and the network to Slow 4G
 * by CDP) on /business/scheduler, signed in, with an empty HTTP cache, in the week of 500 appointments
 * scheduler-render draws. Prints LCP (median of RUNS), FCP, TBT and the score, and the JavaScript the
 * route fetched, gzipped at level 9 as the sign-in-size benchmark counts it.
 */
const schedulerFirstLoad: Benchmark = {
  name: 'scheduler-first-load',
  async run(context) {
    const { origin, databaseUrl } = context.server;
    const expected = await seedWeek(databaseUrl, await demoOwner(databaseUrl));
    const found = await findBrowser();
    // The headless shell runs Lighthouse as chrome-launcher starts it (a debugging port, a fresh profile).
    const chrome = await chromeLauncher.launch({
      chromePath: found.executablePath,
      envVars: { ...process.env, ...found.env, TZ: WEEK_ZONE } as Record<string, string>,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      // Sign in once through the page; the refresh cookie stays in the profile for Lighthouse's tabs.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const profile = browser.contexts()[0];
      if (!profile) throw new Error('Chromium has no default context to sign in.');
      const page = await profile.newPage();
      await page.goto(`${origin}/business`);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_EMAIL);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/business/home', { timeout: 30_000 });
      const cdp = await profile.newCDPSession(page);

      const url = `${origin}/business/scheduler`;
      const runs: { lcp: number; fcp: number; tbt: number; score: number; element: string; scripts: string[] }[] = [];
      let throttling = '';
      for (let run = 0; run < RUNS; run++) {
        // Lighthouse's own storage reset would sign the profile out: clear only the cache.
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          throttlingMethod: 'devtools',
          disableStorageReset: true,
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error('Lighthouse returned no result.');
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (new URL(lhr.finalDisplayedUrl).pathname !== '/business/scheduler') {
          throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not the scheduler (signed out?).`);
        }
        const requests =
          (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] })?.items ?? [];
        if (!requests.some((item) => String(item.url).includes('/v1/appointments/calendar'))) {
          throw new Error('The scheduler did not ask for its week (/v1/appointments/calendar) during the load.');
        }
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const { throttling: t, screenEmulation: screen } = lhr.configSettings;
        throttling = `CPU ${t.cpuSlowdownMultiplier}x slower, ${t.requestLatencyMs?.toFixed(0)} ms latency, ${((t.downloadThroughputKbps ?? 0) / 1000).toFixed(2)} Mbps down (devtools), ${screen.width}×${screen.height} at ${screen.deviceScaleFactor}x`;
        runs.push({
          lcp: metric('largest-contentful-paint'),
          fcp: metric('first-contentful-paint'),
          tbt: metric('total-blocking-time'),
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          element: nodeLabel(lhr.audits['largest-contentful-paint-element']?.details),
          scripts: requests
            .filter((item) => item.resourceType === 'Script' && String(item.url).startsWith(origin))
            .map((item) => String(item.url)),
        });
        context.log(
          `  run ${run + 1}: LCP ${ms(runs.at(-1)?.lcp ?? 0)}, FCP ${ms(runs.at(-1)?.fcp ?? 0)}, TBT ${ms(runs.at(-1)?.tbt ?? 0)}, score ${runs.at(-1)?.score}`,
        );
      }
      // The route's own JavaScript: what the page had fetched when its week was drawn (desktop, so all
      // of it is), apart from what it fetches ahead afterwards (the dialogs, once its reads answer).
      await cdp.send('Network.clearBrowserCache');
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(url);
      const drawnWith = (await page.evaluate(scriptsWhenDrawn(expected))) as string[];
      const everything = (await page.evaluate(scriptsWhenQuiet)) as string[];
      await browser.close();

      const lcp = Float64Array.from(runs.map((r) => r.lcp)).sort();
      const median = runs.find((r) => r.lcp === percentile(lcp, 50)) ?? runs[0];
      if (!median) throw new Error('No Lighthouse run finished.');
      const files = await sized(median.scripts);
      const drawnFiles = await sized(drawnWith);
      const afterFiles = await sized(everything.filter((script) => !drawnWith.includes(script)));
      const gzip = total(files);
      const drawnGzip = total(drawnFiles);
      context.log(`Lighthouse ${RUNS} runs on /business/scheduler, signed in, empty cache, mobile: ${throttling}.`);
      context.log(
        `  LCP median ${ms(median.lcp)} (runs: ${runs.map((r) => ms(r.lcp)).join(', ')}), FCP ${ms(median.fcp)}, TBT ${ms(median.tbt)}, score ${median.score}`,
      );
      context.log(`  LCP element: ${median.element}`);
      context.log(`  target: LCP under ${ms(LCP_TARGET_MS)} — ${median.lcp < LCP_TARGET_MS ? 'met' : 'NOT met'}`);
      context.log(
        `  JavaScript of the route, fetched by the time its week of ${expected} was drawn (Chromium, 1440×900): ${kB(drawnGzip)} gzipped in ${drawnFiles.length} files (target at most ${kB(JS_TARGET_BYTES)} — ${drawnGzip <= JS_TARGET_BYTES ? 'met' : 'NOT met'})`,
      );
      context.log(
        `  fetched ahead after it was drawn: ${kB(total(afterFiles))} in ${afterFiles.length} files; everything in Lighthouse's window: ${kB(gzip)} in ${files.length} files; each file under the table`,
      );
      return {
        endpoints: [],
        sizes: [
          { title: `JavaScript of /business/scheduler until its week was drawn (signed in)`, files: drawnFiles },
          { title: 'JavaScript /business/scheduler fetched ahead after its week was drawn', files: afterFiles },
        ],
      };
    } finally {
      chrome.kill();
    }
  },
};

export default schedulerFirstLoad;
