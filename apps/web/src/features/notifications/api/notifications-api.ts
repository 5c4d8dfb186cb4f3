import type { NotificationsPayload } from '@fieldbook/domain/notifications/notifications.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

export const notificationsQueryKey = ['notifications'] as const;

/** GET notifications/all: the newest of the user's notifications and how many are unread. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: () => http.get<NotificationsPayload>('/notifications/all'),
    staleTime: 60_000,
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

const RECORD_PATHS: Record<string, (id: number) => string> = {
  quotation: (id) => `quotations/${id}`,
  invoice: (id) => `invoicing/${id}`,
  report: (id) => `reports/${id}`,
  licence: (id) => `users/licences/${id}`,
};

/** The screen of the record a notification is about (a route-table path), if it has one. */
export function notificationPath(data: Record<string, unknown>): string | null {
  const path = typeof data.type === 'string' ? RECORD_PATHS[data.type] : undefined;
  return path && typeof data.id === 'number' ? path(data.id) : null;
}
