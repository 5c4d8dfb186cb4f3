import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TimelineOwner } from '../../timeline/api/timeline-types';
import { AppointmentOpenerProvider } from '../../timeline/components/appointment-opener';
import { useAppointmentDialogs } from './use-appointment-dialogs';

/**
 * Lets `owner`'s timeline inside open its appointment entries in the scheduler's (lazily loaded) dialogs;
 * the timeline reloads when a dialog closes, showing any change made. The app hosts every timeline panel
 * in it (an AppointmentDialogsHost); only a client's and a staff member's timelines have appointments.
 */
export function WithAppointmentDialogs({ owner, children }: { owner: TimelineOwner; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { open, dialogs } = useAppointmentDialogs(() => queryClient.invalidateQueries({ queryKey: owner.queryKey }));
  return (
    <AppointmentOpenerProvider open={open}>
      {children}
      {dialogs}
    </AppointmentOpenerProvider>
  );
}
