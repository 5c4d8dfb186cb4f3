import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import type { TimelineEntry } from '../../timeline/index';
import { type Client, clientsQueryKey } from './client-types';

export const clientQueryKey = (id: number) => [...clientsQueryKey, 'detail', id] as const;

/** GET /v1/clients?id: the client (and its timeline, which the timeline tab loads on its own). */
export const getClient = (id: number, quiet = false) =>
  http.get<{ client: Client; timeline: TimelineEntry[] }>('/clients', { query: { id }, expected: [404], quiet });

/** `quiet`: a read ahead the user did not ask for shows no notice when it fails. */
export const clientQueryOptions = (id: number, quiet = false) =>
  queryOptions({ queryKey: clientQueryKey(id), queryFn: async () => (await getClient(id, quiet)).client });

export function useClient(id: number | null) {
  return useQuery({ ...clientQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
