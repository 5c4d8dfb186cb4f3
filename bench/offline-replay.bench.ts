import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import type { Benchmark, SizeMeasurement } from './lib/bench';
import { demoOwner, signInAsDemo } from './lib/server';

/** A worker's day: 20 appointments over today and the next 7 days, each with this many queued changes. */
const APPOINTMENTS = 20;
const NOTES_EACH = 8;
/** Start, the notes, complete: 10 changes an appointment, 200 in all. */
const CHANGES = APPOINTMENTS * (NOTES_EACH + 2);

interface Change {
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  key: string;
}

const sqlLocal = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
};

/** One JSON call as the web app's HTTP client makes it; answers the envelope's payload and its JSON bytes. */
async function call<T>(origin: string, token: string, method: string, path: string, body?: unknown, key?: string) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  const payload = (JSON.parse(text) as { payload: T }).payload;
  return { payload, bytes: Buffer.byteLength(JSON.stringify(payload)) };
}

/**
 * Issue 36 item 6. The replay of 200 changes queued offline (start, 8 notes, complete on each of 20
 * appointments), sent as lib/offline/outbox-senders.ts sends them: in order, one at a time, each with its
 * Idempotency-Key. Then all 200 again with the same keys, as a replay cut off before its acknowledgements
 * would, and the rows counted: nothing may be doubled. Then the stored day of that worker: the JSON of
 * what the read-ahead (apps/web/src/app/field-day.ts) keeps, by query.
 */
const offlineReplay: Benchmark = {
  name: 'offline-replay',
  async run({ server, log }) {
    const { origin, databaseUrl } = server;
    const token = await signInAsDemo(origin);
    const { ownerId } = await demoOwner(databaseUrl);
    const client = await call<{ id: number }>(origin, token, 'POST', '/v1/clients', {
      first_name: 'Rita',
      last_name: 'Replay',
      reference_id: `REPLAY-${process.pid}`,
    });
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    const ids: number[] = [];
    for (let i = 0; i < APPOINTMENTS; i++) {
      const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() + (i % 8), 8 + (i % 9));
      const { payload } = await call<{ appointment: { id: number } }>(origin, token, 'POST', '/v1/appointments', {
        title: `Field job ${i + 1}`,
        description: 'Gate code 4321. Dog in the yard.',
        start_date: sqlLocal(start),
        end_date: sqlLocal(new Date(start.getTime() + 3600_000)),
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        status: 'SCHEDULED',
        clients: [client.payload.id],
        attendees: [ownerId],
      });
      ids.push(payload.appointment.id);
    }

    const queue: Change[] = ids.flatMap((id) => [
      { method: 'PUT', path: '/v1/appointments/status', body: { id, status: 'IN_PROGRESS' }, key: randomUUID() },
      ...Array.from({ length: NOTES_EACH }, (_, n) => ({
        method: 'POST' as const,
        path: '/v1/appointments/notes',
        body: {
          id,
          value: `<p>Checked the unit, note ${n + 1}: replaced the seal, tested, all good.</p>`,
          is_hidden: false,
        },
        key: randomUUID(),
      })),
      { method: 'PUT', path: '/v1/appointments/status', body: { id, status: 'COMPLETE' }, key: randomUUID() },
    ]);
    if (queue.length !== CHANGES) throw new Error(`Built ${queue.length} changes, not ${CHANGES}.`);
    const replay = async () => {
      const started = performance.now();
      for (const change of queue) await call(origin, token, change.method, change.path, change.body, change.key);
      return performance.now() - started;
    };

    const firstMs = await replay();
    const againMs = await replay();
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    let counts: { notes: number; complete: number; keys: number };
    try {
      const { rows } = await db.query(
        `select
           (select count(*) from notes where subject_type = 'appointment' and subject_id = any($1)) as notes,
           (select count(*) from appointments where id = any($1) and status = 'COMPLETE') as complete,
           (select count(*) from idempotency_keys where key = any($2)) as keys`,
        [ids, queue.map((change) => change.key)],
      );
      counts = { notes: Number(rows[0].notes), complete: Number(rows[0].complete), keys: Number(rows[0].keys) };
    } finally {
      await db.end();
    }
    const perChange = (ms: number) => `${(ms / CHANGES).toFixed(1)} ms a change`;
    log(
      `Offline replay: ${CHANGES} queued changes (20 appointments × start, ${NOTES_EACH} notes, complete), in order.`,
    );
    log(`  drain:          ${(firstMs / 1000).toFixed(2)} s, ${CHANGES} requests (${perChange(firstMs)})`);
    log(`  replayed again: ${(againMs / 1000).toFixed(2)} s, ${CHANGES} requests (${perChange(againMs)}), same keys`);
    log(
      `  rows: ${counts.notes} notes (want ${APPOINTMENTS * NOTES_EACH}), ${counts.complete} appointments complete (want ${APPOINTMENTS}), ${counts.keys} keys (want ${CHANGES})`,
    );
    if (counts.notes !== APPOINTMENTS * NOTES_EACH || counts.complete !== APPOINTMENTS || counts.keys !== CHANGES) {
      throw new Error('The replay doubled or lost a change.');
    }

    // The stored day: what field-day.ts reads ahead, as the payloads the query cache keeps.
    const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 8);
    const search = await call<{ appointments: { id: number; clients: { id: number }[] }[] }>(
      origin,
      token,
      'POST',
      '/v1/appointments/search',
      { start: sqlLocal(today), end: sqlLocal(end), users: [ownerId], rows: 200, sortBy: 'start_date' },
    );
    const found = search.payload.appointments;
    // The demo company's own appointments of the week are the worker's too: the day holds them as well.
    if (found.length < APPOINTMENTS)
      throw new Error(`The day holds ${found.length} appointments, not ${APPOINTMENTS}.`);
    const parts: Record<string, unknown[]> = {
      'user/load': [],
      search: [search.payload],
      appointments: [],
      timelines: [],
      clients: [],
    };
    parts['user/load']?.push((await call(origin, token, 'GET', '/v1/user/load')).payload);
    for (const { id } of found) {
      parts.appointments?.push((await call(origin, token, 'GET', `/v1/appointments/find?id=${id}`)).payload);
      parts.timelines?.push((await call(origin, token, 'GET', `/v1/appointments/timeline?id=${id}&page=1`)).payload);
    }
    for (const id of new Set(found.flatMap((appointment) => appointment.clients.map((c) => c.id)))) {
      parts.clients?.push((await call(origin, token, 'GET', `/v1/clients?id=${id}`)).payload);
    }
    const files = Object.entries(parts).map(([name, payloads]) => {
      const json = JSON.stringify(payloads);
      return {
        name: `${name} (${payloads.length})`,
        rawBytes: Buffer.byteLength(json),
        gzipBytes: gzipSync(json).length,
      };
    });
    const day: SizeMeasurement = {
      title: `Stored day: ${found.length} appointments (${APPOINTMENTS} with ${NOTES_EACH} notes each), JSON of the kept queries`,
      files,
    };
    const total = files.reduce((sum, file) => sum + file.rawBytes, 0);
    log(`  stored day: ${(total / 1024).toFixed(1)} kB of JSON over ${files.length} kinds of query`);
    log();
    return { endpoints: [], sizes: [day] };
  },
};

export default offlineReplay;
