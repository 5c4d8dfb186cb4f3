import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { CHANNELS, type RealtimeMessage } from '@fieldbook/domain/realtime/realtime.constants';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runningEmbeddedPostgresUrl, startEmbeddedPostgres } from '../db/embedded-postgres';
import { connect, listen, type TestSocket } from '../realtime/realtime-test-kit';
import { as, registerBusiness, type Session, useTestApp } from '../test/build-test-app';
import { main, parseMaintenanceArgs, USAGE } from './maintenance';

const ctx = useTestApp();
let owner: Session;
let socket: TestSocket;
const dataDir = mkdtempSync(join(tmpdir(), 'fieldbook-cli-'));

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  socket = await connect(await listen(ctx.t.app), owner.token);
  expect(await socket.subscribe(CHANNELS.system)).toEqual({ ok: true });
});
afterAll(() => {
  socket?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the command as `npm run maintenance -- ...args` would, against the test app's database. */
async function run(args: string[], env: NodeJS.ProcessEnv = { DATABASE_URL: ctx.t.databaseUrl, DATA_DIR: dataDir }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { env, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let markers = 0;

/**
 * Sets maintenance OFF with a marker and waits for its event: NOTIFYs arrive in commit order, so
 * everything announced before has arrived by then. Answers those (the marker left out) and forgets them.
 */
async function drainMaintenance(): Promise<RealtimeMessage[]> {
  const marker = { status: 'OFF' as const, message: null, pending_message: `marker ${++markers}` };
  await ctx.t.app.system.setMaintenance(marker);
  const at = Date.now();
  const markerAt = () => socket.received.findIndex((m) => isDeepStrictEqual(m.data, marker));
  while (markerAt() < 0) {
    if (Date.now() - at > 5_000) throw new Error('the marker never arrived');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const index = markerAt();
  const before = socket.received.slice(0, index);
  socket.received.length = 0;
  return before;
}

/** The next maintenance event on the System channel, after those already seen. */
async function nextMaintenance(): Promise<RealtimeMessage> {
  const message = await socket.next(CHANNELS.system, 'maintenance');
  socket.received.splice(0, socket.received.indexOf(message) + 1);
  return message;
}

const load = () => as(ctx.t.app, owner, { method: 'GET', url: '/v1/user/load' });

describe('npm run maintenance', () => {
  beforeAll(drainMaintenance);
  afterEach(drainMaintenance);

  it('on: stores the state, tells open screens on System and the API answers 503 until off', async () => {
    expect((await load()).statusCode).toBe(200);

    const on = await run(['on', 'We are upgrading']);
    expect(on).toMatchObject({ code: 0, err: '' });
    expect(on.out).toContain('Maintenance is ON.');
    expect(on.out).toContain('Message: We are upgrading');
    expect(on.out).toContain('Database: DATABASE_URL');
    const maintenance = { status: 'ON', message: 'We are upgrading', pending_message: null };
    expect(await nextMaintenance()).toEqual({ channel: CHANNELS.system, event: 'maintenance', data: maintenance });

    const blocked = await load();
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json()).toMatchObject({ payload: { maintenance }, message: 'We are upgrading' });
    expect((await ctx.db.query("select value from system_state where key = 'maintenance'")).rows[0].value).toEqual(
      maintenance,
    );

    const off = await run(['off']);
    expect(off).toMatchObject({ code: 0, err: '' });
    expect(off.out).toContain('Maintenance is OFF.');
    expect((await nextMaintenance()).data).toEqual({ status: 'OFF', message: null, pending_message: null });
    expect((await load()).statusCode).toBe(200);
  });

  it('pending: announces the notice while the API keeps answering', async () => {
    const pending = await run(['pending', 'Back at 2 am']);
    expect(pending.code).toBe(0);
    expect(pending.out).toContain('Maintenance is PENDING.');
    expect(pending.out).toContain('Notice: Back at 2 am');
    const state = { status: 'PENDING', message: null, pending_message: 'Back at 2 am' };
    expect((await nextMaintenance()).data).toEqual(state);
    const response = await load();
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.maintenance).toEqual(state);
  });

  it('takes unquoted words as one message, and on without one uses the standard message', async () => {
    expect((await run(['on', 'Back', 'soon'])).code).toBe(0);
    expect((await nextMaintenance()).data).toMatchObject({ status: 'ON', message: 'Back soon' });

    const bare = await run(['on']);
    expect(bare.out).toContain(MESSAGES.maintenance);
    expect((await nextMaintenance()).data).toEqual({ status: 'ON', message: null, pending_message: null });
    expect((await load()).json().message).toBe(MESSAGES.maintenance);
  });

  it('status prints the state and changes nothing', async () => {
    await ctx.t.app.system.setMaintenance({ status: 'PENDING', message: null, pending_message: 'Tonight' });
    await nextMaintenance();
    const status = await run(['status']);
    expect(status.code).toBe(0);
    expect(status.out).toContain('Maintenance is PENDING.');
    expect(status.out).toContain('Notice: Tonight');
    expect(status.out).not.toContain('has been told');
    expect(await drainMaintenance()).toEqual([]);
  });

  it('message: shows every signed-in screen a titled notice, changing no state', async () => {
    const before = (await load()).json().payload.maintenance;
    const sent = await run(['message', 'Upgrade tonight', 'Fieldbook will be down from 1 to 2 am.']);
    expect(sent).toMatchObject({ code: 0, err: '' });
    expect(sent.out).toContain('Announced "Upgrade tonight"');
    expect(await socket.next(CHANNELS.system, 'message')).toEqual({
      channel: CHANNELS.system,
      event: 'message',
      data: { title: 'Upgrade tonight', body: 'Fieldbook will be down from 1 to 2 am.' },
    });
    expect((await load()).json().payload.maintenance).toEqual(before);
    expect((await run(['message', 'Only a title'])).err).toMatch(/^"message" needs a title and a text\./);
  });

  it('refuses wrong arguments with the usage, before touching any database', async () => {
    const noDatabase = { DATA_DIR: join(dataDir, 'never-used') };
    for (const args of [[], ['start'], ['off', 'now'], ['status', 'please'], ['on', '--force', 'x']]) {
      const result = await run(args, noDatabase);
      expect(result.code).toBe(2);
      expect(result.out).toBe('');
      expect(result.err).toContain(USAGE);
    }
    expect((await run(['start'], noDatabase)).err).toMatch(/^Unknown command "start"\./);
    expect((await run([], noDatabase)).err).toMatch(/^Missing command\./);
    expect((await run(['off', 'now'], noDatabase)).err).toMatch(/^"off" takes no message/);
    expect((await run(['on', '--force', 'x'], noDatabase)).err).toMatch(/^Unknown option "--force"\./);
    expect(existsSync(join(dataDir, 'never-used'))).toBe(false);

    const help = await run(['--help'], noDatabase);
    expect(help).toEqual({ code: 0, out: USAGE, err: '' });
  });

  it('without DATABASE_URL and no embedded database in DATA_DIR, says so and creates none', async () => {
    const empty = join(dataDir, 'empty');
    const result = await run(['on', 'x'], { DATA_DIR: empty });
    expect(result.code).toBe(1);
    expect(result.err).toContain(`There is no database in ${join(empty, 'postgres')}`);
    expect(existsSync(empty)).toBe(false);
  });
});

describe('parseMaintenanceArgs', () => {
  it('reads the commands case-insensitively', () => {
    expect(parseMaintenanceArgs(['ON', 'x'])).toEqual({
      action: 'set',
      value: { status: 'ON', message: 'x', pending_message: null },
    });
    expect(parseMaintenanceArgs(['Pending'])).toEqual({
      action: 'set',
      value: { status: 'PENDING', message: null, pending_message: null },
    });
    expect(parseMaintenanceArgs(['status'])).toEqual({ action: 'status' });
    expect(parseMaintenanceArgs(['on', 'We', 'need', 'help'])).toMatchObject({ value: { message: 'We need help' } });
    expect(parseMaintenanceArgs(['help'])).toEqual({ action: 'help' });
  });
});

describe('the embedded database of DATA_DIR', () => {
  it('is found through its postmaster.pid while its process lives', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fieldbook-pid-'));
    try {
      expect(runningEmbeddedPostgresUrl(dir, 'fieldbook')).toBeNull();
      const pidFile = (pid: number) =>
        writeFileSync(join(dir, 'postmaster.pid'), `${pid}\n${dir}\n1700000000\n54321\n/tmp\nlocalhost\n 1 2\nready\n`);
      pidFile(process.pid);
      expect(runningEmbeddedPostgresUrl(dir, 'fieldbook')).toBe(
        'postgres://postgres:postgres@127.0.0.1:54321/fieldbook',
      );
      pidFile(2 ** 22 + 1); // above Linux's highest pid: never a live process
      expect(runningEmbeddedPostgresUrl(dir, 'fieldbook')).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes to the running server's one, or starts it for the change and stops it again", async () => {
    const root = join(dataDir, 'embedded');
    mkdirSync(root, { recursive: true });
    // As root the database runs as the postgres user, which must reach the directory.
    for (const dir of [dataDir, root]) chmodSync(dir, 0o755);
    const dir = join(root, 'postgres');
    const env = { DATA_DIR: root };

    // A server ran here once (and made the database); none runs now.
    await (await startEmbeddedPostgres(dir, 'fieldbook')).stop();
    const pending = await run(['pending', 'Back at 2 am'], env);
    expect(pending).toMatchObject({ code: 0, err: '' });
    expect(pending.out).toContain('Maintenance is PENDING.');
    expect(pending.out).toContain('started for this and stopped again');
    expect(runningEmbeddedPostgresUrl(dir, 'fieldbook')).toBeNull();

    // The server runs: the command uses its database without starting another.
    const server = await startEmbeddedPostgres(dir, 'fieldbook');
    try {
      const status = await run(['status'], env);
      expect(status).toMatchObject({ code: 0, err: '' });
      expect(status.out).toContain('Notice: Back at 2 am');
      expect(status.out).toContain("the running server's embedded PostgreSQL");
      expect((await run(['off'], env)).out).toContain('Maintenance is OFF.');
    } finally {
      await server.stop();
    }
  }, 120_000);
});
