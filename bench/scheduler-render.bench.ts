import pg from 'pg';
import type { Benchmark } from './lib/bench';
import { launchBenchBrowser } from './lib/browser';
import { DEMO_EMAIL, DEMO_PASSWORD, demoOwner } from './lib/server';
import { percentile } from './lib/stats';

/** The week the calendar opens on holds this many appointments (its page size too). */
const WEEK_APPOINTMENTS = 500;
const RUNS = 7;
const ZONE = 'Australia/Melbourne';

/** Tops this week (Sunday first, as calendar_start_of_week 0) up to WEEK_APPOINTMENTS on the calendar (unscheduled ones are not); answers how many it holds. */
async function seedWeek(databaseUrl: string, owner: { companyId: number; ownerId: number }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const week = `date_trunc('day', now() at time zone '${ZONE}')
                  - extract(dow from now() at time zone '${ZONE}')::int * interval '1 day'`;
    const inWeek = async () =>
      Number(
        (
          await client.query(
            `select count(*)::int as n from appointments
             where company_id = $1 and archived_at is null and status <> 'UNSCHEDULED'
               and start_at < (${week} + interval '7 days') at time zone '${ZONE}'
               and end_at > (${week}) at time zone '${ZONE}'`,
            [owner.companyId],
          )
        ).rows[0].n,
      );
    const missing = WEEK_APPOINTMENTS - (await inWeek());
    if (missing > 0) {
      // Every day of the week, 07:00-17:00 in 30-minute starts, one to three hours long, each with a staff member.
      await client.query(
        `with made as (
           insert into appointments (company_id, reference_id, title, status, start_at, end_at, timezone, created_by)
           select $1, 'W' || g, 'Week job ' || g, 'SCHEDULED', s at time zone '${ZONE}',
                  (s + (1 + g % 3) * interval '1 hour') at time zone '${ZONE}', '${ZONE}', $2
           from (select g, (${week}) + (g % 7) * interval '1 day' + interval '7 hours'
                           + ((g * 3) % 20) * interval '30 minutes' as s
                 from generate_series(1, $3::int) g) t
           returning id, company_id)
         insert into appointment_attendees (company_id, appointment_id, user_id)
         select company_id, id, $2 from made`,
        [owner.companyId, owner.ownerId, missing],
      );
      await client.query('vacuum analyze appointments');
    }
    return Math.min(WEEK_APPOINTMENTS, await inWeek());
  } finally {
    await client.end();
  }
}

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
        timezoneId: ZONE,
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
      const scriptSeconds = async () =>
        (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
      const nav = page.getByRole('navigation', { name: 'Main navigation' });

      const runs: { scripting: number; wall: number; drawn: number }[] = [];
      for (let run = 0; run < RUNS; run++) {
        await nav.getByRole('link', { name: 'Home' }).click();
        await page.waitForURL((url) => url.pathname === '/business/home');
        await page.evaluate(idle);
        const before = await scriptSeconds();
        const started = Date.now();
        await nav.getByRole('link', { name: 'Scheduler' }).click();
        const drawn = Number(await page.evaluate(drawnAndIdle(expected)));
        runs.push({ scripting: ((await scriptSeconds()) - before) * 1000, wall: Date.now() - started, drawn });
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
