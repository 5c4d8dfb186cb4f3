import {
  type InvoiceStatus,
  PAYMENT_MESSAGES as M,
  PAYMENT_METHOD_LABELS,
} from '@fieldbook/domain/documents/documents.constants';
import type { PaymentPayload } from '@fieldbook/domain/documents/documents.payloads';
import { amountDueOf } from '@fieldbook/domain/documents/documents.rules';
import { formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents, toDollars } from '@fieldbook/domain/money/money.rules';
import type {
  CreatePaymentBody,
  InvoiceBalance,
  PaymentChanged,
  PaymentPage,
  SearchPaymentsBody,
} from '@fieldbook/domain/payments/payments.schemas';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError, notFound } from '../../http/http-error';
import { recordActivity } from '../activity/index';
import { clientSummaries } from '../clients/index';
import { type CommunicationSender, type Deliveries, noDeliveries } from '../communications/index';
import { companyTimezone } from '../company/index';
import { type DocumentRow, findDocument, findDocumentsByIds } from '../documents/index';
import type { HeldReports } from '../reports/index';
import { settleInvoice } from './invoice-balance';
import { paymentUsers, presentPayment } from './invoice-payments';
import { earlierPayment } from './payment-keys';
import * as repo from './payments.repository';

/** What the invoice shows after a payment changed it. */
const balanceOf = (invoice: DocumentRow): InvoiceBalance => ({
  id: invoice.id,
  // Only invoice statuses are stored on an invoice.
  status: invoice.status as InvoiceStatus,
  amount_paid: toDollars(invoice.amountPaidCents),
  amount_due: toDollars(amountDueOf(invoice.totalCents, invoice.amountPaidCents)),
});

/**
 * Payments against invoices: each recorded once per idempotency key and voided with a reason; the
 * invoice (locked first, so payments and edits of it take turns) is recomputed in the same
 * transaction, with its activity log.
 */
