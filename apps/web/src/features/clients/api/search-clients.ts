import type { ClientSearchPayload } from '@fieldbook/domain/clients/clients.payloads';
import type { SearchClientsBody } from '@fieldbook/domain/clients/clients.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { clientsQueryKey } from './client-types';

export type SearchClientsParams = Partial<SearchClientsBody>;

/** POST /v1/clients/search: one page of the company's clients matching the filter. */
export const searchClients = (params: SearchClientsParams, signal?: AbortSignal) =>
  http.post<ClientSearchPayload>('/clients/search', params, { signal });

export const searchClientsQueryOptions = (params: SearchClientsParams) =>
  queryOptions({
    queryKey: [...clientsQueryKey, 'search', params],
    queryFn: ({ signal }) => searchClients(params, signal),
  });

export function useSearchClients(params: SearchClientsParams, enabled = true) {
  return useQuery({ ...searchClientsQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
