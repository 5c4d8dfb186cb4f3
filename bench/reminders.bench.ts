import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TransactionRollbackError } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import * as schema from '../apps/server/src/db/schema/index';
import { REMINDER_QUEUE, scheduleReminders } from '../apps/server/src/modules/appointments/appointment-reminders';
import type { Benchmark } from './lib/bench';
import { CLIENTS, OWNER, registerCompany, STAFF, seedReminders } from './lib/reminders-seed';
import type { BenchServer } from './lib/server';

/** REMINDERS=2000 for a quick run; two reminders per appointment, so an odd count is rounded up. */
const REMINDERS = Number(process.env.REMINDERS ?? 100_000);
const MB = 1024 * 1024;
/** No reminder sent for this long: the run is stuck, not slow. */
const STALL_MS = 120_000;

/**
 * One reminder job per reminder of the company, in bulk: the shape scheduleReminders gives each job
 * ({companyId, reminderId, dueAt}, retry limit 3, delay 60 s, the queue's expiry and retention), due
 * at `nine`, and each reminder's job_id. $5, a list of appointment ids, limits it to those (the shape
 * check); null queues them all.
 */
const QUEUE_JOBS = `
  with queued as (
    insert into pgboss.job (id, name, data, priority, start_after, dead_letter, expire_in, keep_until,
                           retry_limit, retry_delay, retry_backoff, policy)
    select gen_random_uuid(), q.name,
           jsonb_build_object('companyId', r.company_id, 'reminderId', r.id, 'dueAt', $3::text), 0, $2::timestamptz,
           q.dead_letter, coalesce(q.expire_seconds * interval '1 second', interval '15 minutes'),
           $2::timestamptz + coalesce(q.retention_minutes * interval '1 minute', interval '14 days'), 3, 60, false,
           q.policy
    from appointment_reminders r join pgboss.queue q on q.name = $4
    where r.company_id = $1 and r.has_sent = false and r.type <> 'NONE'
      and ($5::bigint[] is null or r.appointment_id = any($5::bigint[]))
    returning id, (data->>'reminderId')::bigint as reminder_id
  )
  update appointment_reminders r set job_id = q.id::text
  from queued q where r.company_id = $1 and r.id = q.reminder_id`;

const JOB_SHAPE = `
  select data, priority, state, retry_limit, retry_delay, retry_backoff, expire_in::text as expire_in,
         (keep_until - start_after)::text as kept, policy, dead_letter, singleton_key, singleton_on
  from pgboss.job j join appointment_reminders r on r.job_id = j.id::text
  where r.company_id = $1 and r.appointment_id = any($2::bigint[])
  order by r.id`;

/**
 * The bulk jobs must be the jobs the app queues: for a few appointments, queue their reminders with
 * scheduleReminders itself and with QUEUE_JOBS, each in a transaction that is rolled back, and compare.
 */
async function checkJobShape(client: pg.Client, server: BenchServer, companyId: number, nine: Date) {
  const { rows } = await client.query(
    'select id from bench_appointments where g in (1, 2, 3, 4, 6) order by id', // every lead, 1 and 2 attendees
  );
  const sample = rows.map((row) => Number(row.id));
  const db = drizzle(client, { schema });
  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
  const shapeOf = async (queue: (tx: Tx) => Promise<unknown>) => {
    let shape: unknown[] = [];
    await db
      .transaction(async (tx) => {
        await queue(tx);
        shape = (await client.query(JOB_SHAPE, [companyId, sample])).rows;
        tx.rollback();
      })
      .catch((error) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    return JSON.stringify(shape);
  };
  // As the minute before `nine`: a reminder whose time has passed is not queued at all.
  const before = new Date(nine.getTime() - 60_000);
  const app = await shapeOf((tx) => scheduleReminders(server.app.jobs, tx, companyId, sample, before));
  // The same client, so the same transaction.
  const bulk = await shapeOf(() =>
    client.query(QUEUE_JOBS, [companyId, nine, nine.toISOString(), REMINDER_QUEUE, sample]),
  );
  if (app === '[]' || app !== bulk)
    throw new Error(`The bulk reminder jobs differ from scheduleReminders' jobs:\n  app:  ${app}\n  bulk: ${bulk}`);
}

/**
 * A second server on the same database, in this process but with its own pool and job runner (not
 * listening: it only works jobs), so two workers take the reminder jobs, as two servers would.
 */
async function startSecondWorker(databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldbook-bench-worker-'));
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      APP_SECRET: 'bench-secret-for-fieldbook-benchmarks-only',
      LOG_LEVEL: 'silent',
      JOB_WORKERS: '1',
      SMS_PROVIDER: 'sandbox',
      MAIL_PROVIDER: 'sandbox',
      MESSAGES_PER_HOUR: '0',
    }),
  );
  await app.ready();
  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

