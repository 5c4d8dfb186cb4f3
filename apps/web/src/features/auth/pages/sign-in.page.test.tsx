import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { startUpRoutes } from '../../../test/fixtures';
import { failure, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('sign-in page', () => {
  it("shows the server's field error under the email field", async () => {
    const api = mockApi({
      ...startUpRoutes(),
      'POST /v1/user/signIn': failure(422, 'The given data was invalid.', {
        email: [AUTH_MESSAGES.invalidCredentials],
      }),
    });
    renderApp('/business');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'Ada@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = screen.getByLabelText(/^Email/);
    expect(await screen.findByText(AUTH_MESSAGES.invalidCredentials)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(AUTH_MESSAGES.invalidCredentials);
    // the red notice with its Debug action
    const notice = await screen.findByText('The given data was invalid.');
    expect(
      within(notice.closest('[role="alert"]') ?? document.body).getByRole('button', { name: 'Debug' }),
    ).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/v1/user/signIn')?.body).toMatchObject({ email: 'ada@example.com' });
    expect(session.getToken()).toBeNull();
  });

  it('validates with the domain schema before calling the server', async () => {
    const api = mockApi(startUpRoutes());
    renderApp('/business');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('The email field is required.')).toBeTruthy();
    expect(screen.getByText('The password field is required.')).toBeTruthy();
    expect(api.count('POST /v1/user/signIn')).toBe(0);
  });

  it('signs in and lands on the dashboard', async () => {
    mockApi({
      ...startUpRoutes(),
      'POST /v1/user/signIn': ok({ token: 'new-token', expires_at: '2026-01-01 10:00:00' }),
      'POST /v1/devices/token': ok(null),
    });
    const { router } = renderApp('/business');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret!123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business/home');
    expect(session.getToken()).toBe('new-token');
  });
});
