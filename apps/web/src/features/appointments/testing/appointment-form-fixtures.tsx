import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '../../../lib/query-client';
import { AppProviders } from '../../../test/app-providers';
import { signedInWith } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { AppointmentFormDialog } from '../dialogs/appointment-form-dialog';
import { buildAppointment } from './appointment-fixtures';

// The Create/Edit Appointment dialog rendered for tests, with its server answers mocked.

export const drainType = {
  id: 4,
  name: 'Blocked drain',
  shorthand_name: 'BD',
  color: '#1e88e5',
  must_be_staffed: true,
  client_title: null,
  client_description: null,
  title: 'Blocked drain',
  description: 'Bring the jetter.',
  time_allocation: 60,
  recursion_rule: null,
  recurring_status: 'SCHEDULED',
  client_reminder_offset: [-1440],
  staff_reminder_offset: [],
  unscheduled_reminder_offset: [],
  inventory: [],
  required_licences: [] as { id: number; name: string }[],
  deleted: false,
  updated_at: '2026-11-01 09:00:00',
};

export function openForm(
  routes: Parameters<typeof mockApi>[0] = {},
  props: Partial<Parameters<typeof AppointmentFormDialog>[0]> = {},
  permissions = ['canAccessCalendar', 'canEditAppointments'],
) {
  const sent: MockRequest[] = [];
  const api = mockApi({
    ...signedInWith(permissions),
    'GET /v1/appointments/types/available': ok({ types: [drainType] }),
    'GET /v1/appointments/staff': ok({
      users: [{ id: 2, name: 'Mia Walsh', initials: 'MW', email: 'mia@example.com', color: '#ef6c00' }],
    }),
    'POST /v1/appointments': (request) => {
      sent.push(request);
      return ok({ appointment: buildAppointment() });
    },
    ...routes,
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <AppointmentFormDialog
        initial={{ reference_id: '5001', start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 12:00:00' }}
        onClose={() => {}}
        {...props}
      />
    </AppProviders>,
  );
  return { api, sent, clicker: userEvent.setup() };
}

/** Edit Appointment on one of a weekly series of 4, recording the PUTs. */
export function editRecurring(overrides: Partial<ReturnType<typeof buildAppointment>>, permissions?: string[]) {
  const puts: MockRequest[] = [];
  const appointment = buildAppointment({
    is_recurring: true,
    recursion_rule: { value: 'DTSTART:20261201T100000\nRRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=4;BYDAY=TU' },
    ...overrides,
  });
  const opened = openForm(
    {
      'PUT /v1/appointments': (request) => {
        puts.push(request);
        return ok({ appointment });
      },
    },
    { appointment, initial: undefined },
    permissions,
  );
  return { ...opened, puts };
}
