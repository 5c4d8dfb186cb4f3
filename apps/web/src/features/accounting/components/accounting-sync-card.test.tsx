import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { buildUserLoad, startUpRoutes } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildClient } from '../../clients/testing/client-fixtures';
import { buildInvoice } from '../../documents/testing/document-fixtures';
import { timelinePage } from '../../timeline/testing/timeline-fixtures';

/** The invoice screen is a lazy chunk: its first render may be slow on a busy machine. */
const SLOW = { timeout: 20_000 };
const PERMISSIONS = ['canAccessPortalBusiness', 'canAccessInvoicing', 'canViewInvoicing', 'canAddInvoices'];
const XERO = {
  provider_type: 'accounting',
  name: 'xero',
  label: 'Xero',
  status: 'LINKED',
  requires_auth: false,
  tenant_name: 'Demo',
  connected_at: null,
  last_full_sync_at: null,
};

function openInvoice(permissions: string[], details: Record<string, unknown>, providers: unknown[] = [XERO]) {
  session.start({ token: 'token', email: 'ada@example.com' });
  const user = { ...buildUserLoad({ permissions: [...PERMISSIONS, ...permissions] }), providers };
  const api = mockApi({
    ...startUpRoutes(user),
    'GET /v1/invoice': ok({ invoice: buildInvoice(), timeline: [] }),
    'GET /v1/accounting/status': ok({
      details: {
        current_provider: 'xero',
        current_provider_name: 'Xero',
        accounting_id: null,
        last_sync_time: null,
        is_pending_sync: false,
        status: 'never',
        last_error: null,
        ...details,
      },
    }),
  });
  renderApp('/business/invoicing/8');
  return api;
}

describe('the accounting sync card on an invoice', () => {
  it('says an item is not linked yet, in the spec’s words', async () => {
    openInvoice(['canManageProviders'], {});
    expect(await screen.findByText('Item has not been linked with Xero', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Xero sync' })).toBeTruthy();
  });

  it('links an error to its log, and shows an untitled one as the spec says', async () => {
    openInvoice(['canManageProviders'], { status: 'error', last_error: { log_id: 12, title: null } });
    expect(await screen.findByText(/No error details provided/, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View log' }).getAttribute('href')).toBe(
      '/business/settings/accountingProvider/logs/12',
    );
  });

  it('is not shown without canManageProviders', async () => {
    const api = openInvoice([], {});
    expect((await screen.findAllByText('Call-out', {}, SLOW)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Xero sync' })).toBeNull();
    expect(api.count('GET /v1/accounting/status')).toBe(0);
  });

  it('is not shown when no provider is linked, even to those who manage providers', async () => {
    const api = openInvoice(['canManageProviders'], {}, []);
    expect((await screen.findAllByText('Call-out', {}, SLOW)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Xero sync' })).toBeNull();
    expect(api.count('GET /v1/accounting/status')).toBe(0);
  });
});

describe('the accounting sync card on a client', () => {
  it('shows the last sync and syncs the client again from its button', async () => {
    session.start({ token: 'token', email: 'ada@example.com' });
    const user = {
      ...buildUserLoad({ permissions: ['canAccessPortalBusiness', 'canAccessClients', 'canManageProviders'] }),
      providers: [XERO],
    };
    const sent: MockRequest[] = [];
    mockApi({
      ...startUpRoutes(user),
      'GET /v1/clients': ok({ client: buildClient(), timeline: [] }),
      'GET /v1/clients/timeline': ok(timelinePage({ timeline: [] })),
      'GET /v1/accounting/status': ok({
        details: {
          current_provider: 'xero',
          current_provider_name: 'Xero',
          accounting_id: 'c0ffee',
          last_sync_time: '2026-11-20T01:00:00.000Z',
          is_pending_sync: false,
          status: 'synced',
          last_error: null,
        },
      }),
      'POST /v1/clients/provider/sync': (request) => {
        sent.push(request);
        return ok({ has_dependencies: false }, 'Sync started');
      },
    });
    renderApp('/business/clients/5');
    expect(await screen.findByText(/^Last synced 20-11-2026 \d/, {}, SLOW)).toBeTruthy();
    expect(screen.getByText('ID c0ffee')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(sent.map((r) => r.body)).toEqual([{ id: 5 }]));
  });
});
