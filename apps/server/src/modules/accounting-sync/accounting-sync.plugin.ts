import fp from 'fastify-plugin';
import {
  ACCOUNTING_BUSY_RETRY_MS,
  ACCOUNTING_FULL_SYNC_QUEUE,
  ACCOUNTING_SYNC_QUEUE,
  type AccountingJob,
  accountingQueueOf,
} from '../accounting/index';
import { createAccountingSync } from './accounting-sync';
import { accountingSyncRoutes } from './accounting-sync.routes';

/** The accounting sync: the workers of the queues modules/accounting fills, and the logs' routes. */
export const accountingSyncModule = fp(
  async (app) => {
    const { provider, connections } = app.accounting;
    const sync = createAccountingSync({
      db: app.db,
      provider,
      connections,
      // A job of a company whose other job still runs goes back on its queue, to run after it.
      later: async (job) => {
        await app.jobs.send(app.db, accountingQueueOf(job), job, new Date(Date.now() + ACCOUNTING_BUSY_RETRY_MS));
      },
    });
    await app.jobs.work<AccountingJob>(ACCOUNTING_SYNC_QUEUE, (job) => sync.run(job));
    await app.jobs.work<AccountingJob>(ACCOUNTING_FULL_SYNC_QUEUE, (job) => sync.run(job));
    await app.register(accountingSyncRoutes);
  },
  { name: 'accounting-sync-module', dependencies: ['jobs', 'accounting'], encapsulate: true },
);
