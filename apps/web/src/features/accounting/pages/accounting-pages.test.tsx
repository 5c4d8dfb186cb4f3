import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const linked = {
  provider_type: 'accounting',
  name: 'xero',
  label: 'Xero',
  status: 'LINKED',
  requires_auth: false,
  tenant_name: 'Demo Plumbing Pty Ltd',
  connected_at: '2026-11-20T01:00:00.000Z',
  last_full_sync_at: null,
};
const statusOf = (provider: unknown, unresolved = 0) => ({
  provider,
  available: { name: 'xero', label: 'Xero' },
  unresolved_errors: unresolved,
});
const log = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  record_type: 'client',
  record_id: 3,
  record_label: 'Jane Citizen',
  action: 'push',
  status: 'error',
  error_title: 'The contact name Jane Citizen is already assigned to another contact.',
  details: { Type: 'ValidationException' },
  resolvable: true,
  linked_to_model: false,
  resolved_at: null,
  resolved_by: null,
  can_resolve: true,
  created_at: '2026-11-21T02:00:00.000Z',
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('settings/accountingProvider', () => {
  it('offers to connect when nothing is linked, sending the browser to the consent page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockApi({
      ...signedInWith(['canManageProviders']),
      'GET /v1/accounting/provider': ok(statusOf(null)),
      'POST /v1/accounting/provider/connect': ok({ url: 'https://login.xero.com/identity/connect/authorize?state=s' }),
    });
    renderApp('/business/settings/accountingProvider');
    expect(await screen.findByText('No accounting provider connected')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect Xero' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://login.xero.com/identity/connect/authorize?state=s'),
    );
  });

  it('finishes the consent round trip from ?code&state once, and shows the link LINKED', async () => {
    const sent: MockRequest[] = [];
    let provider: unknown = null;
    mockApi({
      ...signedInWith(['canManageProviders']),
      'GET /v1/accounting/provider': () => ok(statusOf(provider)),
      'POST /v1/accounting/provider/callback': (request) => {
        sent.push(request);
        provider = linked;
        return ok(statusOf(linked), 'Accounting provider connected');
      },
    });
    renderApp('/business/settings/accountingProvider?code=abc&state=xyz');
    expect(await screen.findByText('Demo Plumbing Pty Ltd')).toBeTruthy();
    expect(screen.getByText('Linked')).toBeTruthy();
    expect(sent.map((r) => r.body)).toEqual([{ code: 'abc', state: 'xyz' }]);
  });

  it('shows the link even when the page’s first read of the provider answers after the callback', async () => {
    let callbackAnswered: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      callbackAnswered = resolve;
    });
    let provider: unknown = null;
    let reads = 0;
    mockApi({
      ...signedInWith(['canManageProviders']),
      'GET /v1/accounting/provider': async () => {
        reads += 1;
        if (reads > 1) return ok(statusOf(provider));
        // The first read was taken before the callback linked the provider, and arrives after it.
        const before = statusOf(provider);
        await answered;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return ok(before);
      },
      'POST /v1/accounting/provider/callback': () => {
        provider = linked;
        setTimeout(callbackAnswered, 0);
        return ok(statusOf(linked), 'Accounting provider connected');
      },
    });
    renderApp('/business/settings/accountingProvider?code=abc&state=xyz');
    expect(await screen.findByText('Demo Plumbing Pty Ltd', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Linked')).toBeTruthy();
    expect(screen.queryByText('No accounting provider connected')).toBeNull();
  });

  it('shows a refused callback’s reason', async () => {
    mockApi({
      ...signedInWith(['canManageProviders']),
      'GET /v1/accounting/provider': ok(statusOf(null)),
      'POST /v1/accounting/provider/callback': failure(422, 'The given data was invalid.', {
        state: ['This connection link has expired or belongs to someone else. Please connect again.'],
      }),
    });
    renderApp('/business/settings/accountingProvider?code=abc&state=old');
    expect(await screen.findByText(/This connection link has expired/)).toBeTruthy();
  });

  it('flags a link needing attention, offers Reconnect, and disconnects only once confirmed', async () => {
    const sent: string[] = [];
    mockApi({
      ...signedInWith(['canManageProviders']),
      'GET /v1/accounting/provider': ok(statusOf({ ...linked, requires_auth: true }, 2)),
      'POST /v1/accounting/provider/disconnect': () => {
        sent.push('disconnect');
        return ok(statusOf(null), 'Accounting provider disconnected');
      },
    });
    renderApp('/business/settings/accountingProvider');
    expect(await screen.findByText('Needs attention')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Full sync' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'View logs (2 unresolved)' })).toBeTruthy();
    const clicker = userEvent.setup();
    await clicker.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Xero?' });
    await clicker.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(sent).toEqual(['disconnect']));
  });

  it('starts a full sync and shows its progress until the last full sync time moves', async () => {
    let current: unknown = linked;
    mockApi({
      ...signedInWith(['canManageProviders']),
      'GET /v1/accounting/provider': () => ok(statusOf(current)),
      'POST /v1/accounting/sync/full': () => ok(null, 'Full sync started'),
    });
    renderApp('/business/settings/accountingProvider');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Full sync' }));
    expect(await screen.findByRole('progressbar', { name: 'Full sync in progress' })).toBeTruthy();
    current = { ...linked, last_full_sync_at: '2026-11-21T03:00:00.000Z' };
    expect(await screen.findByText('Full sync finished', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('settings/accountingProvider/logs', () => {
  it('lists the logs, filters to unresolved errors, and says so when there are none', async () => {
    const queries: string[] = [];
    mockApi({
      ...signedInWith(['canManageProviders']),
      'GET /v1/accounting/logs': (request) => {
        queries.push(new URL(request.url, 'http://x').searchParams.get('filter') ?? '');
        return queries.at(-1) === 'unresolved'
          ? ok({ logs: [], page: 1, rows: 25, total: 0 })
          : ok({
              logs: [log(), log({ id: 8, status: 'success', error_title: null, record_label: 'Invoice 1001' })],
              page: 1,
              rows: 25,
              total: 2,
            });
      },
    });
    renderApp('/business/settings/accountingProvider/logs');
    expect(await screen.findByText('Jane Citizen')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Accounting logs' });
    expect(
      within(table)
        .getByRole('link', { name: /already assigned/ })
        .getAttribute('href'),
    ).toBe('/business/settings/accountingProvider/logs/7');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unresolved' }));
    expect(await screen.findByText('No errors to show')).toBeTruthy();
    expect(queries).toEqual(['all', 'unresolved']);
  });
});

describe('settings/accountingProvider/logs/:id', () => {
  it('shows an error without a title and without details in the spec’s words', async () => {
    mockApi({
      ...signedInWith(['canManageProviders']),
      'GET /v1/accounting/log': ok({
        log: log({ error_title: null, details: null, can_resolve: false, resolvable: false }),
      }),
    });
    renderApp('/business/settings/accountingProvider/logs/7');
    expect(await screen.findByText('No error details provided')).toBeTruthy();
    expect(screen.getByText('No additional details to display')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as resolved' })).toBeNull();
  });

  it('marks a resolvable error resolved with the spec’s message', async () => {
    const sent: unknown[] = [];
    let current = log();
    mockApi({
      ...signedInWith(['canManageProviders']),
      'GET /v1/accounting/log': () => ok({ log: current }),
      'POST /v1/accounting/logs/error/resolve': (request) => {
        sent.push(request.body);
        current = log({ resolved_at: '2026-11-21T04:00:00.000Z', resolved_by: 'Ada Lovelace', can_resolve: false });
        return ok({ log: current }, 'Error successfully marked as resolved');
      },
    });
    renderApp('/business/settings/accountingProvider/logs/7');
    expect(await screen.findByText(/"ValidationException"/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark as resolved' }));
    expect(await screen.findByText('Error successfully marked as resolved')).toBeTruthy();
    expect(sent).toEqual([{ id: 7 }]);
    expect(await screen.findByText(/by Ada Lovelace/)).toBeTruthy();
  });
});

describe('the settings index', () => {
  it('lists the accounting provider only for those who can manage providers', async () => {
    mockApi(signedInWith(['canManageProviders']));
    renderApp('/business/settings');
    expect(await screen.findByRole('link', { name: /Accounting Provider/ })).toBeTruthy();
  });
});
