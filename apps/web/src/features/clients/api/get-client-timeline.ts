import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { clientsQueryKey, type TimelineEntry } from './client-types';

export const clientTimelineQueryKey = (id: number) => [...clientsQueryKey, 'timeline', id] as const;

/** GET /v1/clients/timeline?id: notes and log entries, pinned first then newest first. */
export const getClientTimeline = (id: number) =>
  http.get<{ timeline: TimelineEntry[] }>('/clients/timeline', { query: { id } });

export const clientTimelineQueryOptions = (id: number) =>
  queryOptions({ queryKey: clientTimelineQueryKey(id), queryFn: async () => (await getClientTimeline(id)).timeline });

export function useClientTimeline(id: number) {
  return useQuery(clientTimelineQueryOptions(id));
}
