import type {
  PaymentProviderCallbackBody,
  PaymentProviderConnect,
  PaymentProviderKind,
  PaymentProviderPayload,
} from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { userLoadQueryKey } from '../../../lib/session/load-user';

const PROVIDER = '/paymentProvider';
const paymentProviderQueryKey = ['payment-provider'] as const;

/** GET v1/paymentProvider: whether the business's own Stripe or Square account is connected. */
export function usePaymentProvider() {
  return useQuery({
    queryKey: paymentProviderQueryKey,
    queryFn: () => http.get<PaymentProviderPayload>(PROVIDER),
  });
}

/**
 * Connecting or disconnecting changes the page and user/load's providers (the needs-attention marks).
 * A read in flight may predate the change (the callback is sent as the page opens), so it is
 * cancelled before the answer is stored, or it would overwrite it when it lands.
 */
function useProviderChange<T>(mutationFn: (value: T) => Promise<PaymentProviderPayload>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (payload) => {
      await queryClient.cancelQueries({ queryKey: paymentProviderQueryKey });
      queryClient.setQueryData(paymentProviderQueryKey, payload);
      return queryClient.invalidateQueries({ queryKey: userLoadQueryKey });
    },
  });
}

/** The chosen provider's authorize page to send the browser to. */
export const useStartConnect = () =>
  useMutation({
    mutationFn: (provider: PaymentProviderKind) =>
      http.post<PaymentProviderConnect>(`${PROVIDER}/connect`, { provider }),
  });

export const useFinishConnect = () =>
  useProviderChange((body: PaymentProviderCallbackBody) =>
    http.post<PaymentProviderPayload>(`${PROVIDER}/callback`, body, { expected: [422] }),
  );

export const useDisconnect = () =>
  useProviderChange(() => http.post<PaymentProviderPayload>(`${PROVIDER}/disconnect`, {}));
