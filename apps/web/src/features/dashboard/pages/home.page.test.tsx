import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const OFFICE = ['canAccessCalendar', 'canAccessInvoicing', 'canViewInvoicing', 'canAccessAnalyticsWidgets'];
const empty = ok({ rows: [], total: 0 });

function dashboardRoutes(permissions: string[], saves: MockRequest[] = []) {
  return {
    ...signedInWith(permissions),
    'GET /v1/dashboard/appointments': (request: MockRequest) =>
      request.url.includes('day=today')
        ? ok({
            rows: [
              {
                id: 7,
                reference_id: 'AP-7',
                title: 'Hot water service',
                status: 'SCHEDULED',
                start_date: '2026-11-27 09:00:00',
                end_date: '2026-11-27 10:30:00',
                all_day: false,
                timezone: 'Australia/Melbourne',
                date: '2026-11-27',
              },
            ],
            total: 1,
          })
        : empty,
    'GET /v1/dashboard/unscheduled': empty,
    'GET /v1/dashboard/invoices': ok({
      rows: [
        {
          id: 31,
          number: 'INV-0031',
          title: null,
          client_name: 'Harriet Quill',
          term_date: '2026-11-20',
          total: 1100,
          amount_due: 699.99,
        },
      ],
      total: 3,
      sum: 1234.5,
    }),
    'PUT /v1/user/settings': (request: MockRequest) => {
      saves.push(request);
      return ok({ settings: { dashboardWidgets: (request.body as { value: unknown }).value } });
    },
  };
}

describe('home dashboard', () => {
  it("shows the day's work and what is owed, with links only to screens that exist", async () => {
    mockApi(dashboardRoutes(OFFICE));
    renderApp('/business/home');
    const today = await screen.findByRole('region', { name: "Today's Appointments" });
    expect(await within(today).findByText('Hot water service')).toBeTruthy();
    expect(within(today).getByText('9:00am – 10:30am · AP-7')).toBeTruthy();
    const tomorrow = screen.getByRole('region', { name: "Tomorrow's Appointments" });
    expect(await within(tomorrow).findByText('No appointments tomorrow.')).toBeTruthy();
    const overdue = screen.getByRole('region', { name: 'Overdue Invoices' });
    expect(await within(overdue).findByText('$1,234.50')).toBeTruthy();
    expect(within(overdue).getByText('$699.99')).toBeTruthy();
    expect(within(overdue).getByText('Showing 1 of 3')).toBeTruthy();
    expect(within(overdue).getByRole('link', { name: 'View Overdue Invoices' }).getAttribute('href')).toBe(
      '/business/invoicing?overdue=1',
    );
    expect(
      within(overdue)
        .getByRole('link', { name: /INV-0031/ })
        .getAttribute('href'),
    ).toBe('/business/invoicing/31');
    // Widgets whose data the user may not read are not shown (nor asked for).
    expect(screen.queryByRole('region', { name: 'Revenue This Month' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Licences Expiring Soon' })).toBeNull();
  });

  it('in edit mode removes a widget and adds it back, saving the layout each time', async () => {
    const saves: MockRequest[] = [];
    mockApi(dashboardRoutes(OFFICE, saves));
    renderApp('/business/home');
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Unscheduled Work' });
    expect(screen.queryByRole('button', { name: 'Remove Unscheduled Work' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Remove Unscheduled Work' }));
    expect(screen.queryByRole('region', { name: 'Unscheduled Work' })).toBeNull();
    expect(saves.at(-1)?.body).toEqual({
      key: 'dashboardWidgets',
      value: [
        { kind: 'appointments_today', rows: 5 },
        { kind: 'appointments_tomorrow', rows: 5 },
        { kind: 'invoices_overdue', rows: 5 },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Widget Settings: Overdue Invoices' }));
    await user.click(screen.getByRole('menuitem', { name: 'Show 10 rows' }));
    expect(saves.at(-1)?.body).toMatchObject({ value: [{}, {}, { kind: 'invoices_overdue', rows: 10 }] });

    await user.click(screen.getByRole('button', { name: 'Add widget' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unscheduled Work' }));
    expect(await screen.findByRole('region', { name: 'Unscheduled Work' })).toBeTruthy();
    expect(saves.at(-1)?.body).toMatchObject({ value: [{}, {}, {}, { kind: 'unscheduled', rows: 5 }] });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('button', { name: 'Remove Unscheduled Work' })).toBeNull();
  });

  it('offers no Edit without canAccessAnalyticsWidgets', async () => {
    mockApi(dashboardRoutes(['canAccessCalendar']));
    renderApp('/business/home');
    await screen.findByRole('region', { name: "Today's Appointments" });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
