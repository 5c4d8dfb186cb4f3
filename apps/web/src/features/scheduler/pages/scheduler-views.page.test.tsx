import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
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

function open(path: string, permissions = ['canAccessCalendar', 'canEditAppointments']) {
  const searches: MockRequest[] = [];
  mockApi({
    ...signedInWith(permissions),
    'POST /v1/appointments/search': (request) => {
      searches.push(request);
      return ok({ appointments: [morning, noon], total: 2 });
    },
    'GET /v1/appointments/staff': ok({ users: [jack, { ...mia, email: 'mia@example.com' }] }),
  });
  renderApp(`/business/${path}`);
  return searches;
}

describe('scheduler views', () => {
  it('runsheets: one table per staff member, asking for Scheduled, In progress and Departed by default', async () => {
    const searches = open('scheduler/runsheets');
    const miaSheet = await screen.findByRole('table', { name: 'Runsheet of Mia Walsh' });
    expect(within(miaSheet).getAllByRole('row')).toHaveLength(3);
    expect(
      within(screen.getByRole('table', { name: 'Runsheet of Jack Nguyen' })).getByText(/Hot water service/),
    ).toBeTruthy();
    await waitFor(() =>
      expect(searches[0]?.body).toMatchObject({
        status: ['SCHEDULED', 'IN_PROGRESS', 'DEPARTED'],
        sortBy: 'start_date',
      }),
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('list: the appointments in a table, 20 a page', async () => {
    const searches = open('scheduler/list');
    const table = await screen.findByRole('table', { name: 'Appointments' });
    expect(await within(table).findByText('Hot water service')).toBeTruthy();
    await waitFor(() => expect(searches[0]?.body).toMatchObject({ page: 1, rows: 20 }));
  });

  it('is a 404 without canAccessCalendar', async () => {
    open('scheduler/runsheets', []);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
