import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outbox, QUEUED_MESSAGE } from '../../../lib/offline/app-outbox';
import { createQueryClient } from '../../../lib/query-client';
import { AppProviders } from '../../../test/app-providers';
import { signedInWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { deviceNetwork } from '../../../test/offline';
import { appointmentDetailKey } from '../api/appointments-api';
import { buildAppointment } from '../testing/appointment-fixtures';
import { drainType } from '../testing/appointment-form-fixtures';
import { AppointmentFormDialog } from './appointment-form-dialog';

afterEach(() => Reflect.deleteProperty(navigator, 'onLine'));

describe('Edit Appointment without a network', () => {
  it('keeps the edit on the device without asking for the staff’s availability, and says so', async () => {
    mockApi({
      ...signedInWith(['canAccessCalendar', 'canEditAppointments']),
      'GET /v1/appointments/types/available': ok({ types: [drainType] }),
      'GET /v1/appointments/staff': ok({ users: [] }),
    });
    const network = await deviceNetwork();
    // The appointment as the view showed it, with Mia attending: online its save would check her day first.
    const appointment = buildAppointment();
    const queryClient = createQueryClient();
    queryClient.setQueryData(appointmentDetailKey(appointment.id), appointment);
    let closed = false;
    render(
      <AppProviders queryClient={queryClient}>
        <AppointmentFormDialog appointment={appointment} onClose={() => (closed = true)} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Appointment' });
    network.goOffline();
    const tried = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    const before = tried().length;
    const description = within(dialog).getByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Side gate sticks, lift it.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(QUEUED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(closed).toBe(true));
    // Nothing was tried: no availability check that could only fail, no PUT.
    expect(tried().slice(before)).toEqual([]);
    expect(outbox.items()).toEqual([
      expect.objectContaining({
        kind: 'appointment-edit',
        record: `/appointments:${appointment.id}`,
        payload: expect.objectContaining({ description: 'Side gate sticks, lift it.' }),
      }),
    ]);
  });
});
