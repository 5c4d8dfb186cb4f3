import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { userLoadQueryKey } from '../../../lib/session/load-user';
import { session } from '../../../lib/session/session-store';
import { buildUserLoad } from '../../../test/fixtures';
import { ExportClientsButton } from './export-clients-button';

function renderWith(permissions: string[]) {
  session.start({ token: 'abc', email: 'ada@example.com' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(userLoadQueryKey, buildUserLoad({ permissions }));
  return render(
    <QueryClientProvider client={queryClient}>
      <ExportClientsButton />
    </QueryClientProvider>,
  );
}

describe('ExportClientsButton', () => {
  it('is hidden without canExportClients', () => {
    renderWith(['canAccessClients']);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('downloads GET /v1/clients/export with the bearer token under the server-given file name', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('Display Name\r\n', {
          headers: { 'Content-Disposition': 'attachment; filename="clients-2026-01-05.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:clients');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('clients-2026-01-05.csv');
      expect(this.href).toBe('blob:clients');
    });
    renderWith(['canExportClients']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [input, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(input).toBe('/v1/clients/export');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });
});
