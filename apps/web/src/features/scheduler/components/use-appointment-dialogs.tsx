import { useState } from 'react';
import type { Appointment } from '../api/appointment-types';
import { AppointmentFormDialog } from '../dialogs/appointment-form-dialog';
import { AppointmentViewDialog } from '../dialogs/appointment-view-dialog';

/** Opening an appointment from any scheduler view: its view dialog, and Edit from there. */
export function useAppointmentDialogs() {
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<Appointment | null>(null);
  const dialogs = (
    <>
      {viewing !== null && (
        <AppointmentViewDialog
          key={viewing}
          id={viewing}
          onClose={() => setViewing(null)}
          onEdit={(appointment) => {
            setViewing(null);
            setEditing(appointment);
          }}
        />
      )}
      {editing && (
        <AppointmentFormDialog
          appointment={editing}
          onClose={() => setEditing(null)}
          onSaved={(a) => setViewing(a.id)}
        />
      )}
    </>
  );
  return { open: setViewing, dialogs };
}
