import type { PaymentPayload } from '@fieldbook/domain/documents/documents.payloads';
import type {
  InvoiceBalance,
  PaymentChanged,
  PaymentPage,
  PaymentRead,
} from '@fieldbook/domain/payments/payments.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

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

export interface RecordPaymentBody {
  invoice_id: number;
  amount: number;
  payment_date: string;
  method: string;
  reference: string;
  notes: string;
  idempotency_key: string;
}

/** POST v1/payments: a retry with the same idempotency key records nothing more. */
export function useRecordPayment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: RecordPaymentBody) => http.post<PaymentChanged>('/payments', body),
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
