import { tryTurn } from '../../db/advisory-locks';
import type { Database } from '../../db/database';

/**
 * Runs a company's accounting sync work one job at a time, across jobs and servers: a payment pull must
 * not find a payment that a push is still recording as its own, and count it twice. The lock is a
 * transaction's advisory lock, held while the work runs on other connections. While another job of the
 * company holds it, the work does not run (answers `ran: false`) rather than wait: a waiting job would
 * hold a worker and a connection for as long as the other runs (a full sync: many minutes), and with
 * them its whole fetched batch, so every other company's sync with it.
 */
export function oneSyncAtATime<T>(
  db: Database,
  companyId: number,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  return db.transaction(async (tx) => {
    if (!(await tryTurn(tx, `accounting-sync:${companyId}`))) return { ran: false } as const;
    return { ran: true, value: await work() } as const;
  });
}
