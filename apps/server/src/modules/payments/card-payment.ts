import { formatMoney } from '@fieldbook/domain/format/en-au';
import type { Executor } from '../../db/database';
import { recordActivity } from '../activity/index';
import type { DocumentRow } from '../documents/index';
import { settleInvoice } from './invoice-balance';
import * as repo from './payments.repository';

/**
 * A card payment the client made in Client Connect, recorded inside the caller's transaction with
 * the invoice locked: the payment, the invoice's new balance and status, and its log entry.
 */
export async function recordCardPayment(
  tx: Executor,
  input: {
    invoice: DocumentRow;
    amountCents: number;
    paymentDate: string;
    chargeRef: string;
    provider: string;
    idempotencyKey: string;
    portalUserId: number | null;
    payerName: string;
  },
) {
  const { invoice } = input;
  const payment = await repo.insertPayment(tx, {
    companyId: invoice.companyId,
    invoiceId: invoice.id,
    amountCents: input.amountCents,
    paymentDate: input.paymentDate,
    method: 'CARD',
    reference: input.chargeRef,
    notes: `Paid online by ${input.payerName} in Client Connect`,
    idempotencyKey: input.idempotencyKey,
    provider: input.provider,
    portalUserId: input.portalUserId,
    createdBy: null,
  });
  const settled = await settleInvoice(tx, invoice);
  await recordActivity(tx, {
    companyId: invoice.companyId,
    userId: null,
    action: 'invoice_payment',
    subjectType: 'invoice',
    subjectId: invoice.id,
    description: `${input.payerName} paid ${formatMoney(input.amountCents)} by card on invoice ${invoice.number} in Client Connect`,
  });
  return { payment, invoice: settled };
}
