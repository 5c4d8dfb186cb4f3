import { APPOINTMENT_MESSAGES } from '@fieldbook/domain/appointments/appointments.schemas';
import { NOTE_MESSAGES } from '@fieldbook/domain/notes/notes.schemas';
import { CHANNELS, REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubEditorLayout } from '../../../test/editor-layout';
import { deliver, listening, resync } from '../../../test/fake-realtime';
import { signedInWith } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildClient } from '../../clients/testing/client-fixtures';
import type { Appointment } from '../api/appointment-types';
import { buildAppointment } from '../testing/appointment-fixtures';

const mia = { id: 2, name: 'Mia Walsh', initials: 'MW', color: '#ef6c00', created_company: false };
const jack = { id: 3, name: 'Jack Nguyen', initials: 'JN', color: '#00897b', created_company: false };
const morning = buildAppointment({
  id: 1,
  title: 'Blocked drain',
  attendees: [mia],
  start_date: '2026-12-01 08:00:00',
  end_date: '2026-12-01 09:00:00',
});
const noon = buildAppointment({
  id: 2,
  title: 'Hot water service',
  attendees: [mia, jack],
  start_date: '2026-12-01 12:00:00',
  end_date: '2026-12-01 14:00:00',
});

const CALENDAR = ['canAccessCalendar', 'canEditAppointments'];
const RUNSHEETS = [...CALENDAR, 'canGenerateRunsheets'];

/** Opens a view; `searches` logs its appointment searches and runsheet requests alike. */
function open(path: string, permissions = CALENDAR, routes: Parameters<typeof mockApi>[0] = {}) {
  const searches: MockRequest[] = [];
  const answer = (request: MockRequest) => {
    searches.push(request);
    return ok({ appointments: [morning, noon], total: 2 });
  };
  const api = mockApi({
    ...signedInWith(permissions),
    'POST /v1/appointments/search': answer,
    'POST /v1/appointments/calendar': answer,
    'POST /v1/appointments/runsheets': answer,
    'GET /v1/appointments/staff': ok({ users: [jack, { ...mia, email: 'mia@example.com' }] }),
    ...routes,
  });
  renderApp(`/business/${path}`);
  return Object.assign(searches, { api });
}

