import type { CreateClientBody } from '@fieldbook/domain/clients/clients.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { type Client, clientsQueryKey } from './client-types';

/** POST /v1/clients: the created client. A plan limit answers status "unsubscribed" (the app prompts). */
export const createClient = (body: CreateClientBody) => http.post<Client>('/clients', body);

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