export function createPaymentsService(deps: {
  db: Database;
  communications: CommunicationSender;
  /** Sends the reports held back for an appointment once its invoice is paid. */
  heldReports: HeldReports;
}) {
  const { db } = deps;

  /**
   * Payments as the API shows them. The company's timezone comes with the session; `invoice`: the
   * payments' invoice as a write's transaction left it (else the invoices are read).
   */
  async function presentMany(
    auth: AuthContext,
    rows: repo.PaymentRow[],
    invoice?: DocumentRow,
  ): Promise<PaymentPayload[]> {
    const { companyId } = auth;
    const [timezone, invoiceRows] = await Promise.all([
      companyTimezone(db, auth),
      invoice ? [invoice] : findDocumentsByIds(db, companyId, 'invoice', [...new Set(rows.map((r) => r.invoiceId))]),
    ]);
    const [clients, users] = await Promise.all([
      clientSummaries(
        db,
        companyId,
        invoiceRows.map((row) => row.clientId),
      ),
      paymentUsers(db, companyId, rows),
    ]);
    const invoices = new Map(
      invoiceRows.map((row) => {
        const client = clients.get(row.clientId);
        return [
          row.id,
          {
            number: row.number,
            client: { id: row.clientId, display_name: client?.display_name ?? '', email: client?.email ?? null },
          },
        ];
      }),
    );
    return rows.map((row) => presentPayment(row, { timezone, invoices, users }));
  }

  const presentOne = async (auth: AuthContext, row: repo.PaymentRow, invoice?: DocumentRow) =>
    (await presentMany(auth, [row], invoice))[0] as PaymentPayload;

  const log = (tx: Executor, auth: AuthContext, invoice: DocumentRow, action: string, description: string) =>
    recordActivity(tx, {
      companyId: auth.companyId,
      userId: auth.userId,
      action,
      subjectType: 'invoice',
      subjectId: invoice.id,
      description,
    });

  async function record(auth: AuthContext, body: CreatePaymentBody, key: string, deliveries: Deliveries) {
    return db.transaction(async (tx) => {
      const invoice = await findDocument(tx, auth.companyId, 'invoice', body.invoice_id, true);
      if (!invoice) throw fieldError('invoice_id', M.invoiceInvalid);
      // A retry of a payment already recorded answers it again, changing nothing.
      const earlier = await earlierPayment(tx, invoice, key);
      if (earlier) return { payment: earlier, invoice };
      if (invoice.archivedAt !== null) throw fieldError('invoice_id', M.invoiceArchived);
      // A draft is not issued: the client cannot see it, so it is not theirs to pay yet.
      if (invoice.status === 'DRAFT') throw fieldError('invoice_id', M.invoiceDraft);
      const amount = toCents(body.amount);
      const due = amountDueOf(invoice.totalCents, invoice.amountPaidCents);
      if (amount > due) throw fieldError('amount', M.amountOverDue(formatMoney(due)));
      const payment = await repo.insertPayment(tx, {
        companyId: auth.companyId,
        invoiceId: invoice.id,
        amountCents: amount,
        paymentDate: body.payment_date,
        method: body.method,
        reference: body.reference ?? null,
        notes: body.notes ?? null,
        idempotencyKey: key,
        createdBy: auth.userId,
      });
      const settled = await settleInvoice(tx, invoice);
      await log(
        tx,
        auth,
        settled,
        'invoice_payment',
        `Recorded a payment of ${formatMoney(amount)} (${PAYMENT_METHOD_LABELS[body.method]}) on invoice ${invoice.number}`,
      );
      await deps.heldReports.afterSettled(tx, settled, deliveries);
      return { payment, invoice: settled };
    });
  }

  return {
    /** Records the payment once per idempotency `key` (the body's or the Idempotency-Key header's). */
    async create(auth: AuthContext, body: CreatePaymentBody, key: string): Promise<PaymentChanged> {
      let outcome: Awaited<ReturnType<typeof record>>;
      const deliveries = noDeliveries();
      try {
        outcome = await record(auth, body, key, deliveries);
      } catch (error) {
        // Two requests with one key raced: the one that lost answers what the winner recorded.
        if (!isUniqueViolation(error)) throw error;
        outcome = await record(auth, body, key, noDeliveries());
      }
      await deps.communications.deliver(deliveries);
      return {
        payment: await presentOne(auth, outcome.payment, outcome.invoice),
        invoice: balanceOf(outcome.invoice),
      };
    },

    async read(auth: AuthContext, id: number) {
      const row = await repo.findPayment(db, auth.companyId, id);
      if (!row) throw notFound(M.notFound);
      return presentOne(auth, row);
    },

    async void(auth: AuthContext, id: number, reason: string): Promise<PaymentChanged> {
      const outcome = await db.transaction(async (tx) => {
        const found = await repo.findPayment(tx, auth.companyId, id);
        if (!found) throw notFound(M.notFound);
        // The invoice first, as recording does, so the two never wait on each other crosswise.
        const invoice = await findDocument(tx, auth.companyId, 'invoice', found.invoiceId, true);
        const payment = await repo.findPayment(tx, auth.companyId, id, true);
        if (!invoice || !payment) throw notFound(M.notFound);
        if (payment.voidedAt !== null) throw conflict(M.voidedAlready);
        const voided = await repo.voidPayment(tx, payment, auth.userId, reason);
        const settled = await settleInvoice(tx, invoice);
        await log(
          tx,
          auth,
          settled,
          'invoice_payment_voided',
          `Voided a payment of ${formatMoney(payment.amountCents)} on invoice ${invoice.number}: ${reason}`,
        );
        return { payment: voided, invoice: settled };
      });
      return {
        payment: await presentOne(auth, outcome.payment, outcome.invoice),
        invoice: balanceOf(outcome.invoice),
      };
    },

    async search(auth: AuthContext, body: SearchPaymentsBody): Promise<PaymentPage> {
      const { rows, total } = await repo.searchPayments(db, auth.companyId, body);
      return { payments: await presentMany(auth, rows), total, page: body.page };
    },
  };
}
