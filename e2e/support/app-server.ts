import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { databaseUrl as onDatabase, withAdminClient } from '../../apps/server/src/test/test-database';

export const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

/** The demo company's sign-in on every journey server (its staff share the password). */
export const DEMO = {
  email: 'demo@fieldbook.local',
  password: 'Demo-Journeys-1!',
  company: 'Bayside Plumbing & Gas',
  fieldStaffEmail: 'mia@fieldbook.local',
};

export interface AppServer {
  /** http://localhost:<port> — a localhost host gives the sandbox route set (/business, /connect). */
  url: string;
  /** Its database (embedded or not), where the journeys read the email it kept (support/mailbox.ts). */
  databaseUrl: string;
  close(): Promise<void>;
}

let counter = 0;

/**
 * A real Fieldbook server with the demo company, serving the built web app on a random port.
 * Its database is a fresh one on TEST_DATABASE_URL's server, else an embedded PostgreSQL in a temp dir.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`No web build in ${WEB_DIST}: run "npm run build" first (npm run test:e2e does).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldbook-e2e-'));
  // As root the embedded PostgreSQL runs as the postgres user, which must reach this directory.
  chmodSync(dataDir, 0o755);

  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  let databaseUrl = '';
  let database = '';
  if (adminUrl) {
    database = `fbe2e_${process.pid}_${Date.now().toString(36)}_${++counter}`;
    await withAdminClient(adminUrl, (client) => client.query(`create database "${database}"`));
    databaseUrl = onDatabase(adminUrl, database);
  }

  const cleanUp = async () => {
    if (database) {
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${database}" with (force)`));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DEMO: '1',
      DEMO_EMAIL: DEMO.email,
      DEMO_PASSWORD: DEMO.password,
      // The journeys sign in more often than a person would.
      AUTH_RATE_LIMIT: '1000',
      // Never the internet: the address search answers from its fixed sandbox list.
      ADDRESS_PROVIDER: 'sandbox',
      // No weather forecasts either: the sandbox addresses carry coordinates, which would ask Open-Meteo.
      WEATHER_PROVIDER: 'none',
      // Email stays in the outbox, where the journeys read it (support/mailbox.ts).
      MAIL_PROVIDER: 'sandbox',
      ...env,
    });
    const app = await buildApp(config);
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
    } catch (error) {
      await app.close();
      throw error;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return {
      url: `http://localhost:${port}`,
      databaseUrl: app.db.$client.options.connectionString ?? '',
      close: async () => {
        try {
          await app.close();
        } finally {
          await cleanUp();
        }
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
