import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startOutbox } from '../lib/offline/app-outbox';
import { useOnline, watchOfflineSession } from '../lib/offline/offline-session';
import { useUserLoad } from '../lib/session/load-user';
import { session } from '../lib/session/session-store';

/** After the first paint: the day is read ahead once the screen the worker opened has its data. */
const READ_AHEAD_AFTER_MS = 2_000;

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
    const timer = setTimeout(() => {
      // Loaded then: the appointments, clients and timeline reads stay off the first screen's path.
      import('./field-day').then(({ keepFieldDay }) => keepFieldDay(client, userId)).catch(() => undefined);
    }, READ_AHEAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [client, online, userId]);

  return null;
}
