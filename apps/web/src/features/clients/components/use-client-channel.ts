import { CHANNELS, REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '../../../lib/realtime/use-channel';
import { usePermissions } from '../../../lib/session/load-user';
import { clientTimelineQueryKey } from '../api/client-timeline-owner';
import { clientQueryKey } from '../api/get-client';

/**
 * An open client record's private channel (platform spec: Real-time channels): another staff
 * member's change (`sync.update`), or a dropped connection that comes back, reloads the client and
 * its timeline in place. None while `clientId` is null (not loaded yet); only with canAccessClients.
 */
export function useClientChannel(clientId: number | null): void {
  const queryClient = useQueryClient();
  const allowed = usePermissions().has('canAccessClients');
  const reload = () =>
    clientId !== null &&
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clientQueryKey(clientId) }),
      queryClient.invalidateQueries({ queryKey: clientTimelineQueryKey(clientId) }),
    ]);
  useChannel(
    allowed && clientId !== null ? CHANNELS.client(clientId) : null,
    (message) => {
      if (message.event === REALTIME_EVENTS.clientSync) void reload();
    },
    () => void reload(),
  );
}
