import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, useTestApp, whoIs } from '../../test/build-test-app';
import { PURGE_QUEUE } from './idempotency.plugin';
import { purgeKeysBefore } from './idempotency.repository';
import { type KeyedChange, once } from './once';

/** `once` on its own: the key lives and dies with its change's transaction; old keys are purged. */

const ctx = useTestApp();
let change: () => KeyedChange;

const keyCount = async (key: string) =>
  Number((await ctx.db.query('select count(*) as n from idempotency_keys where key = $1', [key])).rows[0]?.n);

beforeAll(async () => {
  const owner = await registerBusiness(ctx.t.app, { company_name: 'Once' });
  const { companyId, userId } = await whoIs(ctx.t.app, owner);
  change = () => ({ companyId, userId, key: `once-${randomUUID()}`, scope: 'POST /v1/things thing:1' });
});

describe('once', () => {
  it('leaves no key when the change fails before commit, so the key runs the change when sent again', async () => {
    const keyed = change();
    const failing = ctx.t.app.db.transaction((tx) =>
      once(tx, keyed, async () => {
        throw new Error('the process died mid-change');
      }),
    );
    await expect(failing).rejects.toThrow('the process died mid-change');
    expect(await keyCount(keyed.key as string)).toBe(0);
    let runs = 0;
    const run = async () => ({ made: ++runs });
    expect(await ctx.t.app.db.transaction((tx) => once(tx, keyed, run))).toEqual({ made: 1 });
    expect(await ctx.t.app.db.transaction((tx) => once(tx, keyed, run))).toEqual({ made: 1 });
    expect(runs).toBe(1);
  });

  it('holds a repeat on the key until the first commits, then answers what it stored', async () => {
    const keyed = change();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const first = ctx.t.app.db.transaction((tx) =>
      once(tx, keyed, async () => {
        runs += 1;
        await gate;
        return 'first';
      }),
    );
    // The first holds the key once its run has begun; the repeat comes while it is still open.
    while (runs === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const repeat = ctx.t.app.db.transaction((tx) => once(tx, keyed, async () => `second run ${++runs}`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    expect(await Promise.all([first, repeat])).toEqual(['first', 'first']);
    expect(runs).toBe(1);
  });

  it('runs every time without a key', async () => {
    let runs = 0;
    const unkeyed = { ...change(), key: null };
    await ctx.t.app.db.transaction((tx) => once(tx, unkeyed, async () => ++runs));
    await ctx.t.app.db.transaction((tx) => once(tx, unkeyed, async () => ++runs));
    expect(runs).toBe(2);
  });
});

describe('the purge', () => {
  it('forgets keys older than 30 days and keeps the rest, on a daily schedule', async () => {
    const old = change();
    const fresh = change();
    for (const keyed of [old, fresh]) await ctx.t.app.db.transaction((tx) => once(tx, keyed, async () => null));
    await ctx.db.query(`update idempotency_keys set created_at = now() - interval '31 days' where key = $1`, [old.key]);
    await purgeKeysBefore(ctx.t.app.db, new Date(Date.now() - 30 * 86_400_000));
    expect([await keyCount(old.key as string), await keyCount(fresh.key as string)]).toEqual([0, 1]);
    const scheduled = await ctx.t.app.db.execute(sql`select cron from pgboss.schedule where name = ${PURGE_QUEUE}`);
    expect(scheduled.rows).toHaveLength(1);
  });
});
