import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Executor } from '../db/database';

/** pg-boss polls no faster than every 0.5 s; a second is plenty for notices due on a day. */
const POLLING_SECONDS = 1;

export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobRunner {
  /**
   * Queues a job inside the caller's transaction (it exists only if that commits) to run at
   * `startAfter`; answers its id.
   */
  send<T extends object>(tx: Executor, queue: string, data: T, startAfter: Date): Promise<string>;
  /** Cancels pending jobs inside the caller's transaction. */
  cancel(tx: Executor, queue: string, ids: readonly string[]): Promise<void>;
  /** Runs the queue's jobs in this process (unless JOB_WORKERS is off). */
  work<T extends object>(queue: string, handler: JobHandler<T>): Promise<void>;
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

/**
 * Background jobs in PostgreSQL (pg-boss, schema pgboss, on the app's own database): they survive
 * restarts, and with several server processes each job is taken by one of them.
 */
export async function startJobRunner(options: {
  url: string;
  workers: boolean;
  queues: readonly string[];
  onError: (error: unknown) => void;
}): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString: options.url,
    max: 2,
    schema: 'pgboss',
    application_name: 'fieldbook-jobs',
  });
  boss.on('error', options.onError);
  await boss.start();
  for (const queue of options.queues) await boss.createQueue(queue);

  return {
    async send(tx, queue, data, startAfter) {
      const id = await boss.send(queue, data, { startAfter, retryLimit: 3, retryDelay: 60, db: onExecutor(tx) });
      if (!id) throw new Error(`pg-boss did not queue a ${queue} job`);
      return id;
    },
    async cancel(tx, queue, ids) {
      if (ids.length > 0) await boss.cancel(queue, [...ids], { db: onExecutor(tx) });
    },
    async work(queue, handler) {
      if (!options.workers) return;
      await boss.work<object>(queue, { pollingIntervalSeconds: POLLING_SECONDS }, async (jobs) => {
        for (const job of jobs) await handler(job.data as Parameters<typeof handler>[0]);
      });
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
