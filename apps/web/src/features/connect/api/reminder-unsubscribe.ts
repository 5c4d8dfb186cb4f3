import type { UnsubscribePayload } from '@fieldbook/domain/connect/connect.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

const key = (code: string) => ['connect', 'unsubscribe', code] as const;

/** GET v1/clientConnect/email/unsubscribe: whose reminders the emailed link stops, and whether they are on. */
export function useUnsubscribeStatus(code: string) {
  return useQuery({
    queryKey: key(code),
    queryFn: () =>
      http.get<UnsubscribePayload>('/clientConnect/email/unsubscribe', { query: { code }, auth: false, quiet: true }),
    enabled: code !== '',
    retry: false,
  });
}

/** POST v1/clientConnect/email/unsubscribe: reminders off, or on again (the undo). */
export function useSetReminders(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      http.post<UnsubscribePayload>('/clientConnect/email/unsubscribe', { code, subscribed }, { auth: false }),
    onSuccess: (payload) => queryClient.setQueryData(key(code), payload),
  });
}
