import fp from 'fastify-plugin';
import { ACCOUNTING_SYNC_QUEUE, type AccountingJob } from '../accounting/index';
import { createAccountingSync } from './accounting-sync';
import { accountingSyncRoutes } from './accounting-sync.routes';

/** The accounting sync: the worker of the queue modules/accounting fills, and the logs' routes. */
export const accountingSyncModule = fp(
  async (app) => {
    const { provider, connections } = app.accounting;
    const sync = createAccountingSync({ db: app.db, provider, connections });
    await app.jobs.work<AccountingJob>(ACCOUNTING_SYNC_QUEUE, (job) => sync.run(job));
    await app.register(accountingSyncRoutes);
  },
  { name: 'accounting-sync-module', dependencies: ['jobs', 'accounting'], encapsulate: true },
);
