import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { AppProviders } from '../../../test/app-providers';
import { signedInWith } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { buildAppointment } from '../testing/appointment-fixtures';
import { drainType } from '../testing/appointment-form-fixtures';
import { NewAppointmentDialog } from './new-appointment-dialog';

/** A page that opens Create Appointment again and again without reloading, as the scheduler does. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Book
      </button>
      {open && (
        <NewAppointmentDialog
          span={{ start: '2026-12-01 10:00:00', end: '2026-12-01 12:00:00', allDay: false }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** The server: each defaults call offers the counter's next number; each create takes one unless typed. */
function book() {
  let next = 5001;
  const created: MockRequest[] = [];
  mockApi({
    ...signedInWith(['canAccessCalendar', 'canEditAppointments']),
    'GET /v1/appointments/types/available': ok({ types: [drainType] }),
    'GET /v1/appointments/defaults/values': () =>
      ok({ reference_id: String(next), timezone: 'Australia/Melbourne', business_hours: [] }),
    'POST /v1/appointments': (request) => {
      created.push(request);
      const typed = (request.body as { reference_id: string | null }).reference_id;
      const appointment = buildAppointment({ id: created.length, reference_id: typed ?? String(next) });
      if (!typed) next += 1;
      return ok({ appointment });
    },
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Page />
    </AppProviders>,
  );
  return { created, clicker: userEvent.setup() };
}

async function create(clicker: ReturnType<typeof userEvent.setup>, title: string, reference?: string) {
  await clicker.click(screen.getByRole('button', { name: 'Book' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
  await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
  const shown = within(dialog).getByLabelText(/^Reference Number/);
  const offered = (shown as HTMLInputElement).value;
  if (reference) {
    await clicker.clear(shown);
    await clicker.type(shown, reference);
  }
  await clicker.type(within(dialog).getByLabelText(/^Title/), title);
  await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Appointment' })).toBeNull());
  return offered;
}

describe('Create Appointment, twice from one page', () => {
  it('shows the then-next number each time and leaves the number to the server unless one is typed', async () => {
    const { created, clicker } = book();
    expect(await create(clicker, 'Leaking tap')).toBe('5001');
    expect(await create(clicker, 'Blocked drain')).toBe('5002');
    expect(await create(clicker, 'Hot water', 'JOB-7')).toBe('5003');
    expect(created.map((request) => request.body)).toMatchObject([
      { title: 'Leaking tap', reference_id: null, reference_changed: false },
      { title: 'Blocked drain', reference_id: null, reference_changed: false },
      { title: 'Hot water', reference_id: 'JOB-7', reference_changed: true },
    ]);
  });
});
