import type {
  CalendarFeed,
  CalendarFeedList,
  CreateCalendarFeedBody,
} from '@fieldbook/domain/calendar-feeds/calendar-feeds.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

const FEEDS = '/calendarFeeds';
const calendarFeedsQueryKey = ['calendar-feeds'] as const;

/** GET v1/calendarFeeds: the live feeds and the staff a feed can be made for. */
export function useCalendarFeeds() {
  return useQuery({ queryKey: calendarFeedsQueryKey, queryFn: () => http.get<CalendarFeedList>(FEEDS) });
}

/** Each change answers with the list refetched. */
function useFeedMutation<T>(mutationFn: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKey }),
  });
}

export const useCreateCalendarFeed = () =>
  useFeedMutation((body: CreateCalendarFeedBody) =>
    http.post<{ feed: CalendarFeed }>(FEEDS, body, { expected: [409] }),
  );

export const useRevokeCalendarFeed = () => useFeedMutation((id: number) => http.delete<null>(FEEDS, { id }));

export const useRegenerateCalendarFeed = () =>
  useFeedMutation((id: number) => http.post<{ feed: CalendarFeed }>(`${FEEDS}/regenerate`, { id }));

const MINE = `${FEEDS}/mine`;
const myFeedQueryKey = [...calendarFeedsQueryKey, 'mine'] as const;

/** GET v1/calendarFeeds/mine: the signed-in staff member's own feed, or null. */
export function useMyCalendarFeed() {
  return useQuery({ queryKey: myFeedQueryKey, queryFn: () => http.get<{ feed: CalendarFeed | null }>(MINE) });
}

export const useCreateMyCalendarFeed = () =>
  useFeedMutation(() => http.post<{ feed: CalendarFeed }>(MINE, {}, { expected: [409] }));

export const useRevokeMyCalendarFeed = () => useFeedMutation(() => http.delete<null>(MINE, {}));

export const useRegenerateMyCalendarFeed = () =>
  useFeedMutation(() => http.post<{ feed: CalendarFeed }>(`${MINE}/regenerate`, {}));

/** The link calendar apps open to subscribe (webcal:// is https:// they poll). */
export const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');
