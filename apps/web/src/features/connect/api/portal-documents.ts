import type {
  PortalAnswered,
  PortalBusinessPage,
  PortalDocumentPage,
  PortalDocumentRef,
  PortalHome,
  PortalPaymentResult,
  PortalPaymentSettings,
} from '@fieldbook/domain/connect/connect.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

const refQuery = (ref: PortalDocumentRef) =>
  'reference' in ref ? { reference: ref.reference } : { business_id: ref.business_id, type: ref.type, id: ref.id };

export const portalDocumentKey = (ref: PortalDocumentRef) => ['connect', 'document', refQuery(ref)] as const;

/** GET v1/clientConnect/document: by an emailed link's reference, or a linked account's business and id. */
export const portalDocumentQuery = (ref: PortalDocumentRef) =>
  queryOptions({
    queryKey: portalDocumentKey(ref),
    queryFn: () =>
      http.get<PortalDocumentPage>('/clientConnect/document', {
        query: refQuery(ref),
        expected: [404],
      }),
    retry: false,
  });

export const usePortalDocument = (ref: PortalDocumentRef) => useQuery(portalDocumentQuery(ref));

/** The document's PDF, as the business would send it. */
export const downloadPortalPdf = (ref: PortalDocumentRef) =>
  http.download('/clientConnect/document/pdf', { query: refQuery(ref) });

export const usePortalHome = () =>
  useQuery({
    queryKey: ['connect', 'home'],
    queryFn: () => http.get<PortalHome>('/clientConnect/home'),
  });

export const usePortalBusiness = (id: number) =>
  useQuery({
    queryKey: ['connect', 'business', id],
    queryFn: () => http.get<PortalBusinessPage>('/clientConnect/business', { query: { id }, expected: [404] }),
    retry: false,
  });

/**
 * Accept (name and signature) or decline (optional reason) the version shown (`updated_at`): the answer
 * replaces the document shown. Refused (changed by the business meanwhile), the document is read again.
 */
export function usePortalAnswer(ref: PortalDocumentRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      answer: ({ action: 'accept'; name: string; signature: string } | { action: 'decline'; reason?: string }) & {
        updated_at: string;
      },
    ) => {
      const { action, ...rest } = answer;
      return http.post<PortalAnswered>(
        `/clientConnect/quotation/${action}`,
        { ...refQuery(ref), ...rest },
        { quiet: true },
      );
    },
    onSuccess: (payload) =>
      queryClient.setQueryData(portalDocumentKey(ref), (old: { payments?: PortalPaymentSettings } | undefined) => ({
        ...old,
        document: payload.document,
      })),
    onError: () => queryClient.refetchQueries({ queryKey: portalDocumentKey(ref) }),
  });
}

export type PayChoice = { card_id: number } | { token: string; holder_name: string; save_card: boolean };

/**
 * Pays what is due; one idempotency key per attempt, so a retried or doubled request charges once. A
 * refusal rejects only once the invoice has been read again.
 */
export function usePayInvoice(ref: PortalDocumentRef) {
  const queryClient = useQueryClient();
  return useMutation({
    // `amount`: the amount due the payer is shown; changed since (by the business), nothing is charged.
    mutationFn: (input: { choice: PayChoice; idempotencyKey: string; amount: number | null }) =>
      http.post<PortalPaymentResult>(
        '/clientConnect/invoice/pay',
        {
          ...refQuery(ref),
          ...input.choice,
          idempotency_key: input.idempotencyKey,
          ...(input.amount === null ? {} : { amount: input.amount }),
        },
        { quiet: true },
      ),
    onSuccess: (payload) => {
      queryClient.setQueryData(portalDocumentKey(ref), (old: { payments?: PortalPaymentSettings } | undefined) => ({
        ...old,
        document: payload.document,
      }));
      void queryClient.invalidateQueries({ queryKey: ['connect', 'cards'] });
    },
    // A refused payment: the invoice may have moved on (paid in another tab, or changed by the business),
    // so it is read again before the refusal is shown, and a form for what can no longer be paid goes.
    onError: () => queryClient.refetchQueries({ queryKey: portalDocumentKey(ref) }),
  });
}
