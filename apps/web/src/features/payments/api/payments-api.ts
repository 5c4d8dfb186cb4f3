import { PAYMENT_METHOD_LABELS } from '@fieldbook/domain/documents/documents.constants';
import type { PaymentPayload } from '@fieldbook/domain/documents/documents.payloads';
import { formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import type {
  CreatePaymentBody,
  InvoiceBalance,
  PaymentChanged,
  PaymentPage,
  PaymentRead,
} from '@fieldbook/domain/payments/payments.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { recordKey, sendOrQueue } from '../../../lib/offline/app-outbox';
import { sendPayment } from '../../../lib/offline/outbox-senders';

export type { InvoiceBalance, PaymentPayload };

export const paymentsQueryKey = ['payments'] as const;

export interface PaymentSearchParams {
  filter: string;
  method: string[];
  include_voided: boolean;
  page: number;
  rows: number;
  start?: string | null;
  end?: string | null;
}

/** POST v1/payments/search. */
export function usePaymentSearch(params: PaymentSearchParams) {
  return useQuery({
    queryKey: [...paymentsQueryKey, 'list', params],
    queryFn: () => http.post<PaymentPage>('/payments/search', params),
    placeholderData: keepPreviousData,
  });
}

/** GET v1/payments?id. */
export function usePayment(id: number) {
  return useQuery({
    queryKey: [...paymentsQueryKey, 'detail', id],
    queryFn: async () => (await http.get<PaymentRead>('/payments', { query: { id }, expected: [404] })).payment,
    enabled: id > 0,
  });
}

/** A payment changed an invoice: lists, the invoice and every timeline refetch. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        ['payments', 'documents'].includes(String(query.queryKey[0])) || query.queryKey.includes('timeline'),
    });
}

/** The invoice a payment is recorded on, as the outbox names it: its queued payments go in order. */
export const invoiceRecord = (invoiceId: number) => recordKey('/invoices', invoiceId);

/**
 * POST v1/payments, sent now or queued without a network (null then: the queue shows it). The form's
 * idempotency key is the outbox's key: a retry, a double click or a replay records the payment once.
 */
export function useRecordPayment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: CreatePaymentBody & { idempotency_key: string }): Promise<PaymentChanged | null> => {
      const amount = Number.isFinite(body.amount) ? ` ${formatMoney(toCents(body.amount))}` : '';
      const label = `Payment${amount} ${PAYMENT_METHOD_LABELS[body.method]}`;
      const change = { kind: 'payment', record: invoiceRecord(body.invoice_id), label, payload: body };
      return (await sendOrQueue(change, (key) => sendPayment(body, key), body.idempotency_key)).sent;
    },
    onSuccess: invalidate,
  });
}

/** POST v1/payments/void. */
export function useVoidPayment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { id: number; reason: string }) =>
      http.post<PaymentChanged>('/payments/void', body, { expected: [409] }),
    onSuccess: invalidate,
  });
}
