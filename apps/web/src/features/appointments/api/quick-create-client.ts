import { clientReminders, REMINDER_DEFAULTS } from '@fieldbook/domain/appointments/reminders.rules';
import { jobAddressOf } from '@fieldbook/domain/clients/client-addresses.rules';
import { useQuery } from '@tanstack/react-query';
import type { ClientAddress } from '../../clients/index';
import { getClient, loadClientContacts } from '../../clients/index';
import { type Draft, placeOf } from '../dialogs/appointment-draft';
import { appointmentsQueryKey } from './appointment-types';

/** A client's job address as an appointment's location (its parts and coordinates too: the weather needs them). */
function locationOf(addresses: readonly ClientAddress[]): Pick<Draft, 'location' | 'place'> {
  const address = jobAddressOf(addresses);
  return { location: address?.full_address ?? '', place: placeOf(address) };
}

/** The location a client added to an appointment brings: its job address (none: an empty location). */
export const clientLocation = async (clientId: number) => locationOf(await loadClientContacts('addresses', clientId));

/**
 * A new appointment booked from a client (scheduler?add&client_id): the client, its job address as
 * the location, and its default reminders.
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
        ...locationOf(client.addresses),
        reminders: clientReminders(await reminderClientOf(client), [REMINDER_DEFAULTS.clients.offset]),
      };
    },
    enabled: clientId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
