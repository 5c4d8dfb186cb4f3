import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Benchmark } from './lib/bench';
import { launchBenchBrowser } from './lib/browser';
import { DEMO_EMAIL, DEMO_PASSWORD, demoOwner } from './lib/server';
import { percentile } from './lib/stats';
import { seedWeek, WEEK_ZONE } from './lib/week-seed';

const RUNS = 7;

/**
 * Run in the page as text: tsx would wrap named functions in a helper the page lacks. Resolves with
 * the number of appointments drawn once there are at least `count` and the main thread is idle.
 */
const drawnAndIdle = (count: number) => `new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('The week did not finish drawing in 30 s: ' + document.querySelectorAll('.appointment-event').length + ' of ${count} drawn.')), 30000);
  const check = () => {
    const events = document.querySelectorAll('.appointment-event').length;
    if (events < ${count}) return requestAnimationFrame(check);
    requestIdleCallback(() => { clearTimeout(timer); resolve(events); }, { timeout: 5000 });
  };
  check();
})`;
const idle = 'new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }))';

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * The scheduler's week view in Chromium with 500 appointments: from the click on Scheduler until
 * every appointment is drawn and the page is idle, the main thread's scripting time (Chrome's
 * ScriptDuration, via Playwright's CDP session) and the wall time. The first visit also loads the
 * scheduler's code; the later ones are what a dispatcher feels going back to the calendar.
 */
const schedulerRender: Benchmark = {
  name: 'scheduler-render',
  async run(context) {
    const { origin, databaseUrl } = context.server;
    const expected = await seedWeek(databaseUrl, await demoOwner(databaseUrl));
    const browser = await launchBenchBrowser();
    try {
      const browserContext = await browser.newContext({
        locale: 'en-AU',
        timezoneId: WEEK_ZONE,
        viewport: { width: 1440, height: 900 },
      });
      const page = await browserContext.newPage();
      await page.goto(`${origin}/business`);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_EMAIL);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/business/home', { timeout: 30_000 });

      const cdp = await browserContext.newCDPSession(page);
      await cdp.send('Performance.enable');
      const profiles = process.env.BENCH_CPU_PROFILE;
      if (profiles) await cdp.send('Profiler.enable');
      const scriptSeconds = async () =>
        (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
      const nav = page.getByRole('navigation', { name: 'Main navigation' });

      const runs: { scripting: number; wall: number; drawn: number }[] = [];
      for (let run = 0; run < RUNS; run++) {
        await nav.getByRole('link', { name: 'Home' }).click();
        await page.waitForURL((url) => url.pathname === '/business/home');
        await page.evaluate(idle);
        // BENCH_CPU_PROFILE=<folder>: the page's CPU profile of each later run, as the server's (lib/cpu-profile.ts).
        const profiled = profiles !== undefined && run > 0;
        if (profiled) await cdp.send('Profiler.start');
        const before = await scriptSeconds();
        const started = Date.now();
        await nav.getByRole('link', { name: 'Scheduler' }).click();
        const drawn = Number(await page.evaluate(drawnAndIdle(expected)));
        runs.push({ scripting: ((await scriptSeconds()) - before) * 1000, wall: Date.now() - started, drawn });
        if (profiled) {
          const { profile } = await cdp.send('Profiler.stop');
          mkdirSync(profiles, { recursive: true });
          writeFileSync(join(profiles, `scheduler-render-${run}.cpuprofile`), JSON.stringify(profile));
        }
      }
      const [cold, ...warm] = runs;
      if (!cold) throw new Error('No run finished.');
      const spread = (values: number[]) => {
        const sorted = Float64Array.from(values).sort();
        return { p50: percentile(sorted, 50), max: sorted[sorted.length - 1] ?? Number.NaN };
      };
      const scripting = spread(warm.map((r) => r.scripting));
      const wall = spread(warm.map((r) => r.wall));
      context.log(`Week view with ${cold.drawn} appointments drawn (Chromium, 1440×900):`);
      context.log(`  first visit (loads the scheduler code): scripting ${ms(cold.scripting)}, wall ${ms(cold.wall)}`);
      context.log(
        `  back to the calendar, ${warm.length} runs: scripting p50 ${ms(scripting.p50)} / max ${ms(scripting.max)}, wall p50 ${ms(wall.p50)} / max ${ms(wall.max)}`,
      );
      context.log(`  target: under 300 ms of scripting — ${scripting.p50 < 300 ? 'met' : 'NOT met'} at p50`);
      return { endpoints: [], sizes: [] };
    } finally {
      await browser.close();
    }
  },
};

export default schedulerRender;
