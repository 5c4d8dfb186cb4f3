import { takeTurn } from '../../db/advisory-locks';
import type { Database } from '../../db/database';

/**
 * Runs a company's accounting sync work one job at a time, across jobs and servers: a payment pull must
 * not find a payment that a push is still recording as its own, and count it twice. The lock is a
 * transaction's advisory lock, held while the work runs on other connections.
 */
export function oneSyncAtATime<T>(db: Database, companyId: number, work: () => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await takeTurn(tx, `accounting-sync:${companyId}`);
    return work();
  });
}
