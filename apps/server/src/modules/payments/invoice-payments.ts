import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { PaymentMethod } from '@fieldbook/domain/documents/documents.constants';
import type { DocumentClient, PaymentPayload } from '@fieldbook/domain/documents/documents.payloads';
import { toDollars } from '@fieldbook/domain/money/money.rules';
import type { Executor } from '../../db/database';
import { creatorNames } from '../clients/index';
import type { DocumentRow } from '../documents/index';
import { type PaymentRow, paymentRowsOf } from './payments.repository';

/** Who and which invoice a payment is presented with. */
export interface PaymentContext {
  timezone: string;
  invoices: Map<number, { number: string; client: DocumentClient }>;
  users: Map<number, { id: number; name: string }>;
}

export function presentPayment(row: PaymentRow, context: PaymentContext): PaymentPayload {
  const invoice = context.invoices.get(row.invoiceId);
  return {
    id: row.id,
    invoice_id: row.invoiceId,
    invoice_number: invoice?.number ?? '',
    client: invoice?.client ?? { id: 0, display_name: '', email: null },
    amount: toDollars(row.amountCents),
    payment_date: row.paymentDate,
    method: row.method as PaymentMethod,
    reference: row.reference,
    notes: row.notes,
    voided: row.voidedAt !== null,
    voided_at: row.voidedAt ? formatSqlDate(row.voidedAt, context.timezone) : null,
    void_reason: row.voidReason,
    voided_by: row.voidedBy === null ? null : (context.users.get(row.voidedBy)?.name ?? null),
    creator: row.createdBy === null ? null : (context.users.get(row.createdBy) ?? null),
    created_at: formatSqlDate(row.createdAt, context.timezone),
  };
}

/** The names of everyone who recorded or voided these payments, in one query. */
export const paymentUsers = (db: Executor, companyId: number, rows: PaymentRow[]) =>
  creatorNames(db, companyId, [
    ...new Set(rows.flatMap((row) => [row.createdBy, row.voidedBy].filter((id): id is number => id !== null))),
  ]);

/**
 * The payments of opened invoices (documents' PaymentsLoader): read now, each invoice's presented
 * once its clients are known (they are read at the same time).
 */
export async function paymentsByInvoice(db: Executor, companyId: number, timezone: string, rows: DocumentRow[]) {
  const found = await paymentRowsOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  const users = await paymentUsers(db, companyId, found);
  return (clients: Map<number, DocumentClient>) => {
    const invoices = new Map(
      rows.map((row) => [
        row.id,
        {
          number: row.number,
          client: clients.get(row.clientId) ?? { id: row.clientId, display_name: '', email: null },
        },
      ]),
    );
    const byInvoice = new Map<number, PaymentPayload[]>();
    for (const payment of found) {
      const list = byInvoice.get(payment.invoiceId) ?? [];
      list.push(presentPayment(payment, { timezone, invoices, users }));
      byInvoice.set(payment.invoiceId, list);
    }
    return byInvoice;
  };
}
