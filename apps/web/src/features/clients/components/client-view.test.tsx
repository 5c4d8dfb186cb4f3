import { CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import { CHANNELS, REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { AppProviders } from '../../../test/app-providers';
import { deliver, listening } from '../../../test/fake-realtime';
import { signedInWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import type { TimelineEntry } from '../../timeline/api/timeline-types';
import { buildNote, timelinePage } from '../../timeline/testing/timeline-fixtures';
import type { Client } from '../api/client-types';
import { ClientViewDialog } from '../dialogs/client-view-dialog';
import { buildClient } from '../testing/client-fixtures';

function clientRoutes(permissions: string[], client: Client = buildClient(), timeline: TimelineEntry[] = []) {
  return {
    ...signedInWith(permissions),
    'GET /v1/clients': ok({ client, timeline }),
    'GET /v1/clients/timeline': ok(timelinePage({ timeline })),
  };
}

describe('client view', () => {
  it('shows every set field with links and en-AU dates', async () => {
    mockApi(clientRoutes(['canAccessClients']));
    renderApp('/business/clients/5');
    expect(await screen.findByRole('heading', { name: 'Harbour Cafe' })).toBeTruthy();
    expect(screen.getByText('Ref #1001')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@harbour.test' }).getAttribute('href')).toBe(
      'mailto:hello@harbour.test',
    );
    expect(screen.getByRole('link', { name: '+61 412 345 678' }).getAttribute('href')).toBe('tel:+61412345678');
    expect(screen.getByText('Mobile')).toBeTruthy();
    expect(screen.getByText('Service')).toBeTruthy();
    expect(screen.getByText('Side gate')).toBeTruthy();
    expect(screen.getByText('05-03-2026 9:05am by Ada Lovelace')).toBeTruthy();
    // The document defaults have their own section, as in the Edit Client dialog.
    const documents = screen.getByRole('heading', { name: 'Documents' }).closest('section') as HTMLElement;
    expect(within(documents).getByText('Inventory markup')).toBeTruthy();
  });

  it("shows the client's photo in the header, else the initials", async () => {
    const image = {
      id: 9,
      signed_thumbnail_url: 'https://files.test/face-thumb.webp',
      signed_url: 'https://files.test/face.webp',
    };
    mockApi(clientRoutes(['canAccessClients'], buildClient({ image, profile_image: image })));
    const view = renderApp('/business/clients/5');
    await screen.findByRole('heading', { name: 'Harbour Cafe' });
    expect(view.container.querySelector('img[src="https://files.test/face-thumb.webp"]')).toBeTruthy();
    view.unmount();

    mockApi(clientRoutes(['canAccessClients']));
    const plain = renderApp('/business/clients/5');
    await screen.findByRole('heading', { name: 'Harbour Cafe' });
    expect(plain.container.querySelector('img[src*="files.test"]')).toBeNull();
    expect(screen.getAllByText('HC').length).toBeGreaterThan(0);
  });

  it('archives after confirmation and shows the server message', async () => {
    let client = buildClient();
    const api = mockApi({
      ...clientRoutes(['canAccessClients', 'canEditClients']),
      'GET /v1/clients': () => ok({ client, timeline: [] }),
      'DELETE /v1/clients': () => {
        client = buildClient({ archived: true, can_edit: false });
        return ok(client, CLIENT_MESSAGES.archived);
      },
      'POST /v1/clients/search': ok({ clients: [], total: 0, page: 1, rows: 25 }),
    });
    renderApp('/business/clients/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Archive client?' });
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText(CLIENT_MESSAGES.archived)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ id: 5 });
    expect(await screen.findByText('Archived · Read-only')).toBeTruthy();
    // The page is inert until the confirm dialog has finished closing.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Edit' })).hasAttribute('disabled')).toBe(true);
  });

  it('without canEditClients: Edit disabled (can_edit false), no Archive/Restore or sign-up request, no quick action without its permission', async () => {
    mockApi(clientRoutes(['canAccessClients'], buildClient({ can_edit: false })));
    renderApp('/business/clients/5');
    await screen.findByRole('heading', { name: 'Harbour Cafe' });
    expect(screen.getByRole('button', { name: 'Edit' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send sign-up request' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Quick actions' })).toBeNull();
    for (const name of ['Create Appointment', 'Quotation', 'Report', 'Invoice']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });

  it('with canEditClients: Edit, Archive and Send sign-up request', async () => {
    mockApi(clientRoutes(['canAccessClients', 'canEditClients']));
    renderApp('/business/clients/5');
    await screen.findByRole('heading', { name: 'Harbour Cafe' });
    expect(screen.getByRole('button', { name: 'Edit' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Archive' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send sign-up request' })).toBeTruthy();
  });

  it('links each quick action the user may use to its create route', async () => {
    mockApi(clientRoutes(['canAccessClients', 'canAccessCalendar', 'canAddInvoices']));
    renderApp('/business/clients/5');
    const actions = await screen.findByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'Create Appointment' }).getAttribute('href')).toBe(
      '/business/scheduler?add=1&client_id=5',
    );
    expect(within(actions).getByRole('link', { name: 'Invoice' }).getAttribute('href')).toBe(
      '/business/invoicing/add?client_id=5',
    );
    expect(within(actions).queryByRole('link', { name: 'Quotation' })).toBeNull();
    expect(within(actions).queryByRole('link', { name: 'Report' })).toBeNull();
  });

  it('links Quotation, Report and Invoice to their add screens with the client', async () => {
    mockApi(clientRoutes(['canAccessClients', 'canAddQuotations', 'canLogReports', 'canAddInvoices']));
    renderApp('/business/clients/5');
    const actions = await screen.findByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'Quotation' }).getAttribute('href')).toBe(
      '/business/quotations/add?client_id=5',
    );
    expect(within(actions).getByRole('link', { name: 'Report' }).getAttribute('href')).toBe(
      '/business/reports/add?client_id=5',
    );
    expect(within(actions).getByRole('link', { name: 'Invoice' })).toBeTruthy();
  });

  it('shows the client timeline with the Add Note area', async () => {
    const api = mockApi(clientRoutes(['canAccessClients'], buildClient(), [buildNote()]));
    renderApp('/business/clients/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Activity Timeline' }));
    expect(await screen.findByText('Gate code 1234')).toBeTruthy();
    expect(screen.getByRole('region', { name: '05-03-2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeTruthy();
    const request = api.calls.find((c) => c.path === '/v1/clients/timeline');
    expect(new URL(request?.url ?? '', 'http://test').searchParams.get('id')).toBe('5');
  });

  it("makes an archived client's timeline read-only", async () => {
    mockApi(clientRoutes(['canAccessClients'], buildClient({ archived: true, can_edit: false }), [buildNote()]));
    renderApp('/business/clients/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Activity Timeline' }));
    expect(await screen.findByText('Gate code 1234')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pin note' })).toBeNull();
  });

  it('shows "No entries to display" for an empty timeline', async () => {
    mockApi(clientRoutes(['canAccessClients']));
    renderApp('/business/clients/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Activity Timeline' }));
    expect(await screen.findByText('No entries to display')).toBeTruthy();
  });

  it('reloads in place when another staff member changes the client', async () => {
    let client = buildClient();
    const api = mockApi({
      ...clientRoutes(['canAccessClients']),
      'GET /v1/clients': () => ok({ client, timeline: [] }),
    });
    renderApp('/business/clients/5');
    await screen.findByRole('heading', { name: 'Harbour Cafe' });
    await waitFor(() => expect(listening()).toContain(CHANNELS.client(5)));
    client = buildClient({ display_name: 'Harbour Cafe & Bar' });
    act(() => deliver(CHANNELS.client(6), REALTIME_EVENTS.clientSync, { id: 6 }));
    act(() => deliver(CHANNELS.client(5), REALTIME_EVENTS.clientSync, { id: 5 }));
    expect(await screen.findByRole('heading', { name: 'Harbour Cafe & Bar' })).toBeTruthy();
    expect(api.count('GET /v1/clients')).toBe(2);
  });

  it('does not listen without canAccessClients (the client dialog of an appointment)', async () => {
    mockApi(clientRoutes(['canAccessCalendar', 'canAccessInvoicing']));
    const router = createMemoryRouter(
      [{ path: '*', element: <ClientViewDialog open clientId={5} onClose={() => {}} /> }],
      { initialEntries: ['/business/scheduler'] },
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('heading', { name: 'Harbour Cafe' });
    expect(listening()).not.toContain(CHANNELS.client(5));
  });
});
