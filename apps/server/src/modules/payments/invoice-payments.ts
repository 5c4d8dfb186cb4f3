import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { PaymentMethod } from '@fieldbook/domain/documents/documents.constants';
import type { DocumentClient, PaymentPayload } from '@fieldbook/domain/documents/documents.payloads';
import { toDollars } from '@fieldbook/domain/money/money.rules';
import type { Executor } from '../../db/database';
import { creatorNames } from '../clients/clients.repository';
import type { PaymentRow } from './payments.repository';

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
