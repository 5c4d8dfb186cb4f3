import fp from 'fastify-plugin';
import { accountingRoutes } from './accounting.routes';
import { ACCOUNTING_SYNC_QUEUE, type AccountingJob } from './accounting-queue';

/** The accounting link: its routes and the sync's queue. */
export const accountingModule = fp(
  async (app) => {
    const { accounting } = app;
    await app.jobs.work<AccountingJob>(ACCOUNTING_SYNC_QUEUE, (job) => accounting.sync.run(job));
    await app.register(accountingRoutes);
  },
  { name: 'accounting-module', dependencies: ['jobs', 'accounting'], encapsulate: true },
);
