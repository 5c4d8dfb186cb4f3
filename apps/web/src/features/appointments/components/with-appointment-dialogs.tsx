import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppointmentOpenerProvider } from '../../timeline/components/appointment-opener';
import { useAppointmentDialogs } from './use-appointment-dialogs';

/**
 * Lets the timelines inside open their appointment entries in the scheduler's (lazily loaded) dialogs;
 * the queries under `refreshes` (the timeline's) reload when a dialog closes, showing any change made.
 */
export function WithAppointmentDialogs({
  children,
  refreshes,
}: {
  children: ReactNode;
  refreshes: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const { open, dialogs } = useAppointmentDialogs(() => queryClient.invalidateQueries({ queryKey: refreshes }));
  return (
    <AppointmentOpenerProvider open={open}>
      {children}
      {dialogs}
    </AppointmentOpenerProvider>
  );
}
