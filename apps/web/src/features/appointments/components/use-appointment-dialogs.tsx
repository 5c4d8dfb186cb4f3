import { Suspense, useState } from 'react';
import { LazyDialogFallback } from '../../../components/lazy-dialog-fallback';
import type { Appointment } from '../api/appointment-types';
import { AppointmentFormDialog, AppointmentViewDialog } from '../dialogs/lazy-appointment-dialogs';

/**
 * Opening an appointment from any scheduler view: its view dialog, and Edit from there. `onClosed`
 * runs when either closes (what showed the appointment may need reloading); `first` opens at once.
 */
export function useAppointmentDialogs(onClosed?: () => void, first: number | null = null) {
  const [viewing, setViewing] = useState<number | null>(first);
  const [editing, setEditing] = useState<Appointment | null>(null);
  const dialogs = (
    <Suspense fallback={<LazyDialogFallback />}>
      {viewing !== null && (
        <AppointmentViewDialog
          key={viewing}
          id={viewing}
          onClose={() => {
            setViewing(null);
            onClosed?.();
          }}
          onEdit={(appointment) => {
            setViewing(null);
            setEditing(appointment);
          }}
        />
      )}
      {editing && (
        <AppointmentFormDialog
          appointment={editing}
          onClose={() => {
            setEditing(null);
            onClosed?.();
          }}
          onSaved={(a) => setViewing(a.id)}
        />
      )}
    </Suspense>
  );
  return { open: setViewing, dialogs };
}
