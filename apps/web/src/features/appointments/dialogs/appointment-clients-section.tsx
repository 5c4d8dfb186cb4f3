import { clientReminders, REMINDER_DEFAULTS } from '@fieldbook/domain/appointments/reminders.rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { ClientPicker, ClientViewDialog } from '../../clients/index';
import { clientLocation } from '../api/quick-create-client';
import { reminderClientOf } from '../api/reminder-client';
import { type Draft, remindersLocked, type SectionProps } from './appointment-draft';
import { ReminderList } from './reminder-list';

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
