import {
  DOCUMENT_LIMITS,
  INVOICE_STATUSES,
  PAYMENT_MESSAGES as M,
  PAYMENT_METHODS,
} from '../documents/documents.constants';
import { paymentPayloadSchema } from '../documents/documents.payloads';
import { dateOnlySchema } from '../documents/documents.schemas';
import { blankToNull } from '../http/schema-helpers';
import { isWholeCents } from '../inventory/line-item.rules';
import { z } from '../zod';

/** Largest single payment, in dollars (a line's price times quantity is far below it). */
export const PAYMENT_AMOUNT_MAX = 100_000_000;

/** POST v1/payments: records a payment against an invoice, once per idempotency key. */
export const createPaymentBodySchema = z.object({
  invoice_id: z.number({ error: M.invoiceRequired }).int().positive(M.invoiceRequired),
  amount: z
    .number({ error: M.amountInvalid })
    .gt(0, M.amountInvalid)
    .max(PAYMENT_AMOUNT_MAX, M.amountInvalid)
    .refine(isWholeCents, M.amountInvalid),
  payment_date: dateOnlySchema(M.dateRequired, M.dateInvalid),
  method: z.enum(PAYMENT_METHODS, { error: M.methodInvalid }),
  reference: z.preprocess(blankToNull, z.string().trim().max(DOCUMENT_LIMITS.referenceMax).nullish()),
  notes: z.preprocess(blankToNull, z.string().trim().max(DOCUMENT_LIMITS.notesMax).nullish()),
  /**
   * Made when the form opens: a retried or double-clicked save records the payment once. The
   * Idempotency-Key header may carry it instead (the offline outbox's replays); one of the two is required.
   */
  idempotency_key: z.string().trim().min(8).max(100).optional(),
});
export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>;

export const voidPaymentBodySchema = z.object({
  id: z.number().int().positive(),
  reason: z.preprocess(
    (v) => (v == null ? '' : v),
    z.string().trim().min(1, M.voidReasonRequired).max(DOCUMENT_LIMITS.voidReasonMax),
  ),
});
export type VoidPaymentBody = z.infer<typeof voidPaymentBodySchema>;

export const searchPaymentsBodySchema = z.object({
  /** Text search over the reference, the invoice number and the client's name. */
  filter: z.string().trim().max(200).default(''),
  invoice_id: z.number().int().positive().nullish(),
  client_id: z.number().int().positive().nullish(),
  method: z.array(z.enum(PAYMENT_METHODS)).max(PAYMENT_METHODS.length).default([]),
  start: z.preprocess(blankToNull, dateOnlySchema(M.dateInvalid, M.dateInvalid).nullish()),
  end: z.preprocess(blankToNull, dateOnlySchema(M.dateInvalid, M.dateInvalid).nullish()),
  include_voided: z.boolean().default(true),
  sort: z.enum(['payment_date', 'amount', 'created_at']).default('payment_date'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.number().int().min(1).default(1),
  rows: z.number().int().min(1).max(100).default(DOCUMENT_LIMITS.pageSize),
});
export type SearchPaymentsBody = z.infer<typeof searchPaymentsBodySchema>;

/** What the invoice shows after a payment changed it. */
export const invoiceBalanceSchema = z.object({
  id: z.number(),
  status: z.enum(INVOICE_STATUSES),
  amount_paid: z.number(),
  amount_due: z.number(),
});
export type InvoiceBalance = z.infer<typeof invoiceBalanceSchema>;

/** POST v1/payments and POST v1/payments/void: the payment, and its invoice's balance after it. */
export const paymentChangedSchema = z.object({ payment: paymentPayloadSchema, invoice: invoiceBalanceSchema });
export type PaymentChanged = z.infer<typeof paymentChangedSchema>;

/** GET v1/payments?id. */
export const paymentReadSchema = z.object({ payment: paymentPayloadSchema });
export type PaymentRead = z.infer<typeof paymentReadSchema>;

/** POST v1/payments/search. */
export const paymentPageSchema = z.object({
  payments: z.array(paymentPayloadSchema),
  total: z.number(),
  page: z.number(),
});
export type PaymentPage = z.infer<typeof paymentPageSchema>;
