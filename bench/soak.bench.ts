import { fork } from 'node:child_process';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Benchmark } from './lib/bench';
import { SOAK_CLIENT_EMAIL, SOAK_MIX, type SoakCompany, type SoakJob, type SoakOutcome } from './lib/soak-mix';
import { percentile } from './lib/stats';

/** Active companies at each step, stopping at the first step over the p99 limit or with a failure. */
const STEPS = (process.env.SOAK_COMPANIES ?? '5,10,20,40,80,160,320').split(',').map(Number);
/** Requests a second per active company (the mix together), open loop. */
const RATE = Number(process.env.SOAK_RATE ?? 1);
const P99_LIMIT_MS = Number(process.env.SOAK_P99_MS ?? 200);
const APPOINTMENTS_PER_COMPANY = 20;
const INVOICES_PER_COMPANY = 3;
const PASSWORD = 'Bench-Pass1!';
/** Access tokens live 15 minutes: a company signed in longer ago than this signs in again before a step. */
const TOKEN_REFRESH_MS = 10 * 60_000;
const BOOKING_LEAD_MINUTES = 3;

interface Company extends SoakCompany {
  index: number;
  email: string;
  signedInAt: number;
}

async function call<T>(origin: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { payload: T }).payload;
}

async function pooled<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
}

const sql = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** This week, Monday 00:00 to the next Monday (UTC), as the calendar asks. */
function thisWeek() {
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  monday.setUTCHours(0, 0, 0, 0);
  return { monday, sunday: new Date(monday.getTime() + 7 * 86_400_000) };
}

/** A company as a new customer makes it, through the API: one client, a week of work, open invoices. */
async function register(origin: string, index: number): Promise<Company> {
  const email = `soak-owner-${index}-${process.pid}@fieldbook.local`;
  const { token } = await call<{ token: string }>(origin, 'POST', '/v1/register/business', {
    company_name: `Soak Plumbing ${index}`,
    first_name: 'Sam',
    last_name: `Owner ${index}`,
    email,
    password: PASSWORD,
    guid: `bench-soak-${index}`,
  });
  const client = await call<{ id: number }>(
    origin,
    'POST',
    '/v1/clients',
    {
      first_name: 'Casey',
      last_name: `Client ${index}`,
      reference_id: `SOAK-${index}`,
      emails: [{ type: 'PRIMARY', email_address: SOAK_CLIENT_EMAIL }],
    },
    token,
  );
  const { monday } = thisWeek();
  const appointmentIds: number[] = [];
  for (let i = 0; i < APPOINTMENTS_PER_COMPANY; i++) {
    const start = new Date(monday.getTime() + (i % 5) * 86_400_000 + (8 + (i % 8)) * 3600_000);
    const { appointment } = await call<{ appointment: { id: number } }>(
      origin,
      'POST',
      '/v1/appointments',
      {
        title: `Service call ${i + 1}`,
        start_date: sql(start),
        end_date: sql(new Date(start.getTime() + 3600_000)),
        timezone: 'UTC',
        status: 'SCHEDULED',
        clients: [client.id],
      },
      token,
    );
    appointmentIds.push(appointment.id);
  }
  const invoiceIds: number[] = [];
  for (let i = 0; i < INVOICES_PER_COMPANY; i++) {
    const { invoice } = await call<{ invoice: { id: number } }>(
      origin,
      'POST',
      '/v1/invoice',
      {
        invoice_date: sql(new Date()).slice(0, 10),
        client_id: client.id,
        status: 'OPEN',
        title: 'Commercial fit-out',
        // $1 payments against ~$110 000: never paid off during a run.
        line_items: [
          {
            description: 'Works',
            unit_price: 5000,
            quantity: 20,
            discount_rate: 0,
            tax_type: 'EXCLUSIVE',
            with_tax: true,
          },
        ],
      },
      token,
    );
    invoiceIds.push(invoice.id);
  }
  return { index, email, token, signedInAt: Date.now(), clientId: client.id, appointmentIds, invoiceIds };
}

async function signIn(origin: string, company: Company): Promise<void> {
  const { token } = await call<{ token: string }>(origin, 'POST', '/v1/user/signIn', {
    email: company.email,
    password: PASSWORD,
    guid: `bench-soak-${company.index}`,
  });
  company.token = token;
  company.signedInAt = Date.now();
}

function runStep(job: SoakJob): Promise<SoakOutcome> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./lib/soak.worker.ts', import.meta.url)), {
      execArgv: process.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let outcome: SoakOutcome | null = null;
    child.on('message', (message) => {
      outcome = message as SoakOutcome;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      outcome ? resolve(outcome) : reject(new Error(`The soak load generator exited (${code}) without a result.`)),
    );
    child.send(job);
  });
}

