import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ClientPicker } from '../../clients/components/client-picker';
import type { AppointmentStaff } from '../api/appointments-api';
import { AppointmentStaffPicker } from '../components/appointment-staff-picker';
import type { Draft, SectionProps } from './appointment-draft';

const remindersOf = (draft: Draft, key: 'clients' | 'staff', clientId?: number) =>
  draft.reminders.filter((r) => r.key === key && (clientId === undefined || r.client_id === clientId));

/** Clients & Reminders: find and add clients, remove them with their reminders. */
export function ClientsSection({ draft, change, errors }: SectionProps) {
  const reminderList = (key: 'clients', clientId?: number) => remindersOf(draft, key, clientId);
  return (
    <>
      <ClientPicker
        value={null}
        label="Find Clients..."
        onChange={(client) =>
          client &&
          !draft.clients.some((c) => c.id === client.id) &&
          change({ clients: [...draft.clients, { id: client.id, name: client.display_name }] })
        }
        error={errors.clients}
      />
      <List aria-label="Clients">
        {draft.clients.map((client) => (
          <ListItem
            key={client.id}
            divider
            secondaryAction={
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
            }
          >
            <ListItemText
              primary={client.name}
              secondary={`${reminderList('clients', client.id).length} reminder(s)`}
            />
          </ListItem>
        ))}
      </List>
      {draft.clients.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No clients yet.
        </Typography>
      )}
    </>
  );
}

export interface StaffSectionProps extends SectionProps {
  onAdd: (user: AppointmentStaff) => void;
  onRemove: (id: number) => void;
  onFindAvailable: () => void;
  onCheckAvailability: () => void;
}

/** Staff & Reminders: add staff (only oneself without canEditAppointments), remove them, check who is free. */
export function StaffSection({
  draft,
  errors,
  onAdd: addStaff,
  onRemove: removeStaff,
  onFindAvailable,
  onCheckAvailability,
}: StaffSectionProps) {
  const reminderList = (key: 'staff') => remindersOf(draft, key);
  const timed = draft.status !== 'UNSCHEDULED' && draft.start_date !== '' && draft.end_date !== '';
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
      <Typography variant="body2" color="text.secondary">
        {reminderList('staff').length} staff reminder(s)
      </Typography>
    </>
  );
}