interface MemoryPeak {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

/** Samples this process's memory (the server runs in it) every 50 ms until stopped. */
function sampleMemory() {
  globalThis.gc?.();
  const read = (): MemoryPeak => {
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    return { rss, heapUsed, heapTotal, external };
  };
  const before = read();
  const maxRssBefore = process.resourceUsage().maxRSS * 1024;
  const peak = { ...before };
  const take = () => {
    const now = read();
    for (const key of Object.keys(peak) as (keyof MemoryPeak)[]) peak[key] = Math.max(peak[key], now[key]);
  };
  const timer = setInterval(take, 50);
  return {
    stop() {
      clearInterval(timer);
      take();
      const maxRssAfter = process.resourceUsage().maxRSS * 1024;
      // With --expose-gc: what is still live once the work is done (the peak may be mostly garbage).
      globalThis.gc?.();
      const afterGc = globalThis.gc ? read() : null;
      return { before, peak, maxRssBefore, maxRssAfter, afterGc };
    },
  };
}

const count = async (client: pg.Client, text: string, values: unknown[]) =>
  Number((await client.query(text, values)).rows[0].n);

/**
 * The reminder dispatcher at 9 am: REMINDERS reminders (default 100 000) fall due at once and the
 * app's own job workers (JOB_WORKERS on, the sandbox SMS and mail providers: both outboxes only keep
 * what they are given) send them. Measures reminders sent per second from the jobs' commit until every
 * reminder has has_sent, and the process's memory over that time.
 */
const reminders: Benchmark = {
  name: 'reminders',
  async run(context) {
    const { server, log } = context;
    const config = server.app.config;
    if (!config.JOB_WORKERS || config.SMS_PROVIDER !== 'sandbox' || !server.app.mailer.sandbox)
      throw new Error('The reminders benchmark needs JOB_WORKERS on, SMS_PROVIDER=sandbox and MAIL_PROVIDER=sandbox.');
    if (!(REMINDERS >= 2)) throw new Error(`REMINDERS must be a number of at least 2, got "${process.env.REMINDERS}".`);
    const appointments = Math.ceil(REMINDERS / 2);
    const total = appointments * 2;

    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const stopSecondWorker = await startSecondWorker(server.databaseUrl);
    try {
      await registerCompany(server.origin);
      const { rows } = await client.query('select company_id, id from users where email = $1', [OWNER.email]);
      const companyId = Number(rows[0].company_id);
      // "9 am": the minute that has just begun; every reminder is due at exactly this instant.
      const nine = new Date(Math.floor(Date.now() / 60_000) * 60_000);
      let started = performance.now();
      await seedReminders(client, companyId, Number(rows[0].id), appointments, nine);
      log(
        `Seeded ${appointments} appointments (${CLIENTS} clients, ${STAFF} staff) with ${total} reminders in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
      await checkJobShape(client, server, companyId, nine);
      log('A sample of bulk-queued jobs matches what scheduleReminders queues for the same reminders.');

      // What should come out: one outbox row per reminder and recipient.
      const { rows: expected } = await client.query(
        `select count(*) filter (where r.type = 'EMAIL')::int as email_reminders,
                count(*) filter (where r.type = 'SMS')::int as sms_reminders,
                coalesce(sum(case when r.key = 'clients' then 1 else (select count(*) from appointment_attendees t
                  where t.company_id = r.company_id and t.appointment_id = r.appointment_id) end)
                  filter (where r.type = 'EMAIL'), 0)::int as emails,
                coalesce(sum(case when r.key = 'clients' then 1 else (select count(*) from appointment_attendees t
                  where t.company_id = r.company_id and t.appointment_id = r.appointment_id) end)
                  filter (where r.type = 'SMS'), 0)::int as texts
         from appointment_reminders r where r.company_id = $1`,
        [companyId],
      );
      const want = expected[0] as { email_reminders: number; sms_reminders: number; emails: number; texts: number };

      // 9 am: every job is queued in one transaction, so the workers see them all at once.
      started = performance.now();
      await client.query('begin');
      await client.query(QUEUE_JOBS, [companyId, nine, nine.toISOString(), REMINDER_QUEUE, null]);
      const queuedIn = performance.now() - started;
      const memory = sampleMemory();
      const t0 = performance.now();
      await client.query('commit');
      log(
        `Queued ${total} jobs (${want.email_reminders} email, ${want.sms_reminders} SMS reminders) in ${(queuedIn / 1000).toFixed(1)} s; sending…`,
      );

      const sentSql = 'select count(*)::int as n from appointment_reminders where company_id = $1 and has_sent';
      let sent = 0;
      let lastProgress = t0;
      let lastLog = t0;
      let seconds = 0;
      let result: ReturnType<typeof memory.stop>;
      try {
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, total > 10_000 ? 1000 : 200));
          const now = await count(client, sentSql, [companyId]);
          const at = performance.now();
          if (now > sent) lastProgress = at;
          sent = now;
          if (sent >= total) {
            seconds = (at - t0) / 1000;
            break;
          }
          if (at - lastProgress > STALL_MS)
            throw new Error(`No reminder sent for ${STALL_MS / 1000} s (${sent} of ${total} sent).`);
          if (at - lastLog >= 15_000) {
            lastLog = at;
            log(
              `  ${sent} sent after ${((at - t0) / 1000).toFixed(0)} s (${(sent / ((at - t0) / 1000)).toFixed(0)}/s)`,
            );
          }
        }
      } finally {
        result = memory.stop();
      }

      // The last batch is completed just after its sends; then every job must be completed, once.
      const pendingSql = `select count(*)::int as n from pgboss.job
        where name = $1 and (data->>'companyId')::bigint = $2 and state in ('created', 'active')`;
      for (let tries = 0; tries < 100; tries++) {
        if ((await count(client, pendingSql, [REMINDER_QUEUE, companyId])) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const { rows: states } = await client.query(
        `select state, count(*)::int as n from pgboss.job
         where name = $1 and (data->>'companyId')::bigint = $2 group by state order by state`,
        [REMINDER_QUEUE, companyId],
      );
      const byState = Object.fromEntries(states.map((row) => [row.state, row.n])) as Record<string, number>;
      const emails = await count(client, 'select count(*)::int as n from email_outbox where company_id = $1', [
        companyId,
      ]);
      const texts = await count(client, 'select count(*)::int as n from sms_outbox where company_id = $1', [companyId]);
      const repeated =
        (await count(
          client,
          'select count(*) - count(distinct ("to", subject)) as n from email_outbox where company_id = $1',
          [companyId],
        )) +
        (await count(
          client,
          'select count(*) - count(distinct ("to", body)) as n from sms_outbox where company_id = $1',
          [companyId],
        ));

      const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
      const { before, peak } = result;
      log(
        `${total} reminders sent in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(0)} reminders/s ` +
          `(${((emails + texts) / seconds).toFixed(0)} messages/s: ${emails} emails, ${texts} SMS).`,
      );
      log(
        `Memory (process.memoryUsage() every 50 ms, before → peak): RSS ${mb(before.rss)} → ${mb(peak.rss)}, ` +
          `heap used ${mb(before.heapUsed)} → ${mb(peak.heapUsed)}, heap total ${mb(before.heapTotal)} → ${mb(peak.heapTotal)}, ` +
          `external ${mb(before.external)} → ${mb(peak.external)}; maxRSS ${mb(result.maxRssBefore)} → ${mb(result.maxRssAfter)}.`,
      );
      if (result.afterGc)
        log(`After a forced GC at the end: RSS ${mb(result.afterGc.rss)}, heap used ${mb(result.afterGc.heapUsed)}.`);
      log(`Jobs by state: ${states.map((row) => `${row.state} ${row.n}`).join(', ')}.`);
      log(
        `Outbox: ${emails} emails (expected ${want.emails}), ${texts} SMS (expected ${want.texts}); ${repeated} repeated.`,
      );

      const problems = [
        emails !== want.emails && `${emails} emails in the outbox, expected ${want.emails}`,
        texts !== want.texts && `${texts} SMS in the outbox, expected ${want.texts}`,
        repeated !== 0 && `${repeated} messages sent twice`,
        byState.completed !== total &&
          `${byState.completed ?? 0} of ${total} jobs completed (${states.map((row) => `${row.state} ${row.n}`).join(', ')})`,
      ].filter((problem): problem is string => Boolean(problem));
      if (problems.length > 0) throw new Error(problems.join('; '));
      return { endpoints: [], sizes: [] };
    } finally {
      await stopSecondWorker();
      await client.end();
    }
  },
};

export default reminders;
