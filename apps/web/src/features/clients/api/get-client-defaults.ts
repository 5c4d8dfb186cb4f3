import type { ClientDefaultsPayload } from '@fieldbook/domain/clients/clients.payloads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { clientsQueryKey } from './client-types';

/** GET /v1/clients/defaults: what a new client starts with, including the next reference number. */
export const getClientDefaults = () => http.get<ClientDefaultsPayload>('/clients/defaults');

export const clientDefaultsQueryOptions = () =>
  queryOptions({ queryKey: [...clientsQueryKey, 'defaults'], queryFn: getClientDefaults, staleTime: 0 });

export function useClientDefaults(enabled: boolean) {
  return useQuery({ ...clientDefaultsQueryOptions(), enabled });
}
