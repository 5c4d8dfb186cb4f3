import type { UpdateClientBody } from '@fieldbook/domain/clients/clients.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { forgetClientContacts } from './client-contacts-cache';
import { type Client, clientsQueryKey } from './client-types';
import { clientQueryKey } from './get-client';

/** PUT /v1/clients: a stale `updated_at` (or an archived client) answers 409, which the form handles. */
export const updateClient = (body: UpdateClientBody) => http.put<Client>('/clients', body, { expected: [409] });

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: (client) => {
      forgetClientContacts(client.id);
      queryClient.setQueryData(clientQueryKey(client.id), client);
      return queryClient.invalidateQueries({ queryKey: clientsQueryKey });
    },
  });
}
