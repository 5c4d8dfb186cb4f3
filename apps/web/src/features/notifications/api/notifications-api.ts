import type { NotificationsPayload } from '@fieldbook/domain/notifications/notifications.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { useSignedIn } from '../../../lib/session/session-store';

export const notificationsQueryKey = ['notifications'] as const;

/**
 * GET notifications/all: the newest of the user's notifications and how many are unread. Only with a
 * session: the bell can mount for a moment on a signed-out page (before the guard sends it to sign in),
 * and a call without one would answer the Permission Error dialog over the sign-in screen.
 */
export function useNotifications() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: () => http.get<NotificationsPayload>('/notifications/all'),
    staleTime: 60_000,
    enabled: signedIn,
  });
}

/** POST notifications/read: these (or, without ids, all) marked read; answers the list afresh. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => http.post<NotificationsPayload>('/notifications/read', ids ? { ids } : {}),
    onSuccess: (payload) => queryClient.setQueryData(notificationsQueryKey, payload),
  });
}

// The bell and the server's browser pushes link a notification to the same screen.
export { notificationPath } from '@fieldbook/domain/notifications/notification-paths';