/** What the job workers did in a window: reminders sent, and reminder jobs due but not yet taken at its end. */
async function reminderFigures(db: pg.Client, from: Date) {
  const { rows } = await db.query<{ sent: number; waiting: number }>(
    `select (select count(*)::int from communications where kind = 'REMINDER' and created_at >= $1) as sent,
            (select count(*)::int from pgboss.job where state in ('created', 'retry') and start_after <= now()) as waiting`,
    [from],
  );
  return rows[0] ?? { sent: 0, waiting: 0 };
}

/** What the soak left per company: rows and on-disk size (table, indexes and TOAST) of the largest tables. */
async function footprint(db: pg.Client, companies: number, log: (line?: string) => void) {
  await db.query('vacuum analyze');
  const { rows } = await db.query<{ table: string; rows: number; bytes: number; indexes: number }>(
    `select case n.nspname when 'public' then c.relname else n.nspname || '.' || c.relname end as table, c.reltuples::bigint::int as rows, pg_total_relation_size(c.oid)::bigint::int as bytes,
            (select count(*)::int from pg_index i where i.indrelid = c.oid) as indexes
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'pgboss') and c.relkind = 'r' and c.reltuples > 0
     order by pg_total_relation_size(c.oid) desc limit 14`,
  );
  log();
  log(
    `After the soak, ${companies} companies (the demo company too); largest tables, rows and on-disk size per soak company:`,
  );
  for (const row of rows)
    log(
      `  ${row.table.padEnd(30)}${String(row.rows).padStart(8)} rows ${(row.bytes / 1024).toFixed(0).padStart(7)} kB  ${row.indexes} indexes` +
        `   per company ${(row.rows / companies).toFixed(1)} rows, ${(row.bytes / companies / 1024).toFixed(1)} kB`,
    );
}

/**
 * Two reasons a step's tail can grow while the CPUs idle, sampled in the server's own process: its
 * event loop held up (GC, a long synchronous task), or requests queued for one of the pool's
 * connections (the job workers have their own).
 */
function watchServer(pool: pg.Pool) {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let samples = 0;
  let waiting = 0;
  let maxWaiting = 0;
  const timer = setInterval(() => {
    samples++;
    if (pool.waitingCount > 0) waiting++;
    maxWaiting = Math.max(maxWaiting, pool.waitingCount);
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      loop.disable();
      return {
        loopP99Ms: loop.percentile(99) / 1e6,
        loopMaxMs: loop.max / 1e6,
        poolWaitShare: waiting / (samples || 1),
        poolMaxWaiting: maxWaiting,
      };
    },
  };
}

/**
 * The machine's CPU times (all processes: server, PostgreSQL, load generator); given an earlier
 * reading, the share of all cores busy since then, so a step says whether the CPUs were the limit.
 */
function machineCpu(): { busy: number; idle: number };
function machineCpu(from: { busy: number; idle: number }): { busy: number; cores: number };
function machineCpu(from?: { busy: number; idle: number }) {
  const cpus = os.cpus();
  const idle = cpus.reduce((sum, c) => sum + c.times.idle, 0);
  const busy = cpus.reduce((sum, c) => sum + c.times.user + c.times.nice + c.times.sys + c.times.irq, 0);
  if (!from) return { busy, idle };
  const spentBusy = busy - from.busy;
  return { busy: spentBusy / (spentBusy + idle - from.idle || 1), cores: cpus.length };
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));

interface Step {
  companies: number;
  ok: boolean;
  lines: string[];
}

/**
 * Issue 35 item 6: how many active companies one server and one PostgreSQL hold at p99 under
 * SOAK_P99_MS. Each active company sends SOAK_RATE requests a second (open loop: Poisson arrivals at
 * their scheduled times, latency counted from then) in SOAK_MIX's proportions, with the job workers on
 * sending the reminders its bookings make. Steps up the active companies until p99 passes the limit or
 * a request fails.
 */
