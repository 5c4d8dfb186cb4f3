import { CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { type Client, clientsQueryKey } from './client-types';
import { clientQueryKey } from './get-client';

/** DELETE /v1/clients {id}: archives an active client or restores an archived one. */
export const toggleClientArchive = (id: number) => http.delete<Client>('/clients', { id });

/** The server's message for the toggle's outcome. */
export const archiveMessage = (client: Client) =>
  client.archived ? CLIENT_MESSAGES.archived : CLIENT_MESSAGES.restored;

export function useToggleClientArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleClientArchive,
    onSuccess: (client) => {
      queryClient.setQueryData(clientQueryKey(client.id), client);
      return queryClient.invalidateQueries({ queryKey: clientsQueryKey });
    },
  });
}
