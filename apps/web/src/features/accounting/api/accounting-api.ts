import type {
  AccountingCallbackBody,
  AccountingConnect,
  AccountingLogAnswer,
  AccountingLogFilter,
  AccountingLogPage,
  AccountingProviderStatus,
  AccountingStatus,
  ClientSync,
} from '@fieldbook/domain/accounting/accounting.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { userLoadQueryKey } from '../../../lib/session/load-user';

const PROVIDER = '/accounting/provider';
const providerKey = ['accounting', 'provider'] as const;
const logsKey = ['accounting', 'logs'] as const;

/** GET v1/accounting/provider; polled while a full sync runs (`pollMs`). */
export function useAccountingProvider(pollMs: number | false = false) {
  return useQuery({
    queryKey: providerKey,
    queryFn: () => http.get<AccountingProviderStatus>(PROVIDER),
    refetchInterval: pollMs,
  });
}

/**
 * Each change refetches the provider, the logs and user/load (its `providers`). A read already in
 * flight is cancelled first: it may predate the change, and a first read (no data yet) is not
 * restarted by invalidation but joined, so the consent callback, sent as the page opens, would
 * otherwise leave the page showing the provider as it was before the link.
 */
function useAccountingMutation<T, R>(mutationFn: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: ['accounting'] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['accounting'] }),
        queryClient.invalidateQueries({ queryKey: userLoadQueryKey }),
      ]);
    },
  });
}

/** Answers the provider's consent page URL (state bound to this user and company). */
export const useConnectAccounting = () =>
  useMutation({ mutationFn: () => http.post<AccountingConnect>(`${PROVIDER}/connect`) });

export const useAccountingCallback = () =>
  useAccountingMutation((body: AccountingCallbackBody) =>
    http.post<AccountingProviderStatus>(`${PROVIDER}/callback`, body, { expected: [409, 422] }),
  );

export const useDisconnectAccounting = () =>
  useAccountingMutation(() => http.post<AccountingProviderStatus>(`${PROVIDER}/disconnect`));

export const useFullSync = () => useAccountingMutation(() => http.post<null>('/accounting/sync/full'));

export function useAccountingLogs(query: { page: number; rows: number; filter: AccountingLogFilter }) {
  return useQuery({
    queryKey: [...logsKey, query],
    queryFn: () => http.get<AccountingLogPage>('/accounting/logs', { query }),
  });
}

export function useAccountingLog(id: number) {
  return useQuery({
    queryKey: [...logsKey, 'one', id],
    queryFn: () => http.get<AccountingLogAnswer>('/accounting/log', { query: { id }, expected: [404] }),
    select: (data) => data.log,
    retry: false,
  });
}

export const useResolveAccountingError = () =>
  useAccountingMutation((id: number) =>
    http.post<AccountingLogAnswer>('/accounting/logs/error/resolve', { id }, { expected: [422] }),
  );

/** The sync status card of a client or invoice. */
export function useAccountingSyncDetails(recordType: 'client' | 'invoice', id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['accounting', 'status', recordType, id],
    queryFn: () => http.get<AccountingStatus>('/accounting/status', { query: { record_type: recordType, id } }),
    select: (data) => data.details,
    enabled,
  });
}

/** The client card's sync button: queues the client (POST v1/clients/provider/sync). */
export const useSyncClient = () =>
  useAccountingMutation((id: number) => http.post<ClientSync>('/clients/provider/sync', { id }, { expected: [409] }));
