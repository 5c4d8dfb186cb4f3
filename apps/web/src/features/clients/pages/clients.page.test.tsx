import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildClient } from '../testing/client-fixtures';

const page = (clients: unknown[], total = clients.length) => ok({ clients, total, page: 1, rows: 25 });

describe('clients page', () => {
  it('lists the search results and searches on the server once typing pauses', async () => {
    const api = mockApi({
      ...signedInWith(['canAccessClients']),
      'POST /v1/clients/search': (request) => {
        const filter = (request.body as { filter: string }).filter;
        if (filter === '345678') return page([buildClient()]);
        return page([
          buildClient(),
          buildClient({ id: 6, display_name: 'Zed Smith', initials: 'ZS', reference_id: '1002' }),
        ]);
      },
    });
    renderApp('/business/clients');
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(await within(table).findByText('Harbour Cafe')).toBeTruthy();
    expect(within(table).getByText('Zed Smith')).toBeTruthy();
    expect(within(table).getAllByText('+61 412 345 678').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('hello@harbour.test').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Sandringham').length).toBeGreaterThan(0);
    expect(api.calls.find((c) => c.path === '/v1/clients/search')?.body).toMatchObject({
      filter: '',
      archived: false,
      rows: 25,
      page: 1,
      with_phones: 'PRIMARY',
      with_emails: 'PRIMARY',
      with_addresses: 'PRIMARY',
    });

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '345678');
    await waitFor(() => expect(within(table).queryByText('Zed Smith')).toBeNull(), { timeout: 5000 });
    const searches = api.calls.filter((c) => c.path === '/v1/clients/search');
    expect(searches.at(-1)?.body).toMatchObject({ filter: '345678' });
    // One call for the whole typed term: the search waits for the typing to pause.
    expect(searches.filter((c) => (c.body as { filter: string }).filter !== '').length).toBe(1);
  });

  it('says "No results to display" for a search that finds nothing, and prompts for a first client', async () => {
    mockApi({
      ...signedInWith(['canAccessClients']),
      'POST /v1/clients/search': (request) =>
        (request.body as { filter: string }).filter ? page([]) : page([buildClient()]),
    });
    renderApp('/business/clients');
    await screen.findByText('Harbour Cafe');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody{Enter}');
    expect(await screen.findByText('No results to display')).toBeTruthy();
  });

  it('prompts for the first client when the company has none', async () => {
    mockApi({ ...signedInWith(['canAccessClients']), 'POST /v1/clients/search': page([]) });
    renderApp('/business/clients');
    expect(await screen.findByText('No clients yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Your First Client' })).toBeTruthy();
  });

  it('shows archived clients under the Archived filter, as a dismissible chip', async () => {
    const api = mockApi({
      ...signedInWith(['canAccessClients']),
      'POST /v1/clients/search': (request) =>
        (request.body as { archived: boolean }).archived
          ? page([buildClient({ id: 9, display_name: 'Old Mate', archived: true })])
          : page([buildClient()]),
    });
    renderApp('/business/clients');
    await screen.findByText('Harbour Cafe');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByText('Old Mate')).toBeTruthy();
    expect(screen.getByText('Archived: Yes')).toBeTruthy();
    expect(api.calls.at(-1)?.body).toMatchObject({ archived: true });
    await user.click(screen.getByRole('button', { name: 'Remove filter Archived' }));
    expect(await screen.findByText('Harbour Cafe')).toBeTruthy();
  });
});
