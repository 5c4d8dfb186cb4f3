import { PAYMENT_MESSAGES as M } from '@fieldbook/domain/documents/documents.constants';
import type { Executor } from '../../db/database';
import { fieldError } from '../../http/http-error';
import { findByKey } from './payments.repository';

/**
 * The payment an idempotency key already recorded on this invoice, if any (a retry answers it
 * again). Keys are unique per company, so a key spent on another invoice is refused (422 on
 * `idempotency_key`) rather than answering with that invoice's payment: a reused key must neither
 * show someone else's payment nor pass for this invoice being paid.
 */
export async function earlierPayment(tx: Executor, invoice: { id: number; companyId: number }, key: string) {
  const earlier = await findByKey(tx, invoice.companyId, key);
  if (earlier && earlier.invoiceId !== invoice.id) throw fieldError('idempotency_key', M.keyReused);
  return earlier;
}
