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
    await seedWeek(databaseUrl, await demoOwner(databaseUrl));
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
      await browser.close();

      const lcp = Float64Array.from(runs.map((r) => r.lcp)).sort();
      const median = runs.find((r) => r.lcp === percentile(lcp, 50)) ?? runs[0];
      if (!median) throw new Error('No Lighthouse run finished.');
      const files: SizeMeasurement['files'] = [];
      for (const script of new Set(median.scripts)) {
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
      const gzip = files.reduce((sum, file) => sum + file.gzipBytes, 0);
      context.log(`Lighthouse ${RUNS} runs on /business/scheduler, signed in, empty cache, mobile: ${throttling}.`);
      context.log(
        `  LCP median ${ms(median.lcp)} (runs: ${runs.map((r) => ms(r.lcp)).join(', ')}), FCP ${ms(median.fcp)}, TBT ${ms(median.tbt)}, score ${median.score}`,
      );
      context.log(`  LCP element: ${median.element}`);
      context.log(`  target: LCP under ${ms(LCP_TARGET_MS)} — ${median.lcp < LCP_TARGET_MS ? 'met' : 'NOT met'}`);
      context.log(
        `  JavaScript: ${(gzip / 1000).toFixed(1)} kB gzipped in ${files.length} files (target at most ${JS_TARGET_BYTES / 1000} kB — ${gzip <= JS_TARGET_BYTES ? 'met' : 'NOT met'}); each file under the table`,
      );
      return {
        endpoints: [],
        sizes: [{ title: 'JavaScript loaded by /business/scheduler in the Lighthouse run (signed in, mobile)', files }],
      };
    } finally {
      chrome.kill();
    }
  },
};

export default schedulerFirstLoad;
