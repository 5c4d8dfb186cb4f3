import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import type { TimelineEntry } from '../../timeline/index';
import { type Client, clientsQueryKey } from './client-types';

export const clientQueryKey = (id: number) => [...clientsQueryKey, 'detail', id] as const;

/** GET /v1/clients?id: the client (and its timeline, which the timeline tab loads on its own). */
export const getClient = (id: number) =>
  http.get<{ client: Client; timeline: TimelineEntry[] }>('/clients', { query: { id }, expected: [404] });

export const clientQueryOptions = (id: number) =>
  queryOptions({ queryKey: clientQueryKey(id), queryFn: async () => (await getClient(id)).client });

export function useClient(id: number | null) {
  return useQuery({ ...clientQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
