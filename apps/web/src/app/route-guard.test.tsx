import { SANDBOX_BANNER } from '@fieldbook/domain/system/system.constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../lib/session/session-store';
import { buildUserLoad, startUpRoutes } from '../test/fixtures';
import { mockApi, ok } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { routeSetForHost } from './route-set';

const signIn = () => session.start({ token: 'token', email: 'ada@example.com' });

describe('route sets', () => {
  it.each([
    ['connect.fieldbook.com.au', 'connect'],
    ['app.fieldbook.com.au', 'business'],
    ['localhost', 'sandbox'],
    ['127.0.0.1', 'sandbox'],
  ])('%s → %s', (host, kind) => expect(routeSetForHost(host)).toBe(kind));
});

describe('route guard', () => {
  it('shows the 404 page at the same URL when a permission is missing', async () => {
    signIn();
    mockApi(startUpRoutes(buildUserLoad({ permissions: ['canAccessPortalBusiness'] })));
    const { router } = renderApp('/business/settings/business');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business/settings/business');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Business Details' })).toBeNull();
  });

  it('opens the page when the user holds the permission', async () => {
    signIn();
    const user = buildUserLoad({ permissions: ['canAccessPortalBusiness', 'canModifyCompanyDetails'] });
    mockApi({ ...startUpRoutes(user), 'GET /v1/business/company': ok(user.company) });
    renderApp('/business/settings/business');
    expect(await screen.findByRole('heading', { name: 'Business Details' })).toBeTruthy();
    expect(await screen.findByLabelText(/Company name/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Business Details' })).toBeTruthy();
  });

  it('shows a user without canAccessPortalBusiness that they have no access, with Sign out, and calls nothing else', async () => {
    signIn();
    const api = mockApi({
      ...startUpRoutes(buildUserLoad({ permissions: ['canAccessClients'] })),
      'POST /v1/user/logout': ok(null),
    });
    renderApp('/business/clients');
    expect(await screen.findByRole('heading', { name: 'No access to the business portal' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    const startUp = ['/v1/system/checkAppVersion', '/v1/system/loadSystemSettings', '/v1/user/load'];
    expect(api.calls.filter((call) => !startUp.includes(call.path))).toEqual([]);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(session.getToken()).toBeNull();
  });

  it('sends a signed-out user from a login route to the sign-in root', async () => {
    const api = mockApi(startUpRoutes());
    const { router } = renderApp('/business/home');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business');
    expect(api.count('GET /v1/user/load')).toBe(0);
  });

  it('sends a signed-in user from a signed-out-only route to home', async () => {
    signIn();
    mockApi(startUpRoutes(buildUserLoad({ first_name: 'Grace' })));
    const { router } = renderApp('/business/signup');
    expect(await screen.findByRole('heading', { name: 'Welcome, Grace' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business/home');
    expect(screen.getByTestId('company-name').textContent).toBe('Acme Pest Control');
  });

  it('redirects / to /business in the sandbox, with the sandbox banner', async () => {
    mockApi(startUpRoutes());
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business');
    expect(screen.getByText(SANDBOX_BANNER)).toBeTruthy();
  });

  it('shows the 404 page for unknown paths, and no sandbox banner on an app. host', async () => {
    mockApi(startUpRoutes());
    renderApp('/no/such/page', 'business');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText(SANDBOX_BANNER)).toBeNull();
  });

  it.each([
    ['/connect', 'sandbox'],
    ['/', 'connect'],
  ] as const)('opens the client portal sign-in (%s on %s) without loading a staff user', async (path, kind) => {
    const api = mockApi(startUpRoutes());
    renderApp(path, kind);
    expect(await screen.findByText('Welcome back. Sign in to Client Connect.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
    expect(api.count('GET /v1/user/load')).toBe(0);
  });

  it('shows the 404 page for unknown client portal paths', async () => {
    mockApi(startUpRoutes());
    renderApp('/no/such/page', 'connect');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('sends a signed-out visitor of the sandbox mailbox to sign in, asking the server for no mail', async () => {
    const api = mockApi(startUpRoutes());
    const { router } = renderApp('/business/mailbox');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business');
    expect(screen.queryByRole('link', { name: 'Developer mailbox' })).toBeNull();
    expect(api.count('GET /v1/sandbox/mailbox')).toBe(0);
  });

  it('shows the sandbox mailbox only to a company administrator (canModifyCompanyDetails)', async () => {
    signIn();
    const api = mockApi(startUpRoutes(buildUserLoad({ permissions: ['canAccessPortalBusiness'] })));
    renderApp('/business/mailbox');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(api.count('GET /v1/sandbox/mailbox')).toBe(0);
  });

  it('opens the sandbox mailbox signed in, through the authenticated client', async () => {
    signIn();
    const email = {
      id: 7,
      to: 'ada@example.com',
      subject: 'Your reset code',
      text: 'Code 123456',
      created_at: '2025-05-01 09:30:00',
    };
    const api = mockApi({
      ...startUpRoutes(buildUserLoad({ permissions: ['canAccessPortalBusiness', 'canModifyCompanyDetails'] })),
      'GET /v1/sandbox/mailbox': ok({ emails: [email] }),
    });
    renderApp('/business/mailbox');
    expect(await screen.findByText('Your reset code')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/v1/sandbox/mailbox')?.headers.Authorization).toBe('Bearer token');
  });

  it('has no mailbox outside the sandbox', async () => {
    mockApi(startUpRoutes());
    renderApp('/mailbox', 'business');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
