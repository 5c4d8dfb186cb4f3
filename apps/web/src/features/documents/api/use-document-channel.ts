import { CHANNELS, REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '../../../lib/realtime/use-channel';
import { usePermissions } from '../../../lib/session/load-user';
import { documentsQueryKey } from './document-types';

/**
 * An open quotation or invoice hears its client's channel: when the client accepts, declines or
 * pays in Client Connect (or staff change the client), the documents reload without a reload.
 */
export function useDocumentChannel(clientId: number | null): void {
  const queryClient = useQueryClient();
  const allowed = usePermissions().has('canAccessClients');
  const reload = () => void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
  useChannel(
    allowed && clientId !== null ? CHANNELS.client(clientId) : null,
    (message) => {
      if (message.event === REALTIME_EVENTS.clientSync) reload();
    },
    reload,
  );
}
