import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { main as maintenance } from '../cli/maintenance';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { runningEmbeddedPostgresUrl, startEmbeddedPostgres } from './embedded-postgres';
import { occupantOf, postmasterPid, stopOrphan } from './embedded-postgres-owner';
import { WATCHDOG_NAME } from './embedded-postgres-watchdog';

/**
 * The real server as its own process on its embedded PostgreSQL in one DATA_DIR, killed as a crash
 * kills it, and started again on the same data.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'fieldbook-restart-'));
// As root the database runs as the postgres user, which must reach the directory.
chmodSync(dataDir, 0o755);
const pgDir = join(dataDir, 'postgres');
const servers: ServerProcess[] = [];

async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', JOB_WORKERS: '0' });
  servers.push(server);
  return server;
}

function killed(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) resolve();
    else server.child.once('exit', () => resolve());
  });
}

/** The processes whose parent is `pid` (PostgreSQL's backends and helpers of its postmaster). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The shell that stops a server's PostgreSQL when the server dies (embedded-postgres-watchdog.ts). */
function watchdogOf(server: ServerProcess): number {
  const [watchdog] = childrenOf(server.child.pid as number).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(WATCHDOG_NAME);
    } catch {
      return false;
    }
  });
  expect(watchdog).toBeDefined();
  return watchdog as number;
}

/** SIGKILL to all of them in one go; one that has just ended is no matter. */
function killAll(pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
}

interface AppointmentType {
  id: number;
  name: string;
}

/** Saves an appointment type (a record a new business may create without a trial limit). */
async function saveType(server: ServerProcess, token: string, name: string): Promise<AppointmentType | null> {
  const response = await fetch(`${server.url}/v1/appointments/types/save`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, time_allocation: 60 }),
  });
  const body = (await response.json()) as { payload: { default: AppointmentType } };
  return response.status === 200 ? body.payload.default : null;
}

async function typeNames(server: ServerProcess, token: string): Promise<string[]> {
  const response = await fetch(`${server.url}/v1/appointments/types/available`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { payload: { types: AppointmentType[] } }).payload.types.map((type) => type.name);
}

async function register(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/v1/register/business`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      company_name: 'Crash Test Plumbing',
      first_name: 'Olivia',
      last_name: 'Owner',
      email: `crash.${process.pid}@example.com`,
      password: 'Sturdy-Pass1!',
      guid: 'crash-test',
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { payload: { token: string } }).payload.token;
}

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.stop();
  }
  // Whatever a failed test left running here is this test's own PostgreSQL.
  const left = occupantOf(pgDir);
  if (left.state !== 'free') await stopOrphan(left.pid);
  rmSync(dataDir, { recursive: true, force: true });
});

// It finds processes through /proc.
describe.runIf(process.platform === 'linux')('starting again after a crash', () => {
  let token = '';
  let server: ServerProcess;

  it('stops its PostgreSQL with a server killed with SIGKILL, and starts again on the data', async () => {
    server = await startServer();
    token = await register(server);
    expect(await saveType(server, token, 'Before the crash')).not.toBeNull();

    server.child.kill('SIGKILL');
    await killed(server);
    await expect.poll(() => occupantOf(pgDir).state, { timeout: 30_000 }).toBe('free');

    server = await startServer();
    expect(await typeNames(server, token)).toContain('Before the crash');
  }, 90_000);

  it('stops the PostgreSQL a killed server left running when it starts again', async () => {
    // The server and its watchdog killed at once (as when a whole process group is): the orphan runs on.
    // The watchdog first, or it could stop PostgreSQL in between.
    killAll([watchdogOf(server), server.child.pid as number]);
    await killed(server);
    const orphan = postmasterPid(pgDir) as number;
    expect(occupantOf(pgDir)).toEqual({ state: 'orphan', pid: orphan });

    server = await startServer();
    expect(await typeNames(server, token)).toContain('Before the crash');
    expect(postmasterPid(pgDir)).not.toBe(orphan);
  }, 90_000);

  it('keeps every create it acknowledged when the server and PostgreSQL lose power at once', async () => {
    const acknowledged: number[] = [];
    let cut = false;
    const writer = async (client: number) => {
      for (let n = 1; !cut; n++) {
        try {
          const saved = await saveType(server, token, `Writer ${client} type ${n}`);
          if (saved) acknowledged.push(saved.id);
        } catch {
          return; // the server is gone: this request was never acknowledged
        }
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    // Every PostgreSQL process and the server, killed in one go as a power cut stops them.
    const postmaster = postmasterPid(pgDir) as number;
    cut = true;
    killAll([watchdogOf(server), ...childrenOf(postmaster), postmaster, server.child.pid as number]);
    await Promise.all([killed(server), ...writers]);
    await expect.poll(() => occupantOf(pgDir).state, { timeout: 10_000 }).toBe('free');
    expect(acknowledged.length).toBeGreaterThan(20);

    server = await startServer();
    const client = new pg.Client({ connectionString: runningEmbeddedPostgresUrl(pgDir, 'fieldbook') as string });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>(
        'select id::int as id from appointment_types where id = any($1::bigint[])',
        [acknowledged],
      );
      expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));
    } finally {
      await client.end();
    }
  }, 90_000);

  it("leaves a live server's PostgreSQL alone, and stops it with the server", async () => {
    // Another start on its data is refused; the maintenance command uses its database as it is.
    await expect(startEmbeddedPostgres(pgDir, 'fieldbook')).rejects.toThrow(/is in use by another process/);
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    expect(await maintenance(['status'], { env: { DATA_DIR: dataDir }, out: log, err: log })).toBe(0);
    expect(lines.join('\n')).toContain("the running server's embedded PostgreSQL");
    expect(await typeNames(server, token)).toContain('Before the crash');

    // Stopped as a process manager stops it, the server takes its PostgreSQL with it.
    expect(await server.stop()).toBe(0);
    expect(occupantOf(pgDir).state).toBe('free');
    expect(existsSync(join(pgDir, 'postmaster.pid'))).toBe(false);
  }, 30_000);
});
