import { createHash, randomBytes } from 'node:crypto';
import type { AccountingRecordType } from '@fieldbook/domain/accounting/accounting.schemas';
import type { Database } from '../../db/database';
import * as repo from '../accounting/index';

/** What a push sends, in short: a key kept for a retry goes only with the same content. */
const digestOf = (pushed: object) =>
  createHash('sha256').update(JSON.stringify(pushed)).digest('base64url').slice(0, 16);

/** A new key for a push: the record and what is sent. */
export const freshKey = (recordType: AccountingRecordType, companyId: number, recordId: number, pushed: object) =>
  `fieldbook-${recordType}-${companyId}-${recordId}-${randomBytes(8).toString('hex')}-${digestOf(pushed)}`;

/**
 * The idempotency keys pushes go with. A push whose outcome is unknown (no answer: the provider may have
 * saved it) keeps its key in its error log's details; the same content sent again goes under it, so the
 * provider answers as it did the first time rather than making a second record. After any answer (saved,
 * or refused and then put right at the provider) a new key, since a provider answers a key it knows with
 * its first answer again.
 */
export function pushKeys(db: Database) {
  async function keptKey(companyId: number, lastLogId: number | null | undefined, pushed: object) {
    const last = lastLogId ? await repo.findLog(db, companyId, lastLogId) : null;
    const kept = last?.status === 'error' && !last.resolvable ? (last.details as { idempotency_key?: unknown }) : null;
    const key = kept?.idempotency_key;
    return typeof key === 'string' && key.endsWith(`-${digestOf(pushed)}`) ? key : null;
  }

  return {
    keptKey,
    async keyFor(
      companyId: number,
      recordType: AccountingRecordType,
      recordId: number,
      lastLogId: number | null | undefined,
      pushed: object,
    ): Promise<string> {
      return (await keptKey(companyId, lastLogId, pushed)) ?? freshKey(recordType, companyId, recordId, pushed);
    },
  };
}
