import { useQueryClient } from '@tanstack/react-query';
import type { TimelineOwner } from '../../timeline/index';
import { useAppointmentDialogs } from './use-appointment-dialogs';

/**
 * An appointment entry of `owner`'s timeline opened in the scheduler's (lazily loaded) dialogs, as the app
 * gives timelines (app/app-shell.tsx); the timeline reloads when a dialog closes, showing any change made.
 */
export function TimelineAppointmentDialogs({ id, owner }: { id: number; owner: TimelineOwner }) {
  const queryClient = useQueryClient();
  return useAppointmentDialogs(() => queryClient.invalidateQueries({ queryKey: owner.queryKey }), id).dialogs;
}
