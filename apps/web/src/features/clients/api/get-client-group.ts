import type { ClientGroupPayload } from '@fieldbook/domain/clients/clients.payloads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { clientsQueryKey } from './client-types';

/** GET /v1/clients/groups?id: a group and its clients with their relationship. */
export const getClientGroup = (id: number) =>
  http.get<{ group: ClientGroupPayload }>('/clients/groups', { query: { id }, expected: [404] });

export const clientGroupQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...clientsQueryKey, 'group', id], queryFn: async () => (await getClientGroup(id)).group });

export function useClientGroup(id: number) {
  return useQuery(clientGroupQueryOptions(id));
}
