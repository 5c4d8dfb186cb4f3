import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import {
  CHANNELS,
  REALTIME_EVENTS,
  REALTIME_PATH,
  type RealtimeMessage,
} from '../packages/domain/src/realtime/realtime.constants';
import type { Benchmark } from './lib/bench';
import type { MemoryFigures } from './lib/realtime-server';
import { type ServerMemory, type ServerProcess, startServerProcess } from './lib/realtime-servers';
import { percentile } from './lib/stats';

/** SOCKETS=100 COMPANIES=10 for a quick run; each company's sockets alternate between the two servers. */
const SOCKETS = Number(process.env.SOCKETS ?? 1000);
const COMPANIES = Number(process.env.COMPANIES ?? 50);
/** Measured status changes, one at a time, round-robin over the companies (after WARMUP_ROUNDS unmeasured). */
const ROUNDS = Number(process.env.ROUNDS ?? 200);
const WARMUP_ROUNDS = 10;
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const PASSWORD = 'Bench-Pass1!';
/** Sockets connecting (and subscribing) at once. */
const CONNECT_CONCURRENCY = 25;
const CONNECT_TIMEOUT_MS = 15_000;
const HTTP_TIMEOUT_MS = 30_000;
/** A status change not delivered to every socket of its company by then is counted lost. */
const DELIVERY_TIMEOUT_MS = 5_000;
const MAX_LOST_ROUNDS = 5;
const KB = 1024;
const MB = 1024 * 1024;

type Side = 'A' | 'B';

interface Company {
  index: number;
  token: string;
  appointmentId: number;
  status: string;
  members: Member[];
}

interface Member {
  company: Company;
  side: Side;
  socket: Socket;
}

/** The status change in flight: who must hear it and when each did (performance.now()). */
interface Round {
  company: Company;
  status: string;
  arrivals: Map<Member, number>;
  done(): void;
}

async function call<T>(origin: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { payload: T }).payload;
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function pooled<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed-in socket subscribed to its company's calendar; rejects with the server's reason. */
async function openSocket(origin: string, token: string): Promise<Socket> {
  const socket = io(origin, {
    path: REALTIME_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: CONNECT_TIMEOUT_MS,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect_error', reject);
      socket.once('connect', () => resolve());
    });
    const answer = (await socket.timeout(CONNECT_TIMEOUT_MS).emitWithAck('subscribe', CHANNELS.calendar)) as {
      ok: boolean;
      message?: string;
    };
    if (!answer.ok) throw new Error(`subscribe ${CHANNELS.calendar} refused: ${answer.message}`);
    return socket;
  } catch (error) {
    socket.close();
    throw error;
  }
}

const sorted = (values: readonly number[]) => Float64Array.from(values).sort();
const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(2));

function distribution(label: string, values: readonly number[]): string {
  const s = sorted(values);
  return `  ${label.padEnd(58)}${ms(percentile(s, 50)).padStart(9)}${ms(percentile(s, 99)).padStart(9)}${ms(s[s.length - 1] ?? Number.NaN).padStart(9)}${String(values.length).padStart(8)}`;
}

function memoryLine(name: string, sockets: number, before: ServerMemory, after: ServerMemory): string[] {
  const mb = (bytes: number) => (bytes / MB).toFixed(1);
  const per = (key: keyof MemoryFigures) =>
    `${((after.afterGc[key] - before.afterGc[key]) / sockets / KB).toFixed(1)} kB`;
  const b = before.afterGc;
  const a = after.afterGc;
  return [
    `  server ${name} (${after.connections} TCP connections, ${sockets} sockets): ` +
      `RSS ${mb(b.rss)} → ${mb(a.rss)} MB, heap used ${mb(b.heapUsed)} → ${mb(a.heapUsed)} MB, ` +
      `heap total ${mb(b.heapTotal)} → ${mb(a.heapTotal)} MB, external ${mb(b.external)} → ${mb(a.external)} MB ` +
      `(array buffers ${mb(b.arrayBuffers)} → ${mb(a.arrayBuffers)} MB)`,
    `    per socket: RSS ${per('rss')}, heap used ${per('heapUsed')}, external ${per('external')}` +
      `   (before GC: RSS ${mb(before.raw.rss)} → ${mb(after.raw.rss)} MB, heap used ${mb(before.raw.heapUsed)} → ${mb(after.raw.heapUsed)} MB)`,
  ];
}

