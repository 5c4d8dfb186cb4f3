import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Executor } from '../db/database';

/** How long an idle worker waits before looking again; pg-boss polls no faster than every 0.5 s. */
const POLLING_SECONDS = 1;
/**
 * Jobs taken per fetch, and how many of them run at once. pg-boss 10 waits out the polling interval
 * after every fetch, so one job per fetch ran at most one job a second per process (100 000 reminders
 * due at 9 am took a day); and each fetch sorts every due job of the queue, so fewer, larger fetches
 * are cheaper (bench/reminders.bench.ts: 100 a fetch sent ~1.4x as many a second as 50). The runs
 * share the app's pool of 10 connections with the requests.
 */
export const JOB_BATCH_SIZE = 100;
export const JOB_CONCURRENCY = 4;

export type JobHandler<T> = (data: T) => Promise<void>;
/** Runs a fetched batch of jobs in one call; answers once all of them are done. */
export type BatchHandler<T> = (items: T[]) => Promise<void>;
/**
 * Fetch loops of a batch queue in each process: one fetches while the other's batch runs, each on one
 * connection of the app's pool at a time. Each fetch sorts every due job of the queue (~85 ms with
 * 100 000 due), so a batch queue, whose batch costs a few statements however large, takes more at once.
 */
const BATCH_LOOPS = 2;
const JOB_BATCH_FETCH = 500;

export interface JobRunner {
  /**
   * Queues a job inside the caller's transaction (it exists only if that commits) to run at
   * `startAfter`; answers its id.
   */
  send<T extends object>(tx: Executor, queue: string, data: T, startAfter: Date): Promise<string>;
  /** Cancels pending jobs inside the caller's transaction. */
  cancel(tx: Executor, queue: string, ids: readonly string[]): Promise<void>;
  /** Creates the queue unless it exists; `work` and `schedule` create theirs. */
  createQueue(queue: string): Promise<void>;
  /** Queues the queue's job on a cron schedule (pg-boss queues each due time once across processes). */
  schedule(queue: string, cron: string): Promise<void>;
  /**
   * Runs the queue's jobs in this process (unless JOB_WORKERS is off). The queue is created either way,
   * so the module that registers its worker also declares its queue.
   */
  work<T extends object>(queue: string, handler: JobHandler<T>): Promise<void>;
  /**
   * The same, handing each fetched batch to one call (it can share statements and a transaction across
   * them). When that fails, each job of it is run again alone, so a bad job fails (and is retried) by
   * itself and its batch-mates complete.
   */
  workBatches<T extends object>(queue: string, handler: BatchHandler<T>): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss's SQL, run on our own transaction: its $n placeholders become bound parameters. */
function onExecutor(tx: Executor): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const parts = text.split(/\$(\d+)/);
      // sql.param keeps arrays as one array parameter (a bare interpolation would spread them) and null stays null.
      const chunks: SQL[] = parts.map((part, i) =>
        i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`,
      );
      const result = await tx.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}

/** Runs `run` over the items, at most `limit` at a time; answers each item's error (or null), in order. */
async function settleEach<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  const errors: unknown[] = new Array(items.length).fill(null);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) {
      try {
        await run(items[i] as T);
      } catch (error) {
        errors[i] = error ?? new Error('job failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return errors;
}

/**
 * Background jobs in PostgreSQL (pg-boss, schema pgboss, on the app's own database): they survive
 * restarts, and with several server processes each job is taken by one of them.
 */
/** The job runner's connections name themselves so (the benchmarks leave their polling out of a request's SQL). */
export const JOB_RUNNER_APPLICATION_NAME = 'fieldbook-jobs';

export async function startJobRunner(options: {
  url: string;
  workers: boolean;
  onError: (error: unknown) => void;
}): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString: options.url,
    max: 2,
    schema: 'pgboss',
    application_name: JOB_RUNNER_APPLICATION_NAME,
  });
  boss.on('error', options.onError);
  await boss.start();

  /** Fetches `batchSize` due jobs at a time and answers each job's outcome as `run` reports it. */
  async function fetchLoop<T extends object>(
    queue: string,
    batchSize: number,
    run: (items: T[]) => Promise<unknown[]>,
  ) {
    let workerId: string | null = null;
    workerId = await boss.work<T>(
      queue,
      // No job is queued with a priority, so the fetch need not sort by it.
      { pollingIntervalSeconds: POLLING_SECONDS, batchSize, priority: false },
      async (jobs) => {
        const errors = await run(jobs.map((job) => job.data));
        // Each job's own outcome, or pg-boss would fail (and so re-run) the whole batch for one error:
        // the ones that ran are completed, a failed one is failed alone and gets its retries. pg-boss
        // completes the batch again after this returns, which touches only jobs still active: none.
        const done = jobs.filter((_, i) => errors[i] === null).map((job) => job.id);
        if (done.length > 0) await boss.complete(queue, done);
        for (const [i, job] of jobs.entries()) {
          const error = errors[i];
          if (error === null) continue;
          options.onError(error);
          await boss.fail(queue, job.id, error instanceof Error ? error : { message: String(error) });
        }
        // A full batch means more are probably due: fetch again now instead of after the interval.
        if (jobs.length === batchSize && workerId) boss.notifyWorker(workerId);
      },
    );
  }

  return {
    createQueue: (queue) => boss.createQueue(queue),
    async send(tx, queue, data, startAfter) {
      const id = await boss.send(queue, data, { startAfter, retryLimit: 3, retryDelay: 60, db: onExecutor(tx) });
      if (!id) throw new Error(`pg-boss did not queue a ${queue} job`);
      return id;
    },
    async cancel(tx, queue, ids) {
      if (ids.length > 0) await boss.cancel(queue, [...ids], { db: onExecutor(tx) });
    },
    async schedule(queue, cron) {
      await boss.createQueue(queue);
      await boss.schedule(queue, cron, {}, { retryLimit: 0 });
    },
    async work(queue, handler) {
      await boss.createQueue(queue);
      if (!options.workers) return;
      await fetchLoop<object>(queue, JOB_BATCH_SIZE, (items) =>
        settleEach(items, JOB_CONCURRENCY, handler as JobHandler<object>),
      );
    },
    async workBatches(queue, handler) {
      await boss.createQueue(queue);
      if (!options.workers) return;
      const run = async (items: object[]) => {
        try {
          await (handler as BatchHandler<object>)(items);
          return items.map(() => null);
        } catch (error) {
          if (items.length === 1) return [error ?? new Error('job failed')];
          return settleEach(items, 1, (item) => (handler as BatchHandler<object>)([item]));
        }
      };
      for (let loop = 0; loop < BATCH_LOOPS; loop++) await fetchLoop<object>(queue, JOB_BATCH_FETCH, run);
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
