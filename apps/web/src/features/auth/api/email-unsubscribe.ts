import type { UnsubscribePayload } from '@fieldbook/domain/connect/connect.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { authPath } from './auth-paths';

const key = (code: string) => ['email-unsubscribe', authPath('email/unsubscribe'), code] as const;

/**
 * GET v1/{user|clientConnect}/email/unsubscribe: whose emails the link stops (a client's appointment
 * reminders, a staff member's notices), and whether they are on.
 */
export function useUnsubscribeStatus(code: string) {
  return useQuery({
    queryKey: key(code),
    queryFn: () =>
      http.get<UnsubscribePayload>(authPath('email/unsubscribe'), { query: { code }, auth: false, quiet: true }),
    enabled: code !== '',
    retry: false,
  });
}

/** POST the same: the emails off, or on again (the undo). */
export function useSetSubscribed(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      http.post<UnsubscribePayload>(authPath('email/unsubscribe'), { code, subscribed }, { auth: false }),
    onSuccess: (payload) => queryClient.setQueryData(key(code), payload),
  });
}
