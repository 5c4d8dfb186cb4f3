import { IDEMPOTENCY_KEY_DAYS } from '@fieldbook/domain/idempotency/idempotency.schemas';
import fp from 'fastify-plugin';
import { purgeKeysBefore } from './idempotency.repository';

export const PURGE_QUEUE = 'idempotency-key-purge';
/** Daily, at a quiet hour (UTC). */
export const PURGE_CRON = '40 3 * * *';

/** Idempotency keys have no routes: only the daily purge of the keys older than 30 days. */
export const idempotencyModule = fp(
  async (app) => {
    await app.jobs.schedule(PURGE_QUEUE, PURGE_CRON);
    await app.jobs.work(PURGE_QUEUE, async () => {
      await purgeKeysBefore(app.db, new Date(Date.now() - IDEMPOTENCY_KEY_DAYS * 86_400_000));
    });
  },
  { name: 'idempotency-module', dependencies: ['jobs'], encapsulate: true },
);
