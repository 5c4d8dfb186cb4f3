import { APPOINTMENT_MESSAGES, needsClientMessage } from '@fieldbook/domain/appointments/appointments.schemas';
import { BOOKING_MESSAGES } from '@fieldbook/domain/booking/booking.constants';
import { CHANNELS, REALTIME_EVENTS, REALTIME_MESSAGES } from '@fieldbook/domain/realtime/realtime.constants';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BUSINESS_ROUTES } from '../../../app/business-routes';
import { AppRouteAccess } from '../../../app/route-access';
import { createQueryClient } from '../../../lib/query-client';
import { AppProviders } from '../../../test/app-providers';
import { deliver, listening } from '../../../test/fake-realtime';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import type { Appointment } from '../api/appointment-types';
import { appointmentDetailKey } from '../api/appointments-api';
import { SERIES_MESSAGES } from '../components/appointment-series-section';
import { buildAppointment } from '../testing/appointment-fixtures';
import { AppointmentViewDialog } from './appointment-view-dialog';

function openView(
  appointment: Appointment | null,
  extra: Parameters<typeof mockApi>[0] = {},
  permissions = ['canAccessCalendar'],
) {
  const sent: MockRequest[] = [];
  const record = (answer: ReturnType<typeof ok>) => (request: MockRequest) => {
    sent.push(request);
    return answer;
  };
  const api = mockApi({
    ...signedInWith(permissions),
    'GET /v1/appointments/find': appointment
      ? ok({ appointment, timeline: [] })
      : failure(404, 'Could not load appointment'),
    'PUT /v1/appointments/status': record(ok({ appointment: { ...appointment, status: 'IN_PROGRESS' } })),
    'PUT /v1/appointments/lock': record(ok({ appointment: { ...appointment, is_locked: true } })),
    'DELETE /v1/appointments': record(ok({ deleted_ids: [appointment?.id] })),
    'DELETE /v1/appointments/upcoming': record(ok({ deleted_ids: [42] }, APPOINTMENT_MESSAGES.upcomingDeleted)),
    'GET /v1/appointments/climate': ok({ climate: null }),
    ...extra,
  });
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/business/scheduler',
        // Today's business route set answers which document screens exist.
        element: (
          <AppRouteAccess routes={BUSINESS_ROUTES}>
            <AppointmentViewDialog id={appointment?.id ?? 1} onClose={onClose} onEdit={() => {}} />
          </AppRouteAccess>
        ),
      },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    { initialEntries: ['/business/scheduler'] },
  );
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { api, router, sent, onClose, queryClient, clicker: userEvent.setup() };
}

