import { CHANNELS, REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import { useQueryClient } from '@tanstack/react-query';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { useChannel } from '../../../lib/realtime/use-channel';
import { usePermissions } from '../../../lib/session/load-user';
import { appointmentsQueryKey } from '../api/appointment-types';
import { appointmentDetailKey } from '../api/appointments-api';

/** A burst of messages (a series saved at once) refetches the lists once. */
export const CALENDAR_REFRESH_MS = 100;

/**
 * Keeps a scheduler view current (appointments spec: Real-time updates): any change another staff
 * member makes on the company calendar refetches the appointment lists in place, and a dropped
 * connection that comes back refetches everything it may have missed. Only with canAccessCalendar.
 */
export function useCalendarChannel(): void {
  const queryClient = useQueryClient();
  const allowed = usePermissions().has('canAccessCalendar');
  const refresh = useDebouncedCallback(
    () => queryClient.invalidateQueries({ queryKey: [...appointmentsQueryKey, 'search'] }),
    CALENDAR_REFRESH_MS,
  );
  useChannel(
    allowed ? CHANNELS.calendar : null,
    (message) => {
      // Another page's drag in progress changes nothing yet.
      if (message.event === REALTIME_EVENTS.drag) return;
      const id = (message.data as { id?: unknown } | null)?.id;
      // An open view dialog refetches on its own channel; a cached one is refetched when next opened.
      if (typeof id === 'number') {
        void queryClient.invalidateQueries({ queryKey: appointmentDetailKey(id), refetchType: 'none' });
      }
      refresh.run();
    },
    () => void queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  );
}