/**
 * Issue 9 item 6: SOCKETS sockets across COMPANIES companies on two server processes sharing one
 * fresh database and Redis (the socket.io redis adapter). A status change is made through server A's
 * API; measured is when each of that company's sockets on server B (and, for comparison, on A) gets
 * the `status.update`, after A's response and from the request's start; and each server process's
 * memory before and after the sockets, per socket.
 */
const realtime: Benchmark = {
  name: 'realtime',
  async run(context) {
    const { server, log } = context;
    const perCompany = SOCKETS / COMPANIES;
    if (!(COMPANIES >= 1) || !Number.isInteger(COMPANIES))
      throw new Error(`COMPANIES must be a whole number of at least 1, got "${process.env.COMPANIES}".`);
    if (!Number.isInteger(perCompany) || perCompany < 2)
      throw new Error(`SOCKETS (${SOCKETS}) must be a multiple of COMPANIES (${COMPANIES}), at least 2 per company.`);
    if (!(ROUNDS >= 1) || !Number.isInteger(ROUNDS))
      throw new Error(`ROUNDS must be a whole number of at least 1, got "${process.env.ROUNDS}".`);
    const redisHost = new URL(REDIS_URL).hostname;
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(redisHost))
      throw new Error(`The realtime benchmark uses a Redis on this machine only, not ${redisHost}.`);

    // A fresh database on the run's PostgreSQL, for these two servers alone.
    const database = `fieldbook_bench_realtime_${process.pid}`;
    const databaseUrl = new URL(server.databaseUrl);
    databaseUrl.pathname = `/${database}`;
    const admin = new pg.Client({ connectionString: server.databaseUrl });
    await admin.connect();
    await admin.query(`create database "${database}"`);

    const env = {
      DATABASE_URL: databaseUrl.toString(),
      APP_SECRET: 'bench-secret-for-fieldbook-benchmarks-only',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: '1000000',
      // Quiet servers: no job polling, nothing sent or fetched off this machine.
      JOB_WORKERS: '0',
      SMS_PROVIDER: 'sandbox',
      MAIL_PROVIDER: 'sandbox',
      WEATHER_PROVIDER: 'none',
      REDIS_URL,
      REDIS_PREFIX: `fieldbook-bench-${process.pid}:`,
    };
    const servers: ServerProcess[] = [];
    const companies: Company[] = [];
    const members: Member[] = [];
    try {
      let started = performance.now();
      // One after the other: the first migrates the new database.
      const a = await startServerProcess('A', env);
      servers.push(a);
      const b = await startServerProcess('B', env);
      servers.push(b);
      log(
        `Two server processes on a fresh database (${database}) and Redis ${REDIS_URL}: ` +
          `A pid ${a.pid} at ${a.origin}, B pid ${b.pid} at ${b.origin} (started in ${((performance.now() - started) / 1000).toFixed(1)} s; job workers off).`,
      );

      started = performance.now();
      const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      await pooled(
        Array.from({ length: COMPANIES }, (_, i) => i),
        5,
        async (index) => {
          const { token } = await call<{ token: string }>(a.origin, 'POST', '/v1/register/business', {
            company_name: `Realtime Plumbing ${index + 1}`,
            first_name: 'Rita',
            last_name: `Owner ${index + 1}`,
            email: `realtime-owner-${index + 1}@fieldbook.local`,
            password: PASSWORD,
            guid: `bench-realtime-${index + 1}`,
          });
          const { appointment } = await call<{ appointment: { id: number; status: string } }>(
            a.origin,
            'POST',
            '/v1/appointments',
            {
              reference_id: `RT-${index + 1}`,
              title: 'Hot water service',
              start_date: `${start} 10:00:00`,
              end_date: `${start} 11:00:00`,
              timezone: 'Australia/Melbourne',
            },
            token,
          );
          companies[index] = { index, token, appointmentId: appointment.id, status: appointment.status, members: [] };
        },
      );
      log(
        `Registered ${COMPANIES} companies through A, one appointment each, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );

      // Warm both servers' socket and HTTP paths, so the "before" figures hold the code, not the sockets.
      for (const target of [a, b]) (await openSocket(target.origin, companies[0]?.token ?? '')).close();
      for (const company of companies.slice(0, 5)) {
        const status = company.status === 'SCHEDULED' ? 'UNCONFIRMED' : 'SCHEDULED';
        await call(a.origin, 'PUT', '/v1/appointments/status', { id: company.appointmentId, status }, company.token);
        company.status = status;
      }
      await sleep(1000);
      const before = await Promise.all([a.memory(), b.memory()]);

      let round: Round | null = null;
      let stray = 0;
      let unexpected = 0;
      const onMessage = (member: Member, message: RealtimeMessage) => {
        const at = performance.now();
        const data = message.data as { id?: number; status?: string };
        if (message.channel !== CHANNELS.calendar || message.event !== REALTIME_EVENTS.status) unexpected++;
        else if (data.id !== member.company.appointmentId) stray++;
        else if (round && round.company === member.company && data.status === round.status) {
          if (round.arrivals.has(member)) unexpected++;
          else {
            round.arrivals.set(member, at);
            if (round.arrivals.size === member.company.members.length) round.done();
          }
        } else unexpected++;
      };

      started = performance.now();
      const plan = companies.flatMap((company) =>
        Array.from({ length: perCompany }, (_, j) => ({ company, side: (j % 2 === 0 ? 'A' : 'B') as Side })),
      );
      await pooled(plan, CONNECT_CONCURRENCY, async ({ company, side }) => {
        const socket = await openSocket((side === 'A' ? a : b).origin, company.token);
        const member: Member = { company, side, socket };
        socket.on('message', (message: RealtimeMessage) => onMessage(member, message));
        company.members.push(member);
        members.push(member);
      });
      const connectSeconds = (performance.now() - started) / 1000;
      const onA = members.filter((m) => m.side === 'A').length;
      const onB = members.length - onA;
      log(
        `Opened ${members.length} sockets (${perCompany} per company: ${onA} on A, ${onB} on B), each subscribed to ` +
          `${CHANNELS.calendar}, in ${connectSeconds.toFixed(1)} s (${(members.length / connectSeconds).toFixed(0)}/s, ${CONNECT_CONCURRENCY} at a time).`,
      );
      await sleep(1000);
      const after = await Promise.all([a.memory(), b.memory()]);
      log();
      log('Memory of each server process (process.memoryUsage() after two forced GCs), before → after the sockets:');
      for (const line of memoryLine('A', onA, before[0], after[0])) log(line);
      for (const line of memoryLine('B', onB, before[1], after[1])) log(line);

      // One status change at a time through A; every socket of the company must hear it before the next.
      const afterResponse = { A: [] as number[], B: [] as number[] };
      const fromStart = { A: [] as number[], B: [] as number[] };
      const slowestOnB: number[] = [];
      const behindA: number[] = [];
      const roundTrips: number[] = [];
      let lost = 0;
      let lostRounds = 0;
      started = performance.now();
      for (let r = 0; r < WARMUP_ROUNDS + ROUNDS; r++) {
        const company = companies[r % COMPANIES] as Company;
        const status = company.status === 'SCHEDULED' ? 'UNCONFIRMED' : 'SCHEDULED';
        let done = () => {};
        const everyone = new Promise<void>((resolve) => {
          done = resolve;
        });
        const current: Round = { company, status, arrivals: new Map(), done };
        round = current;
        const t0 = performance.now();
        const response = await fetch(`${a.origin}/v1/appointments/status`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${company.token}` },
          body: JSON.stringify({ id: company.appointmentId, status }),
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        });
        const t1 = performance.now();
        const text = await response.text();
        if (!response.ok) throw new Error(`PUT /v1/appointments/status answered ${response.status}: ${text}`);
        company.status = status;
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([everyone, new Promise((resolve) => (timer = setTimeout(resolve, DELIVERY_TIMEOUT_MS)))]);
        clearTimeout(timer);
        round = null;
        const missing = company.members.length - current.arrivals.size;
        if (missing > 0) {
          lost += missing;
          if (++lostRounds >= MAX_LOST_ROUNDS) throw new Error(`${lostRounds} status changes were not delivered.`);
        }
        if (r < WARMUP_ROUNDS) continue;
        roundTrips.push(t1 - t0);
        let slowest = Number.NEGATIVE_INFINITY;
        let firstOnA = Number.POSITIVE_INFINITY;
        for (const [member, at] of current.arrivals) {
          afterResponse[member.side].push(at - t1);
          fromStart[member.side].push(at - t0);
          if (member.side === 'B') slowest = Math.max(slowest, at - t1);
          else firstOnA = Math.min(firstOnA, at);
        }
        if (slowest > Number.NEGATIVE_INFINITY) slowestOnB.push(slowest);
        // The Redis hop: how long after the company's first socket on A each socket on B heard it.
        if (firstOnA < Number.POSITIVE_INFINITY)
          for (const [member, at] of current.arrivals) if (member.side === 'B') behindA.push(at - firstOnA);
      }
      const roundsSeconds = (performance.now() - started) / 1000;
      const end = await Promise.all([a.memory(), b.memory()]);

      log();
      log(
        `Latency of ${ROUNDS} status changes (PUT /v1/appointments/status through A, one at a time over the ` +
          `${COMPANIES} companies, after ${WARMUP_ROUNDS} unmeasured; ${roundsSeconds.toFixed(1)} s) until each of the ` +
          `company's sockets gets the status.update; ms, negative = before A's response arrived:`,
      );
      log(`  ${''.padEnd(58)}${'p50'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}${'samples'.padStart(8)}`);
      log(distribution(`on B (other process, via Redis), after A's response`, afterResponse.B));
      log(distribution(`on B, from the request's start (end to end)`, fromStart.B));
      log(distribution(`on B, the company's last socket, after A's response`, slowestOnB));
      log(distribution(`on B, after the company's first socket on A (the Redis hop)`, behindA));
      log(distribution(`on A (same process), after A's response`, afterResponse.A));
      log(distribution(`on A, from the request's start`, fromStart.A));
      log(distribution(`PUT round trip (request start → response headers)`, roundTrips));
      const expectedB = ROUNDS * (onB / COMPANIES);
      const expectedA = ROUNDS * (onA / COMPANIES);
      log(
        `Delivered: ${afterResponse.B.length} of ${expectedB} on B, ${afterResponse.A.length} of ${expectedA} on A; ` +
          `${lost} lost (warm-up included), ${stray} to another company's sockets, ${unexpected} unexpected or repeated.`,
      );
      const mb = (bytes: number) => (bytes / MB).toFixed(1);
      log(
        `After the rounds (after GC): A RSS ${mb(end[0].afterGc.rss)} MB, heap used ${mb(end[0].afterGc.heapUsed)} MB; ` +
          `B RSS ${mb(end[1].afterGc.rss)} MB, heap used ${mb(end[1].afterGc.heapUsed)} MB.`,
      );

      const problems = [
        lost > 0 && `${lost} deliveries lost`,
        stray > 0 && `${stray} status changes reached another company's sockets`,
        unexpected > 0 && `${unexpected} unexpected or repeated messages`,
        after[0].connections < onA && `server A holds ${after[0].connections} connections for ${onA} sockets`,
        after[1].connections < onB && `server B holds ${after[1].connections} connections for ${onB} sockets`,
      ].filter((problem): problem is string => Boolean(problem));
      if (problems.length > 0) throw new Error(problems.join('; '));
      return { endpoints: [], sizes: [] };
    } finally {
      for (const member of members) member.socket.close();
      await Promise.all(servers.map((s) => s.close()));
      await admin.query(`drop database if exists "${database}" with (force)`).catch(() => undefined);
      await admin.end();
    }
  },
};

export default realtime;
