import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { AppProviders } from '../../../test/app-providers';
import { signedInWith } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { resetViewportWidth, setViewportWidth } from '../../../test/viewport';
import { buildClient } from '../../clients/testing/client-fixtures';
import { buildAppointment } from '../testing/appointment-fixtures';
import { drainType } from '../testing/appointment-form-fixtures';
import { AppointmentSearchDialog, type AppointmentSearchDialogProps } from './appointment-search-dialog';

const mia = { id: 2, name: 'Mia Walsh', initials: 'MW', email: 'mia@example.com', color: '#ef6c00' };
const drain = buildAppointment({ id: 41, title: 'Blocked kitchen drain', reference_id: '5001' });
const tap = buildAppointment({ id: 42, title: 'Leaking tap', reference_id: '5002' });
const gutter = buildAppointment({ id: 43, title: 'Gutter clean', reference_id: '5003' });
const created = buildAppointment({ id: 77, title: 'Fresh booking', reference_id: '5010' });
const ALL_BUT_UNSCHEDULED = [
  'CANCELLED',
  'UNCONFIRMED',
  'SCHEDULED',
  'DEPARTED',
  'IN_PROGRESS',
  'COMPLETE',
  'DEPARTED_INCOMPLETE',
];

/** The dialog with its server answers mocked: page 1 holds two appointments, page 2 a third (25 in all). */
function openDialog(props: AppointmentSearchDialogProps, permissions = ['canAccessCalendar', 'canEditAppointments']) {
  const searches: MockRequest[] = [];
  const api = mockApi({
    ...signedInWith(permissions),
    'POST /v1/appointments/search': (request) => {
      searches.push(request);
      const page = (request.body as { page: number }).page;
      return ok({ appointments: page === 2 ? [gutter] : [drain, tap], total: 25 });
    },
    'POST /v1/clients/search': ok({ clients: [buildClient()], total: 1, page: 1, rows: 10 }),
    'GET /v1/appointments/staff': ok({ users: [mia] }),
    'GET /v1/appointments/types/available': ok({ types: [drainType] }),
    'GET /v1/appointments/defaults/values': ok({
      reference_id: '5010',
      timezone: 'Australia/Melbourne',
      business_hours: [],
    }),
    'POST /v1/appointments': ok({ appointment: created }),
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <AppointmentSearchDialog {...props} />
    </AppProviders>,
  );
  const last = () => searches.at(-1)?.body as Record<string, unknown>;
  return { api, searches, last, user: userEvent.setup() };
}

const filtersDrawer = () => screen.getByRole('complementary', { name: 'Filters' });
const chipLabels = () =>
  within(screen.getByRole('list', { name: 'Active filters' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('appointment search dialog', () => {
  afterEach(resetViewportWidth);

  it('sends the drawer’s clients, staff, types, dates and advanced filters, shows them as chips, and drops one when its chip is dismissed', async () => {
    setViewportWidth(1440);
    const { last, user } = openDialog({ onClose: vi.fn(), onPick: vi.fn() });
    const dialog = await screen.findByRole('dialog', { name: 'Search Appointments' });
    await within(dialog).findByText('25 results');
    expect(last()).toMatchObject({ page: 1, rows: 20, sortBy: 'closest', status: ALL_BUT_UNSCHEDULED, clients: [] });
    expect(within(dialog).queryByRole('button', { name: 'Create New Appointment' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Toggle Filters' }));
    const drawer = filtersDrawer();
    await user.click(within(drawer).getByRole('checkbox', { name: 'Cancelled' }));
    await user.click(within(drawer).getByLabelText('Filter by client'));
    await user.click(await screen.findByRole('option', { name: /Harbour Cafe/ }));
    await user.click(within(drawer).getByLabelText('Filter by staff member'));
    await user.click(await screen.findByRole('option', { name: 'Mia Walsh' }));
    await user.click(within(drawer).getByLabelText('Filter by type'));
    await user.click(await screen.findByRole('option', { name: 'Blocked drain' }));
    await user.type(within(drawer).getByLabelText('Start date'), '01-12-2026{Enter}');
    await user.type(within(drawer).getByLabelText('End date'), '07-12-2026{Enter}');
    await user.click(within(drawer).getByLabelText('All day'));
    await user.click(await screen.findByRole('option', { name: 'All day only' }));
    await user.click(within(drawer).getByLabelText('Timezone'));
    await user.click(await screen.findByRole('option', { name: /Australia\/Perth/ }));
    await user.click(within(drawer).getByLabelText('Created by'));
    await user.click(await screen.findByRole('option', { name: 'Mia Walsh' }));
    await user.click(within(drawer).getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() =>
      expect(last()).toMatchObject({
        page: 1,
        status: ALL_BUT_UNSCHEDULED.filter((status) => status !== 'CANCELLED'),
        clients: [5],
        users: [2],
        appointment_types: [4],
        start: '2026-12-01 00:00:00',
        end: '2026-12-07 23:59:59',
        all_day: true,
        timezone: 'Australia/Perth',
        creator: 2,
        color: null,
      }),
    );
    expect(chipLabels()).toEqual([
      'Status: Unconfirmed, Scheduled, Departed, In progress, Complete, Departed incomplete',
      'Clients: Harbour Cafe',
      'Staff: Mia Walsh',
      'Types: Blocked drain',
      'From: 01-12-2026',
      'To: 07-12-2026',
      'All day: Yes',
      'Timezone: Australia/Perth',
      'Created by: Mia Walsh',
      'Clear Filters',
    ]);
    // A wide window keeps the drawer open beside the list.
    expect(filtersDrawer()).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove filter Clients' }));
    await waitFor(() => expect(last()).toMatchObject({ page: 1, clients: [], users: [2] }));
    expect(chipLabels()).not.toContain('Clients: Harbour Cafe');
    // Clear Filters: back to the first search (answered from the cache).
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Toggle Filters' }));
    expect(within(dialog).queryByRole('button', { name: 'Toggle Filters', pressed: true })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Toggle Filters' }));
    expect(within(filtersDrawer()).getByRole('checkbox', { name: 'Cancelled' })).toHaveProperty('checked', true);
    expect(within(filtersDrawer()).getByLabelText('Start date')).toHaveProperty('value', '');
  });

  it('refuses a range that ends before it starts', async () => {
    const { user } = openDialog({ onClose: vi.fn(), onPick: vi.fn() });
    const dialog = await screen.findByRole('dialog', { name: 'Search Appointments' });
    await user.click(within(dialog).getByRole('button', { name: 'Toggle Filters' }));
    await user.type(within(filtersDrawer()).getByLabelText('Start date'), '07-12-2026{Enter}');
    await user.type(within(filtersDrawer()).getByLabelText('End date'), '01-12-2026{Enter}');
    expect(within(filtersDrawer()).getByText('The end date must be after the start date.')).toBeTruthy();
    expect(within(filtersDrawer()).getByRole('button', { name: 'Apply Filters' })).toHaveProperty('disabled', true);
  });

  it('offers no attendee or creator filter without canEditAppointments', async () => {
    const { user } = openDialog({ onClose: vi.fn(), onPick: vi.fn() }, ['canAccessCalendar']);
    const dialog = await screen.findByRole('dialog', { name: 'Search Appointments' });
    await user.click(within(dialog).getByRole('button', { name: 'Toggle Filters' }));
    expect(within(filtersDrawer()).getByLabelText('Filter by client')).toBeTruthy();
    expect(within(filtersDrawer()).queryByLabelText('Filter by staff member')).toBeNull();
    expect(within(filtersDrawer()).queryByLabelText('Created by')).toBeNull();
  });

  it('closes the drawer after Apply Filters at 750 px wide or less, where it covers the list', async () => {
    const viewport = setViewportWidth(750);
    const { user } = openDialog({ onClose: vi.fn(), onPick: vi.fn() });
    const dialog = await screen.findByRole('dialog', { name: 'Search Appointments' });
    await user.click(within(dialog).getByRole('button', { name: 'Toggle Filters' }));
    expect(within(dialog).queryByRole('list', { name: 'Appointments' })).toBeNull();
    await user.click(within(filtersDrawer()).getByRole('button', { name: 'Apply Filters' }));
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    expect(await within(dialog).findByRole('list', { name: 'Appointments' })).toBeTruthy();

    viewport.resize(751);
    await user.click(within(dialog).getByRole('button', { name: 'Toggle Filters' }));
    expect(within(dialog).getByRole('list', { name: 'Appointments' })).toBeTruthy();
    await user.click(within(filtersDrawer()).getByRole('button', { name: 'Apply Filters' }));
    expect(filtersDrawer()).toBeTruthy();
  });

  it('Select Appointment: picks the clicked one and closes shortly after', async () => {
    const onPick = vi.fn();
    const onClose = vi.fn();
    const { user } = openDialog({ mode: 'single', onClose, onPick });
    const dialog = await screen.findByRole('dialog', { name: 'Select Appointment' });
    await user.click(await within(dialog).findByText(/Leaking tap/));
    expect(onPick).not.toHaveBeenCalled();
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 42 })));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Select Appointments: ticks rows across pages and confirms them together', async () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    const { user, last } = openDialog({ mode: 'multiple', onClose, onSelect });
    const dialog = await screen.findByRole('dialog', { name: 'Select Appointments' });
    expect(within(dialog).getByRole('button', { name: 'Select 0 Appointments' })).toHaveProperty('disabled', true);
    const tapRow = await within(dialog).findByRole('checkbox', { name: /Leaking tap/ });
    await user.click(tapRow);
    expect(tapRow.getAttribute('aria-checked')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(last()).toMatchObject({ page: 2 }));
    await user.click(await within(dialog).findByRole('checkbox', { name: /Gutter clean/ }));
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Select 2 Appointments' }));
    expect(onSelect).toHaveBeenCalledWith([expect.objectContaining({ id: 42 }), expect.objectContaining({ id: 43 })]);
    expect(onClose).toHaveBeenCalled();
  });

  it('Create New Appointment: in a selection mode, books one in Create Appointment and selects it', async () => {
    const onPick = vi.fn();
    const { user, api } = openDialog({ mode: 'single', onClose: vi.fn(), onPick });
    const dialog = await screen.findByRole('dialog', { name: 'Select Appointment' });
    await user.click(await within(dialog).findByRole('button', { name: 'Create New Appointment' }));
    const form = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await user.click(within(form).getByRole('tab', { name: 'Overview' }));
    await user.type(within(form).getByLabelText(/^Title/), 'Fresh booking');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 77 })));
    // The number offered is not sent: the server takes the next free one.
    expect(api.calls.find((call) => call.path === '/v1/appointments')?.body).toMatchObject({
      reference_id: null,
      title: 'Fresh booking',
    });
  });

  it('Create New Appointment: ticks the new one in multi-select', async () => {
    const onSelect = vi.fn();
    const { user } = openDialog({ mode: 'multiple', onClose: vi.fn(), onSelect });
    const dialog = await screen.findByRole('dialog', { name: 'Select Appointments' });
    await user.click(await within(dialog).findByRole('button', { name: 'Create New Appointment' }));
    const form = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await user.click(within(form).getByRole('tab', { name: 'Overview' }));
    await user.type(within(form).getByLabelText(/^Title/), 'Fresh booking');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Select 1 Appointment' }));
    expect(onSelect).toHaveBeenCalledWith([expect.objectContaining({ id: 77 })]);
  });

  it('sends a caller’s restricted client as a locked chip the drawer does not offer to change', async () => {
    const { last, user } = openDialog({
      mode: 'single',
      onClose: vi.fn(),
      onPick: vi.fn(),
      restrict: { clients: [{ id: 5, name: 'Harbour Cafe' }] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Select Appointment' });
    await waitFor(() => expect(last()).toMatchObject({ clients: [5] }));
    expect(chipLabels()).toEqual(['Clients: Harbour Cafe']);
    expect(within(dialog).queryByRole('button', { name: 'Remove filter Clients' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Toggle Filters' }));
    expect(within(filtersDrawer()).queryByLabelText('Filter by client')).toBeNull();
    await user.click(within(filtersDrawer()).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(last()).toMatchObject({ clients: [5] }));
  });
});
