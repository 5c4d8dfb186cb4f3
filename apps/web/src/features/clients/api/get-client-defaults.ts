import type { CommunicationMethod } from '@fieldbook/domain/clients/clients.constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { clientsQueryKey } from './client-types';

export interface ClientDefaults {
  clients_send_client_connect_request: boolean;
  clients_default_disable_reminders: boolean;
  clients_default_communication_method: CommunicationMethod;
  reference_id: string;
}

/** GET /v1/clients/defaults: what a new client starts with, including the next reference number. */
export const getClientDefaults = () => http.get<ClientDefaults>('/clients/defaults');

export const clientDefaultsQueryOptions = () =>
  queryOptions({ queryKey: [...clientsQueryKey, 'defaults'], queryFn: getClientDefaults, staleTime: 0 });

export function useClientDefaults(enabled: boolean) {
  return useQuery({ ...clientDefaultsQueryOptions(), enabled });
}
