import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { AppProviders } from '../../../test/app-providers';
import { mockApi, ok } from '../../../test/mock-api';
import { AppointmentDialogsProvider } from '../../timeline/components/appointment-opener';
import { TimelinePanel } from '../../timeline/components/timeline-panel';
import {
  buildAppointmentEntry,
  signedInRoutes,
  testOwner,
  timelinePage,
} from '../../timeline/testing/timeline-fixtures';
import { buildAppointment } from '../testing/appointment-fixtures';
import { TimelineAppointmentDialogs } from './timeline-appointment-dialogs';

describe('a timeline given TimelineAppointmentDialogs (as app/app-shell.tsx gives them)', () => {
  it("opens an appointment entry in the scheduler's appointment dialog", async () => {
    const appointment = buildAppointment({ id: 41, title: 'Blocked kitchen drain' });
    const api = mockApi({
      ...signedInRoutes(['timeline'], ['canAccessClients', 'canAccessCalendar']),
      'GET /v1/clients/timeline': ok(timelinePage({ timeline: [buildAppointmentEntry({ id: 41 })] })),
      'GET /v1/appointments/find': ok({ appointment, timeline: [] }),
      'GET /v1/appointments/timeline': ok(timelinePage()),
      'GET /v1/appointments/climate': ok({ climate: null }),
    });
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <AppointmentDialogsProvider dialogs={TimelineAppointmentDialogs}>
            <TimelinePanel owner={testOwner} />
          </AppointmentDialogsProvider>
        ),
      },
    ]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Blocked kitchen drain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' }, { timeout: 5000 });
    expect(api.calls.some((call) => call.url.includes('/v1/appointments/find?id=41'))).toBe(true);

    // Closing it reloads the timeline, which shows whatever was changed there.
    const timelineCalls = () => api.calls.filter((call) => call.path === '/v1/clients/timeline').length;
    const before = timelineCalls();
    await user.click(await within(dialog).findByRole('button', { name: 'Close' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Appointment' })).toBeNull());
    await waitFor(() => expect(timelineCalls()).toBeGreaterThan(before));
  });
});
