import type { FastifyInstance } from 'fastify';
import { as, type Session } from '../../test/build-test-app';

/** The business records a bank transfer of `amount` dollars against the invoice, once per key. */
export const recordTransfer = (
  app: FastifyInstance,
  session: Session,
  invoiceId: number,
  amount: number,
  idempotencyKey: string,
) =>
  as(app, session, {
    method: 'POST',
    url: '/v1/payments',
    payload: {
      invoice_id: invoiceId,
      amount,
      payment_date: '2026-11-21',
      method: 'BANK_TRANSFER',
      idempotency_key: idempotencyKey,
    },
  });
