import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { JOB_BATCH_SIZE, JOB_CONCURRENCY, type JobRunner, startJobRunner } from './job-runner';

const MANY = 'job-runner-test-many';
const FLAKY = 'job-runner-test-flaky';

describe('job runner', () => {
  let t: TestApp;
  let db: pg.Pool;
  let runner: JobRunner;
  const errors: unknown[] = [];

  beforeAll(async () => {
    // The app only provides a migrated database here; this file's own runner works its test queues.
    t = await buildTestApp({ JOB_WORKERS: 'false' });
    db = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
    runner = await startJobRunner({
      url: t.databaseUrl,
      workers: true,
      onError: (error) => errors.push(error),
    });
    for (const queue of [MANY, FLAKY]) await runner.createQueue(queue);
  });
  afterAll(async () => {
    await runner.stop();
    await db.end();
    await t.close();
  });

  const states = async (queue: string) =>
    (
      await db.query(
        `select (data->>'n')::int as n, state, retry_count, output from pgboss.job where name = $1 order by n`,
        [queue],
      )
    ).rows as { n: number; state: string; retry_count: number; output: { message?: string } | null }[];
  const queue = async (name: string, count: number) => {
    for (let n = 1; n <= count; n++) await runner.send(t.app.db, name, { n }, new Date());
  };

  it('runs a queue longer than a batch, a few jobs at a time, each once', async () => {
    const count = 2 * JOB_BATCH_SIZE + 30;
    const runs = new Map<number, number>();
    let running = 0;
    let mostAtOnce = 0;
    await queue(MANY, count);
    await runner.work<{ n: number }>(MANY, async ({ n }) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      runs.set(n, (runs.get(n) ?? 0) + 1);
      running -= 1;
    });

    await expect
      .poll(async () => (await states(MANY)).filter((job) => job.state === 'completed').length, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(count);
    expect(runs.size).toBe(count);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    expect(mostAtOnce).toBeGreaterThan(1);
    expect(mostAtOnce).toBeLessThanOrEqual(JOB_CONCURRENCY);
  });

  it('fails only the job that threw: it is retried alone, its batch-mates complete once', async () => {
    const runs = new Map<number, number>();
    await queue(FLAKY, 5);
    await runner.work<{ n: number }>(FLAKY, async ({ n }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
      if (n === 3 && runs.get(n) === 1) throw new Error('provider unreachable');
    });

    await expect
      .poll(async () => (await states(FLAKY)).map((job) => job.state), { timeout: 20_000, interval: 200 })
      .toEqual(['completed', 'completed', 'retry', 'completed', 'completed']);
    const failed = (await states(FLAKY))[2];
    expect(failed?.output?.message).toBe('provider unreachable');
    expect(errors.some((error) => error instanceof Error && error.message === 'provider unreachable')).toBe(true);
    expect([...runs.entries()].sort()).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
    ]);

    // Its retry is a minute away; bring it forward rather than wait.
    await db.query(`update pgboss.job set start_after = now() where name = $1 and state = 'retry'`, [FLAKY]);
    await expect
      .poll(async () => (await states(FLAKY)).map((job) => job.state), { timeout: 20_000, interval: 200 })
      .toEqual(['completed', 'completed', 'completed', 'completed', 'completed']);
    expect((await states(FLAKY))[2]?.retry_count).toBe(1);
    expect([...runs.entries()].sort()).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 1],
      [5, 1],
    ]);
  });
});
