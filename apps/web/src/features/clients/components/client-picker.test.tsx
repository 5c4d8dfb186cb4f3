import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { AppProviders } from '../../../test/app-providers';
import { signedInWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { buildClient } from '../testing/client-fixtures';
import { ClientPicker } from './client-picker';

describe('ClientPicker', () => {
  it('searches the server, picks a client, and offers Create New Client with "No results to display"', async () => {
    const api = mockApi({
      ...signedInWith(['canAccessClients']),
      'POST /v1/clients/search': (request) =>
        ok({
          clients: (request.body as { filter: string }).filter === 'harb' ? [buildClient()] : [],
          total: 0,
          page: 1,
          rows: 10,
        }),
    });
    const onChange = vi.fn();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <ClientPicker value={null} onChange={onChange} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    expect(await screen.findByRole('option', { name: 'No results to display' })).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Create New Client' })).toBeTruthy();

    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'harb');
    await user.click(await screen.findByRole('option', { name: /Harbour Cafe/ }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 5, display_name: 'Harbour Cafe' }));
    expect(
      api.calls.filter((c) => c.path === '/v1/clients/search').map((c) => (c.body as { filter: string }).filter),
    ).toEqual(['', 'harb']);
  });
});
