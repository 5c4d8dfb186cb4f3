import { APPOINTMENT_MESSAGES } from '@fieldbook/domain/appointments/appointments.schemas';
import { canAlterReminders, clientReminders, REMINDER_DEFAULTS } from '@fieldbook/domain/appointments/reminders.rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { ClientPicker } from '../../clients/components/client-picker';
import { ClientViewDialog } from '../../clients/dialogs/client-view-dialog';
import type { AppointmentStaff } from '../api/appointments-api';
import { clientLocation } from '../api/quick-create-client';
import { reminderClientOf } from '../api/reminder-client';
import { AppointmentStaffPicker } from '../components/appointment-staff-picker';
import type { Draft, SectionProps } from './appointment-draft';
import { ReminderList } from './reminder-list';

/** Why reminders cannot change now (spec section 4), or null. */
const remindersLocked = (adding: boolean, draft: SectionProps['draft']) =>
  canAlterReminders(adding, draft.status)
    ? null
    : 'Reminders can only be changed while the appointment is unscheduled, unconfirmed or scheduled.';

export interface ClientsSectionProps extends SectionProps {
  adding: boolean;
  /** Functional updates: a client's reminders arrive after its contacts load. */
  update: Dispatch<SetStateAction<Draft>>;
  /** The client reminder offsets a new client gets: the first type's, else the default. */
  clientOffsets: number[] | null;
}

/** Clients & Reminders: find and add clients with their default reminders, edit each client's reminders, view a client. */
export function ClientsSection({ draft, change, update, errors, adding, clientOffsets }: ClientsSectionProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const locked = remindersLocked(adding, draft);
  return (
    <>
      <ClientPicker
        value={null}
        label="Find Clients..."
        onChange={async (client) => {
          if (!client || draft.clients.some((c) => c.id === client.id)) return;
          change({ clients: [...draft.clients, { id: client.id, name: client.display_name }] });
          // An appointment without a location takes the client's job address (still changeable).
          if (!draft.location.trim()) {
            clientLocation(client.id)
              .then((location) =>
                update((current) =>
                  current.location.trim() || !location.location ? current : { ...current, ...location },
                ),
              )
              // Addresses that cannot be loaded leave the location for the user to fill.
              .catch(() => undefined);
          }
          if (locked || client.disable_reminders) return;
          const reminders = clientReminders(
            await reminderClientOf(client),
            clientOffsets ?? [REMINDER_DEFAULTS.clients.offset],
          );
          update((current) =>
            current.clients.some((c) => c.id === client.id)
              ? { ...current, reminders: [...current.reminders, ...reminders] }
              : current,
          );
        }}
        error={errors.clients}
      />
      <List aria-label="Clients">
        {draft.clients.map((client) => (
          <ListItem key={client.id} divider sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <ListItemText primary={client.name} />
              <Button size="small" onClick={() => setViewing(client.id)}>
                View
              </Button>
              <Button
                size="small"
                onClick={() =>
                  change({
                    clients: draft.clients.filter((c) => c.id !== client.id),
                    reminders: draft.reminders.filter((r) => r.client_id !== client.id),
                  })
                }
              >
                Remove
              </Button>
            </Box>
            <ReminderList
              title={`Reminders for ${client.name}`}
              listKey="clients"
              clientId={client.id}
              reminders={draft.reminders}
              onReminders={(reminders) => change({ reminders })}
              errors={errors}
              lockedReason={locked}
            />
          </ListItem>
        ))}
      </List>
      {draft.clients.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No clients yet.
        </Typography>
      )}
      <ClientViewDialog open={viewing !== null} clientId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

export interface StaffSectionProps extends SectionProps {
  adding: boolean;
  onAdd: (user: AppointmentStaff) => void;
  onRemove: (id: number) => void;
  onFindAvailable: () => void;
  onCheckAvailability: () => void;
}

/** Staff & Reminders: add staff (only oneself without canEditAppointments), remove them, check who is free, and the staff and unscheduled reminders. */
export function StaffSection({
  draft,
  change,
  errors,
  adding,
  onAdd: addStaff,
  onRemove: removeStaff,
  onFindAvailable,
  onCheckAvailability,
}: StaffSectionProps) {
  const timed = draft.status !== 'UNSCHEDULED' && draft.start_date !== '' && draft.end_date !== '';
  const locked = remindersLocked(adding, draft);
  const staffLocked =
    locked ??
    (draft.status === 'UNSCHEDULED'
      ? APPOINTMENT_MESSAGES.unscheduledNoStaffReminders
      : draft.attendees.length === 0
        ? 'Add a staff member to remind them.'
        : null);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" disabled={!timed} onClick={onFindAvailable}>
          Find Available Staff
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={!timed || draft.attendees.length === 0}
          onClick={onCheckAvailability}
        >
          Check Staff Availability
        </Button>
      </Box>
      <AppointmentStaffPicker
        excluded={draft.attendees.map((a) => a.id)}
        onPick={(user) => addStaff(user)}
        error={errors.attendees}
      />
      <List aria-label="Staff Members">
        {draft.attendees.map((user) => (
          <ListItem
            key={user.id}
            divider
            secondaryAction={
              <Button size="small" onClick={() => removeStaff(user.id)}>
                Remove
              </Button>
            }
          >
            <ListItemText primary={user.name} />
          </ListItem>
        ))}
      </List>
      <Divider />
      <ReminderList
        title="Staff reminders"
        listKey="staff"
        reminders={draft.reminders}
        onReminders={(reminders) => change({ reminders })}
        errors={errors}
        lockedReason={staffLocked}
      />
      <ReminderList
        title="Unscheduled reminders"
        listKey="unscheduled"
        reminders={draft.reminders}
        onReminders={(reminders) => change({ reminders })}
        errors={errors}
        lockedReason={locked}
      />
    </>
  );
}
