import { APP_VERSION } from '@fieldbook/domain/system/system.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('test (the system check)', () => {
  it('shows harmless checks for a signed-in user: the server, the versions, live updates, push', async () => {
    mockApi(signedInWith([]));
    renderApp('/business/test');
    expect(await screen.findByRole('heading', { name: 'System Check', level: 1 })).toBeTruthy();
    const checks = screen.getByRole('list', { name: 'Checks' });
    expect(await within(checks).findByText(/^Reachable \(\d+ ms\)$/)).toBeTruthy();
    expect(within(checks).getByText(`${APP_VERSION}, as the server`)).toBeTruthy();
    // The component tests never open a socket, and jsdom has no push.
    expect(
      await within(checks).findByText(
        'Not connected: other people’s changes show when you reload',
        {},
        { timeout: 6_000 },
      ),
    ).toBeTruthy();
    expect(within(checks).getByText('This browser does not support push notifications')).toBeTruthy();
    expect(within(checks).getByText('ada@example.com · Acme Pest Control')).toBeTruthy();
  });

  it('checks again on Check Again', async () => {
    const api = mockApi(signedInWith([]));
    renderApp('/business/test');
    const again = await screen.findByRole('button', { name: 'Check Again' });
    await screen.findByText(/^Reachable/, {}, { timeout: 6_000 });
    await waitFor(() => expect(again.hasAttribute('disabled')).toBe(false), { timeout: 6_000 });
    const before = api.count('GET /v1/system/checkAppVersion');
    await userEvent.setup().click(again);
    await waitFor(() => expect(api.count('GET /v1/system/checkAppVersion')).toBe(before + 1));
  });

  it('is not there for a signed-out visitor', async () => {
    mockApi(signedInWith([]));
    const { session } = await import('../../../lib/session/session-store');
    session.clear();
    const view = renderApp('/business/test');
    await screen.findByRole('heading', { name: /Sign in/i });
    expect(view.router.state.location.pathname).toBe('/business');
  });
});