describe('scheduler views', () => {
  beforeAll(stubEditorLayout);

  it('runsheets: one table per staff member, asking for Scheduled, In progress and Departed by default', async () => {
    const searches = open('scheduler/runsheets', RUNSHEETS);
    const miaSheet = await screen.findByRole('table', { name: 'Runsheet of Mia Walsh' });
    expect(within(miaSheet).getAllByRole('row')).toHaveLength(3);
    expect(
      within(screen.getByRole('table', { name: 'Runsheet of Jack Nguyen' })).getByText(/Hot water service/),
    ).toBeTruthy();
    await waitFor(() =>
      expect(searches[0]).toMatchObject({
        path: '/v1/appointments/runsheets',
        body: { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), status: ['SCHEDULED', 'IN_PROGRESS', 'DEPARTED'] },
      }),
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('runsheets: the view link only with canGenerateRunsheets, the current view marked', async () => {
    open('scheduler/list');
    const views = await screen.findByRole('navigation', { name: 'Scheduler views' });
    const links = within(views).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Calendar', 'Staff', 'List']);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page']);
  });

  it('runsheets: a 404 without canGenerateRunsheets, asking for no runsheet', async () => {
    const searches = open('scheduler/runsheets');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(searches.api.calls.some((c) => c.path === '/v1/appointments/runsheets')).toBe(false);
  });

  it('list: the appointments in a table, 20 a page', async () => {
    const searches = open('scheduler/list');
    const table = await screen.findByRole('table', { name: 'Appointments' });
    expect(await within(table).findByText('Hot water service')).toBeTruthy();
    await waitFor(() => expect(searches[0]?.body).toMatchObject({ page: 1, rows: 20 }));
  });

  it('list: the status popover saves only the last pick, once, and adds a note', async () => {
    const { api } = open('scheduler/list', undefined, {
      'PUT /v1/appointments/status': (request) =>
        ok({ appointment: { ...noon, status: (request.body as { status: string }).status } }),
      'POST /v1/appointments/notes': ok({ id: 1, value: '<p>Gate is open</p>' }),
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Appointments' });
    const [chip] = await within(table).findAllByRole('button', { name: 'Status: Scheduled. Change status' });
    await user.click(chip as HTMLElement);
    const popover = await screen.findByRole('dialog', { name: 'Blocked drain' });
    // Two picks inside the 500 ms save debounce, however slow the machine: only the last is saved.
    act(() => {
      fireEvent.click(within(popover).getByRole('radio', { name: 'Departed' }));
      fireEvent.click(within(popover).getByRole('radio', { name: 'In progress' }));
    });
    expect(await screen.findByText(APPOINTMENT_MESSAGES.statusChanged)).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/v1/appointments/status').map((c) => c.body)).toEqual([
      { id: 1, status: 'IN_PROGRESS' },
    ]);
    // A note is added to the appointment's timeline.
    await user.click(await within(popover).findByRole('textbox', { name: 'Add a note' }));
    await user.keyboard('Gate is open');
    await user.click(within(popover).getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText(NOTE_MESSAGES.added)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/v1/appointments/notes')?.body).toEqual({
      id: 1,
      value: '<p>Gate is open</p>',
      is_hidden: false,
    });
    // Nothing in the popover opened the row's appointment.
    expect(screen.queryByRole('dialog', { name: 'Appointment' })).toBeNull();
  });

  it('list: the status is only shown to someone who may neither edit nor attends', async () => {
    open('scheduler/list', ['canAccessCalendar'], {
      'POST /v1/appointments/search': ok({ appointments: [{ ...morning, can_edit: false }], total: 1 }),
    });
    const table = await screen.findByRole('table', { name: 'Appointments' });
    expect(await within(table).findByText('Blocked drain')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Change status/ })).toBeNull();
    expect(within(table).getByText('Scheduled')).toBeTruthy();
  });

  it('scheduler?add&client_id&quotation_id: Create Appointment opens with the client and its reminder, the quotation’s title and job address', async () => {
    const client = buildClient();
    const { api } = open('scheduler?add=1&client_id=5&quotation_id=9', undefined, {
      'GET /v1/appointments/defaults/values': ok({
        reference_id: '7001',
        timezone: 'Australia/Melbourne',
        business_hours: [],
      }),
      'GET /v1/clients': ok({ client, timeline: [] }),
      'GET /v1/quotation': ok({
        quotation: {
          id: 9,
          title: 'Grease trap replacement',
          address: { full_address: '9 Wharf Street, Geelong VIC 3220' },
        },
        timeline: [],
      }),
      'GET /v1/clients/emails': ok({ emails: client.emails }),
      'GET /v1/clients/phones': ok({ phones: [] }),
      'GET /v1/appointments/types/available': ok({ types: [] }),
      'POST /v1/appointments': ok({ appointment: morning }),
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await user.click(within(dialog).getByRole('tab', { name: 'Clients & Reminders' }));
    expect(within(within(dialog).getByRole('list', { name: 'Clients' })).getByText('Harbour Cafe')).toBeTruthy();
    await user.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    expect(within(dialog).getByLabelText('Location')).toHaveProperty('value', '9 Wharf Street, Geelong VIC 3220');
    expect(within(dialog).getByLabelText(/^Title/)).toHaveProperty('value', 'Grease trap replacement');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.count('POST /v1/appointments')).toBe(1));
    expect(api.calls.find((c) => c.path === '/v1/appointments' && c.method === 'POST')?.body).toMatchObject({
      clients: [5],
      quotation_id: 9,
      title: 'Grease trap replacement',
      reference_id: null,
      reminders: [{ key: 'clients', client_id: 5, type: 'EMAIL', value: client.emails[0]?.email_address }],
    });
  });

  it('scheduler?add&quotation_id alone: Create Appointment books the quotation’s client', async () => {
    const client = buildClient();
    const { api } = open('scheduler?add=1&quotation_id=9', undefined, {
      'GET /v1/appointments/defaults/values': ok({ reference_id: '7002', timezone: 'Australia/Melbourne' }),
      'GET /v1/clients': ({ url }) => (url.includes('id=5') ? ok({ client, timeline: [] }) : ok(null)),
      'GET /v1/quotation': ok({
        quotation: { id: 9, client_id: 5, title: 'Grease trap', address: null },
        timeline: [],
      }),
      'GET /v1/clients/emails': ok({ emails: client.emails }),
      'GET /v1/clients/phones': ok({ phones: [] }),
      'GET /v1/appointments/types/available': ok({ types: [] }),
      'POST /v1/appointments': ok({ appointment: morning }),
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await user.click(within(dialog).getByRole('tab', { name: 'Clients & Reminders' }));
    expect(within(within(dialog).getByRole('list', { name: 'Clients' })).getByText('Harbour Cafe')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.count('POST /v1/appointments')).toBe(1));
    expect(api.calls.find((c) => c.path === '/v1/appointments' && c.method === 'POST')?.body).toMatchObject({
      clients: [5],
      quotation_id: 9,
      title: 'Grease trap',
    });
  });

  it('is a 404 without canAccessCalendar', async () => {
    open('scheduler/runsheets', []);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  describe('real-time updates on the company calendar', () => {
    /** A view open and listening, its first search answered with `first`, later ones with `later`. */
    async function openListening(path: string, first: Appointment[], later: Appointment[]) {
      let answer = first;
      const respond = (request: MockRequest) => {
        searches.push(request);
        return ok({ appointments: answer, total: answer.length });
      };
      const searches = open(path, RUNSHEETS, {
        'POST /v1/appointments/search': respond,
        'POST /v1/appointments/calendar': respond,
        'POST /v1/appointments/runsheets': respond,
      });
      await waitFor(() => expect(listening()).toContain(CHANNELS.calendar));
      await waitFor(() => expect(searches.length).toBeGreaterThan(0));
      answer = later;
      return searches;
    }

    it('list: refetches in place when another staff member changes an appointment, once for a burst', async () => {
      const searches = await openListening('scheduler/list', [morning], [morning, noon]);
      const table = await screen.findByRole('table', { name: 'Appointments' });
      await within(table).findByText('Blocked drain');
      const before = searches.length;
      act(() => {
        deliver(CHANNELS.calendar, REALTIME_EVENTS.add, { id: 2 });
        deliver(CHANNELS.calendar, REALTIME_EVENTS.status, { id: 1, status: 'COMPLETE' });
      });
      expect(await within(table).findByText('Hot water service')).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(searches.length).toBe(before + 1);
    });

    it('calendar: the calendar and the unscheduled list refetch on a change and after a reconnect', async () => {
      const unscheduled = buildAppointment({ id: 3, title: 'Gutter clean', status: 'UNSCHEDULED' });
      const searches = await openListening('scheduler', [], [unscheduled]);
      const list = () => screen.queryByRole('list', { name: 'Unscheduled appointments' });
      await screen.findByRole('region', { name: 'Calendar' });
      expect(list()).toBeNull();
      act(() => deliver(CHANNELS.calendar, REALTIME_EVENTS.update, { id: 3 }));
      expect(
        await within(await screen.findByRole('list', { name: 'Unscheduled appointments' })).findByText('Gutter clean'),
      ).toBeTruthy();
      const before = searches.length;
      act(() => resync());
      await waitFor(() => expect(searches.length).toBeGreaterThan(before));
    });

    it('a drag in progress elsewhere refetches nothing', async () => {
      const searches = await openListening('scheduler/runsheets', [morning], [morning]);
      await screen.findByRole('table', { name: 'Runsheet of Mia Walsh' });
      const before = searches.length;
      act(() => deliver(CHANNELS.calendar, REALTIME_EVENTS.drag, { id: 1 }));
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(searches.length).toBe(before);
    });
  });
});
