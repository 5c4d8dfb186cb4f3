import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import {
  CHANNELS,
  REALTIME_EVENTS,
  REALTIME_MESSAGES,
  type RealtimeMessage,
} from '@fieldbook/domain/realtime/realtime.constants';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/notices';
import { useChannel } from '../../../lib/realtime/use-channel';
import type { Appointment } from '../api/appointment-types';
import { appointmentDetailKey, appointmentTimelineOwner } from '../api/appointments-api';

/** The 'Archived' notice: its title above the text. */
export const archivedNotice = () => (
  <span>
    <strong style={{ display: 'block' }}>{REALTIME_MESSAGES.archivedTitle}</strong>
    {REALTIME_MESSAGES.archived}
  </span>
);

/**
 * An open appointment's private channel (appointments spec: Real-time updates). What another staff
 * member changed shows at once with a notice: the status and the lock in place, new details
 * reloaded; an archived appointment closes the dialog (`onArchived`) with the 'Archived' notice.
 * Each change is then refetched, so the next save sends the current version.
 */
export function useAppointmentChannel(id: number, listening: boolean, onArchived: () => void): void {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const key = appointmentDetailKey(id);
  const patch = (changes: Partial<Appointment>) =>
    queryClient.setQueryData<Appointment>(key, (current) => current && { ...current, ...changes });
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key, exact: true }),
      queryClient.invalidateQueries({ queryKey: appointmentTimelineOwner(id).queryKey }),
    ]);
  const notice = (message: string) => enqueueSnackbar(message, { variant: 'info' });

  const onMessage = ({ event, data }: RealtimeMessage) => {
    const payload = (data ?? {}) as { status?: AppointmentStatus; state?: boolean };
    switch (event) {
      case REALTIME_EVENTS.status:
        if (payload.status) patch({ status: payload.status });
        notice(REALTIME_MESSAGES.statusUpdated);
        void reload();
        return;
      case REALTIME_EVENTS.lock:
        if (typeof payload.state === 'boolean') patch({ is_locked: payload.state });
        notice(REALTIME_MESSAGES.lockUpdated);
        void reload();
        return;
      case REALTIME_EVENTS.update:
        notice(REALTIME_MESSAGES.detailsUpdated);
        void reload();
        return;
      case REALTIME_EVENTS.remove:
        void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
        enqueueSnackbar(archivedNotice(), { variant: 'warning' });
        onArchived();
        return;
      default:
    }
  };

  useChannel(listening ? CHANNELS.appointment(id) : null, onMessage, () => void reload());
}