describe('the appointment view dialog', () => {
  it('shows the details and the must-be-staffed banner, and changes the status', async () => {
    const { sent, clicker } = openView(buildAppointment({ attendees: [] }));
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    expect(await within(dialog).findByText('Tue 1 Dec 2026, 10:00am – 12:00pm (AEDT)')).toBeTruthy();
    expect(within(dialog).getByText(APPOINTMENT_MESSAGES.mustBeStaffed)).toBeTruthy();
    expect(within(dialog).getByText('Jane Citizen')).toBeTruthy();
    await clicker.click(within(dialog).getByLabelText('Status'));
    await clicker.click(await screen.findByRole('option', { name: 'In progress' }));
    await waitFor(() =>
      expect(sent.find((r) => r.path.endsWith('/status'))?.body).toEqual({ id: 41, status: 'IN_PROGRESS' }),
    );
    expect(await screen.findByText(APPOINTMENT_MESSAGES.statusChanged)).toBeTruthy();
  });

  it('lets an attendee change the status but not edit, delete or lock', async () => {
    openView(buildAppointment({ can_edit: false, is_attendee: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    expect(await within(dialog).findByRole('button', { name: 'Edit' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    expect(within(dialog).queryByRole('switch', { name: 'Locked' })).toBeNull();
    expect(within(dialog).getByTestId('appointment-subtitle').textContent).toBe('Read-only');
    expect(within(dialog).getByLabelText('Status').getAttribute('aria-disabled')).not.toBe('true');
  });

  it('offers Send Message to those who may take simple actions, and opens it', async () => {
    const { clicker } = openView(buildAppointment({ can_edit: false, is_attendee: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    await clicker.click(await within(dialog).findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('dialog', { name: 'Send Message' })).toBeTruthy();
  });

  it('hides Send Message from staff who neither edit nor attend the appointment', async () => {
    openView(buildAppointment({ can_edit: false, is_attendee: false }));
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    expect(await within(dialog).findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Send Message' })).toBeNull();
  });

  it('refuses status changes of an unscheduled appointment and offers no lock', async () => {
    openView(buildAppointment({ status: 'UNSCHEDULED' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    expect((await within(dialog).findByLabelText('Status')).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).queryByRole('switch', { name: 'Locked' })).toBeNull();
  });

  it('is red and read-only when archived', async () => {
    openView(buildAppointment({ archived: true, can_edit: false }));
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    expect((await within(dialog).findByTestId('appointment-subtitle')).textContent).toBe('Archived · Read-only');
    expect(within(dialog).getByTestId('appointment-toolbar').getAttribute('data-archived')).toBe('true');
    expect(within(dialog).getByLabelText('Status').getAttribute('aria-disabled')).toBe('true');
  });

  it('asks before deleting, warning it cannot be undone', async () => {
    const { sent, onClose, clicker } = openView(buildAppointment());
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    await clicker.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('This action cannot be undone.')).toBeTruthy();
    await clicker.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await clicker.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await clicker.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((r) => r.method === 'DELETE')?.body).toEqual({ id: 41, delete_action: 'none' });
  });

  it('says "Could not load appointment" when it cannot be found', async () => {
    openView(null);
    expect(await screen.findByText(APPOINTMENT_MESSAGES.notFound)).toBeTruthy();
  });

  it('keeps showing the appointment when reading it again finds no network, but not once it is gone', async () => {
    let answer: 'none' | 'gone' | 'found' = 'found';
    const appointment = buildAppointment();
    const { queryClient } = openView(appointment, {
      'GET /v1/appointments/find': () => {
        if (answer === 'none') throw new TypeError('Failed to fetch');
        return answer === 'gone' ? failure(404, 'Not found.') : ok({ appointment, timeline: [] });
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    expect(await within(dialog).findByRole('heading', { name: appointment.title })).toBeTruthy();

    // Offline (a kept day opened later): the read again fails without an answer.
    answer = 'none';
    await act(() => queryClient.refetchQueries({ queryKey: ['appointments'] }));
    await waitFor(() => expect(queryClient.getQueryState(appointmentDetailKey(appointment.id))?.status).toBe('error'));
    expect(within(dialog).getByRole('heading', { name: appointment.title })).toBeTruthy();
    expect(within(dialog).queryByText(APPOINTMENT_MESSAGES.notFound)).toBeNull();

    // Answered: deleted meanwhile.
    answer = 'gone';
    await act(() => queryClient.refetchQueries({ queryKey: ['appointments'] }));
    expect(await within(dialog).findByText(APPOINTMENT_MESSAGES.notFound)).toBeTruthy();
  });

  it('shows the weather when the provider answered: the high, else the temperature, with its summary', async () => {
    openView(buildAppointment(), {
      'GET /v1/appointments/climate': ok({
        climate: { temperature: 13.1, temperature_high: 24.5, summary: 'Rain', icon: 'rain', is_historical: false },
      }),
    });
    expect(await screen.findByText('25°C, Rain')).toBeTruthy();
    // Created On reads as a date (fixture: 2026-11-20 09:00:00 in Melbourne), with its creator.
    expect(screen.getByText('Fri 20 Nov 2026, 9:00am by Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Weather (forecast)')).toBeTruthy();
  });

  it('shows no weather row when there is none', async () => {
    const { api } = openView(buildAppointment());
    await screen.findByRole('heading', { name: 'Blocked kitchen drain' });
    await waitFor(() => expect(api.count('GET /v1/appointments/climate')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Weather/)).toBeNull();
  });

  it('creates a quotation from the appointment with its id and back=true, each action behind its permission', async () => {
    const { router, clicker } = openView(buildAppointment(), {}, [
      'canAccessCalendar',
      'canLogReports',
      'canAddQuotations',
    ]);
    const actions = await screen.findByRole('navigation', { name: 'Create from this appointment' });
    expect(within(actions).queryByRole('button', { name: 'Create Invoice' })).toBeNull();
    await clicker.click(within(actions).getByRole('button', { name: 'Create Quotation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotations/add'));
    expect(router.state.location.search).toBe('?appointment_id=41&back=true');
  });

  it('creates a report from the appointment with its id and back=true, for someone who may only log reports', async () => {
    const { router, clicker } = openView(buildAppointment(), {}, ['canAccessCalendar', 'canLogReports']);
    const actions = await screen.findByRole('navigation', { name: 'Create from this appointment' });
    expect(within(actions).queryByRole('button', { name: 'Create Invoice' })).toBeNull();
    expect(within(actions).queryByRole('button', { name: 'Create Quotation' })).toBeNull();
    await clicker.click(within(actions).getByRole('button', { name: 'Create Report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/add'));
    expect(router.state.location.search).toBe('?appointment_id=41&back=true');
  });

  it('needs a client to create a document, and stays put', async () => {
    const { router, clicker } = openView(buildAppointment({ clients: [] }), {}, [
      'canAccessCalendar',
      'canAddInvoices',
    ]);
    await clicker.click(await screen.findByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText(needsClientMessage('invoice'))).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business/scheduler');
  });

  it('shows no document actions to someone who may neither log reports nor add invoices', async () => {
    openView(buildAppointment(), {}, ['canAccessCalendar', 'canAddQuotations']);
    await screen.findByRole('heading', { name: 'Blocked kitchen drain' });
    expect(screen.queryByRole('navigation', { name: 'Create from this appointment' })).toBeNull();
  });

  describe('a recurring appointment', () => {
    const series = [
      { id: 40, start_date: '2026-11-24 10:00:00', status: 'COMPLETE' as const },
      { id: 41, start_date: '2026-12-01 10:00:00', status: 'SCHEDULED' as const },
      { id: 42, start_date: '2026-12-08 10:00:00', status: 'SCHEDULED' as const },
    ];
    const recurring = (overrides: Partial<Appointment> = {}) =>
      buildAppointment({ is_recurring: true, recurring_appointments: series, ...overrides });

    it('lists the appointments beforehand and afterward, and deletes those afterward after asking', async () => {
      const { sent, clicker } = openView(recurring());
      const section = await screen.findByRole('region', { name: 'Recurring Appointments' });
      expect(
        within(within(section).getByRole('list', { name: 'Appointments Beforehand' })).getByText('Complete'),
      ).toBeTruthy();
      expect(
        within(within(section).getByRole('list', { name: 'Appointments Afterward' })).getByText(
          'Tue 8 Dec 2026, 10:00am',
        ),
      ).toBeTruthy();
      expect(within(section).queryByText(SERIES_MESSAGES.lastInRule)).toBeNull();
      await clicker.click(within(section).getByRole('button', { name: 'Delete Appointments Afterward' }));
      await clicker.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText(APPOINTMENT_MESSAGES.upcomingDeleted)).toBeTruthy();
      expect(sent.find((r) => r.path === '/v1/appointments/upcoming')?.body).toEqual({ id: 41 });
    });

    it('says when it is the last in its rule', async () => {
      openView(recurring({ id: 42, start_date: '2026-12-08 10:00:00', end_date: '2026-12-08 12:00:00' }));
      expect(await screen.findByText(SERIES_MESSAGES.lastInRule)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Delete Appointments Afterward' })).toBeNull();
    });

    it('asks whether to delete the later ones too, and sends the choice', async () => {
      const { sent, clicker } = openView(recurring());
      const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
      await clicker.click(await within(dialog).findByRole('button', { name: 'Delete' }));
      const confirm = await screen.findByRole('alertdialog');
      expect(within(confirm).getByRole('radio', { name: 'Do not delete recurring appointments' })).toHaveProperty(
        'checked',
        true,
      );
      await clicker.click(
        within(confirm).getByRole('radio', { name: 'Delete unscheduled recurring appointments after this date' }),
      );
      await clicker.click(within(confirm).getByRole('button', { name: 'Continue' }));
      await waitFor(() =>
        expect(sent.find((r) => r.path === '/v1/appointments' && r.method === 'DELETE')?.body).toEqual({
          id: 41,
          delete_action: 'unscheduled',
        }),
      );
    });
  });

  describe('real-time updates from another staff member', () => {
    const channel = CHANNELS.appointment(41);
    /**
     * The dialog open and listening on its channel; the server then answers the appointment with
     * `changes`, but only once `release` is called (so what shows before came in place).
     */
    async function openListening(changes: Partial<Appointment> = {}) {
      const initial = buildAppointment();
      let current = initial;
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const opened = openView(current, {
        'GET /v1/appointments/find': async () => {
          const answer = current;
          if (answer !== initial) await held;
          return ok({ appointment: answer, timeline: [] });
        },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
      await within(dialog).findByRole('heading', { name: 'Blocked kitchen drain' });
      await waitFor(() => expect(listening()).toContain(channel));
      current = { ...current, ...changes };
      return { ...opened, dialog, release };
    }

    it('updates the status in place with a notice, and refetches', async () => {
      const { dialog, api, release } = await openListening({ status: 'IN_PROGRESS' });
      act(() => deliver(channel, REALTIME_EVENTS.status, { id: 41, status: 'IN_PROGRESS' }));
      expect(await screen.findByText(REALTIME_MESSAGES.statusUpdated)).toBeTruthy();
      await waitFor(() => expect(within(dialog).getByLabelText('Status').textContent).toBe('In progress'));
      // Refetched too, so the next save sends the current version.
      await waitFor(() => expect(api.count('GET /v1/appointments/find')).toBe(2));
      release();
    });

    it('updates the lock switch in place with a notice', async () => {
      const { dialog, release } = await openListening({ is_locked: true });
      expect(within(dialog).getByRole('switch', { name: 'Locked' })).toHaveProperty('checked', false);
      act(() => deliver(channel, REALTIME_EVENTS.lock, { id: 41, state: true }));
      expect(await screen.findByText(REALTIME_MESSAGES.lockUpdated)).toBeTruthy();
      await waitFor(() =>
        expect(within(dialog).getByRole('switch', { name: 'Locked' })).toHaveProperty('checked', true),
      );
      release();
    });

    it('reloads new details with a notice', async () => {
      const { dialog, release } = await openListening({ title: 'Burst water pipe' });
      act(() => deliver(channel, REALTIME_EVENTS.update, { id: 41 }));
      expect(await screen.findByText(REALTIME_MESSAGES.detailsUpdated)).toBeTruthy();
      release();
      expect(await within(dialog).findByRole('heading', { name: 'Burst water pipe' })).toBeTruthy();
    });

    it("closes when archived, with the 'Archived' notice", async () => {
      const { onClose } = await openListening();
      act(() => deliver(channel, REALTIME_EVENTS.remove, { id: 41 }));
      expect(onClose).toHaveBeenCalled();
      expect(await screen.findByText(REALTIME_MESSAGES.archived)).toBeTruthy();
      expect(screen.getByText(REALTIME_MESSAGES.archivedTitle)).toBeTruthy();
    });

    it("ignores another appointment's channel", async () => {
      const { onClose } = await openListening();
      act(() => deliver(CHANNELS.appointment(42), REALTIME_EVENTS.remove, { id: 42 }));
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.queryByText(REALTIME_MESSAGES.archived)).toBeNull();
    });
  });

  it('approves a request booked online', async () => {
    const pending = buildAppointment({ status: 'UNCONFIRMED', online_booking: 'pending' });
    const { sent, clicker } = openView(
      pending,
      {
        'POST /v1/business/company/booking/approve': (request) => {
          sent.push(request);
          return ok({ appointment_id: 41, state: 'confirmed', status: 'SCHEDULED' });
        },
      },
      ['canAccessCalendar', 'canEditAppointments'],
    );
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    expect(await within(dialog).findByText('Booked online: waiting for your approval.')).toBeTruthy();
    await clicker.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent.find((r) => r.path.endsWith('/approve'))?.body).toEqual({ appointment_id: 41 }));
    expect(await screen.findByText(BOOKING_MESSAGES.approved)).toBeTruthy();
  });

  it('shows the waiting request without Approve to staff who may not edit appointments', async () => {
    openView(buildAppointment({ status: 'UNCONFIRMED', online_booking: 'pending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    expect(await within(dialog).findByText('Booked online: waiting for your approval.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
