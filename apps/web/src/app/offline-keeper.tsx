import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterScreenSettles } from '../lib/after-screen-settles';
import { startOutbox } from '../lib/offline/app-outbox';
import { useOnline, watchOfflineSession } from '../lib/offline/offline-session';
import { useUserLoad } from '../lib/session/load-user';
import { session } from '../lib/session/session-store';

/**
 * In the signed-in shell: keeps the user's reads on this device (wiped at sign-out), sends the changes
 * queued on it, and, while online, reads a field staff member's appointments of today and the next 7
 * days ahead for a day without signal.
 */
export function OfflineKeeper() {
  const client = useQueryClient();
  const online = useOnline();
  const details = useUserLoad().data?.details;
  // The field staff's day is read ahead; the office's screens are kept as they are visited.
  const userId = details?.role === 'Field Staff' ? details.id : undefined;

  useEffect(() => {
    watchOfflineSession(client);
    startOutbox();
  }, [client]);

  useEffect(() => {
    if (!online || userId === undefined || session.isOffline()) return;
    // Once the screen the worker opened has its code and data, beside the service worker's registration
    // (both wait for that): the appointments, clients and timeline reads stay off the first screen's path.
    return afterScreenSettles(() => {
      import('./field-day').then(({ keepFieldDay }) => keepFieldDay(client, userId)).catch(() => undefined);
    });
  }, [client, online, userId]);

  return null;
}