const soak: Benchmark = {
  name: 'soak',
  optional: true,
  async run(context) {
    const { server, log, durationSec, warmupSec } = context;
    if (!STEPS.every((n) => Number.isInteger(n) && n >= 1) || !(RATE > 0))
      throw new Error('SOAK_COMPANIES must list whole numbers of at least 1 and SOAK_RATE a positive number.');
    log(
      `Mix per active company (${RATE} req/s, open loop): ${SOAK_MIX.map((o) => `${o.name} ${Math.round(o.weight * 100)} %`).join(', ')}.`,
    );
    log(
      `Each company: registered through the API, one client, ${APPOINTMENTS_PER_COMPANY} appointments this week, ${INVOICES_PER_COMPANY} open invoices; ` +
        `bookings start in ${BOOKING_LEAD_MINUTES} min with an email reminder due 1 min after booking (job workers on).`,
    );
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    const companies: Company[] = [];
    const steps: Step[] = [];
    try {
      for (const count of STEPS) {
        const started = performance.now();
        const fresh = Array.from({ length: Math.max(0, count - companies.length) }, (_, i) => companies.length + i + 1);
        await pooled(fresh, 4, async (index) => {
          companies.push(await register(server.origin, index));
        });
        const stale = companies.filter((c) => Date.now() - c.signedInAt > TOKEN_REFRESH_MS);
        await pooled(stale, 4, (company) => signIn(server.origin, company));
        if (fresh.length > 0 || stale.length > 0)
          log(
            `  ${fresh.length} companies registered, ${stale.length} signed in again (${((performance.now() - started) / 1000).toFixed(1)} s).`,
          );

        const { monday, sunday } = thisWeek();
        const windowFrom = new Date(Date.now() + warmupSec * 1000);
        const cpuFrom = process.cpuUsage();
        const machineFrom = machineCpu();
        const stalls = watchServer(server.pool);
        const wallFrom = performance.now();
        const outcome = await runStep({
          origin: server.origin,
          companies: companies.slice(0, count),
          ratePerCompany: RATE,
          warmupSec,
          durationSec,
          weekStart: sql(monday),
          weekEnd: sql(sunday),
          today: sql(new Date()).slice(0, 10),
          bookingLeadMinutes: BOOKING_LEAD_MINUTES,
          seed: count,
        });
        const cpu = process.cpuUsage(cpuFrom);
        const wall = performance.now() - wallFrom;
        const cpuShare = (cpu.user + cpu.system) / 1000 / wall;
        const machine = machineCpu(machineFrom);
        const stalled = stalls.stop();
        const reminders = await reminderFigures(db, windowFrom);

        const all = Float64Array.from(Object.values(outcome.latencies).flat()).sort();
        const failed = Object.values(outcome.failures).reduce(
          (sum, byKind) => sum + Object.values(byKind).reduce((a, b) => a + b, 0),
          0,
        );
        const p99 = percentile(all, 99);
        const ok = failed === 0 && outcome.late === 0 && p99 <= P99_LIMIT_MS;
        const lines = [
          `${String(count).padStart(5)} companies: offered ${(outcome.offered / durationSec).toFixed(0)} req/s, answered ${(all.length / durationSec).toFixed(0)}/s, ` +
            `p50 ${ms(percentile(all, 50))} ms, p99 ${ms(p99)} ms, failed ${failed}${outcome.late ? `, unanswered ${outcome.late}` : ''}; ` +
            `server process CPU ${(cpuShare * 100).toFixed(0)} % of a core, load generator ${((outcome.cpuMs / wall) * 100).toFixed(0)} %, ` +
            `all ${machine.cores} cores ${(machine.busy * 100).toFixed(0)} % busy; ` +
            `event loop delay p99 ${stalled.loopP99Ms.toFixed(1)} ms (max ${stalled.loopMaxMs.toFixed(0)}), ` +
            `requests waiting for a pool connection in ${(stalled.poolWaitShare * 100).toFixed(0)} % of samples (max ${stalled.poolMaxWaiting}); reminders sent since the window began ${reminders.sent}, due and waiting at its end ${reminders.waiting}` +
            (ok ? '' : `   ← over (p99 limit ${P99_LIMIT_MS} ms, no failures)`),
          ...SOAK_MIX.map((op) => {
            const sorted = Float64Array.from(outcome.latencies[op.name] ?? []).sort();
            const failures = Object.entries(outcome.failures[op.name] ?? {})
              .map(([kind, n]) => `${kind} ×${n}`)
              .join(', ');
            return `      ${op.name.padEnd(22)}${String(sorted.length).padStart(7)}${ms(percentile(sorted, 50)).padStart(9)}${ms(percentile(sorted, 99)).padStart(9)}${failures ? `   failed: ${failures}` : ''}`;
          }),
        ];
        log(lines[0]);
        log(`      ${'operation'.padEnd(22)}${'answers'.padStart(7)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
        for (const line of lines.slice(1)) log(line);
        steps.push({ companies: count, ok, lines });
        if (!ok) break;
      }
      await footprint(db, companies.length, log);
    } finally {
      await db.end();
    }

    const held = steps.filter((s) => s.ok).at(-1);
    log();
    log(
      held
        ? `One server + one PostgreSQL held ${held.companies} active companies at ${RATE} req/s each with p99 ≤ ${P99_LIMIT_MS} ms and no failures` +
            (held === steps.at(-1)
              ? ' (the last step: try more with SOAK_COMPANIES).'
              : `; ${steps.at(-1)?.companies} did not.`)
        : `Not even ${steps[0]?.companies} active companies held p99 ≤ ${P99_LIMIT_MS} ms with no failures.`,
    );
    for (const line of held?.lines ?? []) log(line);
    return { endpoints: [], sizes: [] };
  },
};

export default soak;
