import type { AccountingRecordType } from '@fieldbook/domain/accounting/accounting.schemas';
import type { Executor } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import * as repo from './accounting.repository';

// The accounting sync's queue: what a job is, and queuing one when a record changes.

export const ACCOUNTING_SYNC_QUEUE = 'accounting-sync';
/**
 * Full syncs have a queue of their own: one takes minutes against a large organisation, and its
 * queue's worker fetches nothing more until it ends, so on the records' queue it would hold back
 * every other company's changes.
 */
export const ACCOUNTING_FULL_SYNC_QUEUE = 'accounting-full-sync';
/** How long a company's job waits before it is tried again while another of its jobs runs. */
export const ACCOUNTING_BUSY_RETRY_MS = 15_000;

export type AccountingJob =
  | { companyId: number; kind: 'record'; recordType: AccountingRecordType; recordId: number }
  | { companyId: number; kind: 'full' };

/** The queue a job of the kind goes on. */
export const accountingQueueOf = (job: AccountingJob) =>
  job.kind === 'full' ? ACCOUNTING_FULL_SYNC_QUEUE : ACCOUNTING_SYNC_QUEUE;

/**
 * Queues a record's sync after it changed (inside the caller's transaction when given one), when the
 * company has a linked provider; the record shows as pending until the job runs.
 */
export async function queueRecordSync(
  jobs: JobRunner,
  dbx: Executor,
  job: { companyId: number; recordType: AccountingRecordType; recordId: number },
) {
  const connection = await repo.findConnection(dbx, job.companyId);
  if (connection?.status !== 'LINKED') return;
  await repo.saveLink(dbx, { ...job, provider: connection.provider, status: 'pending' });
  await jobs.send(dbx, ACCOUNTING_SYNC_QUEUE, { ...job, kind: 'record' } satisfies AccountingJob, new Date());
}
