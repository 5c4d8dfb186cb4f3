import { clientReminders, REMINDER_DEFAULTS } from '@fieldbook/domain/appointments/reminders.rules';
import { useQuery } from '@tanstack/react-query';
import { getClient } from '../../clients/api/get-client';
import { placeOf } from '../dialogs/appointment-draft';
import { appointmentsQueryKey } from './appointment-types';

/**
 * A new appointment booked from a client (scheduler?add&client_id): the client, its first address
 * as the location, and its default reminders.
 */
export function useQuickCreateClient(clientId: number | null) {
  return useQuery({
    queryKey: [...appointmentsQueryKey, 'quick-create-client', clientId],
    queryFn: async () => {
      // Choosing the reminder's number needs the phone metadata: fetched only when booking from a client.
      const [{ client }, { reminderClientOf }] = await Promise.all([
        getClient(clientId ?? 0),
        import('./reminder-client'),
      ]);
      return {
        clients: [{ id: client.id, name: client.display_name }],
        location: client.addresses[0]?.full_address ?? '',
        // Its parts and coordinates too (the appointment's weather needs them).
        place: placeOf(client.addresses[0]),
        reminders: clientReminders(await reminderClientOf(client), [REMINDER_DEFAULTS.clients.offset]),
      };
    },
    enabled: clientId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
