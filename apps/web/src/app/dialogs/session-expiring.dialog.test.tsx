import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http-client';
import { session } from '../../lib/session/session-store';
import { failure, type MockRequest, mockApi, ok } from '../../test/mock-api';
import { renderHost } from '../../test/render-host';

const logs = (request: MockRequest) =>
  request.headers.Authorization === 'Bearer renewed' ? ok({ data: [], total: 0 }) : failure(401, 'Unauthenticated.');

function signInWithPassword(correct: string) {
  return (request: MockRequest) => {
    const body = request.body as { password: string };
    return body.password === correct
      ? ok({ token: 'renewed', expires_at: '2026-01-01 10:00:00' })
      : failure(422, 'The given data was invalid.', { email: ['These credentials do not match our records.'] });
  };
}

describe('session-expiring dialog', () => {
  it('opens when the refresh fails and replays the request after the right password', async () => {
    session.start({ token: 'stale', email: 'ada@example.com' });
    const api = mockApi({
      'GET /v1/user/logs': logs,
      'POST /v1/user/refresh': failure(401, 'Unauthenticated.'),
      'POST /v1/user/signIn': signInWithPassword('Right!pass1'),
    });
    const onSessionEnded = vi.fn();
    renderHost(onSessionEnded);
    const user = userEvent.setup();

    const pending = http.get('/user/logs');
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to expire...' });
    expect(dialog.textContent).toContain('ada@example.com');

    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Your password is incorrect/)).toBeTruthy();

    await user.type(screen.getByLabelText(/^Password/), 'Right!pass1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await expect(pending).resolves.toEqual({ data: [], total: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.path === '/v1/user/signIn').at(-1)?.body).toEqual({
      email: 'ada@example.com',
      password: 'Right!pass1',
      guid: session.guid(),
    });
    expect(session.getToken()).toBe('renewed');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('closes and signs out after the third wrong password', async () => {
    session.start({ token: 'stale', email: 'ada@example.com' });
    const api = mockApi({
      'GET /v1/user/logs': logs,
      'POST /v1/user/refresh': failure(401, 'Unauthenticated.'),
      'POST /v1/user/signIn': signInWithPassword('never-typed'),
    });
    const onSessionEnded = vi.fn();
    renderHost(onSessionEnded);
    const user = userEvent.setup();

    const pending = http.get('/user/logs').catch((error: unknown) => error);
    await screen.findByRole('dialog', { name: 'Your session is about to expire...' });
    for (const attempt of [1, 2]) {
      await user.type(screen.getByLabelText(/^Password/), `wrong-${attempt}`);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText(/Your password is incorrect/)).toBeTruthy();
      expect(screen.getByRole('dialog')).toBeTruthy();
    }
    await user.type(screen.getByLabelText(/^Password/), 'wrong-3');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(onSessionEnded).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.count('POST /v1/user/signIn')).toBe(3);
    expect(session.getToken()).toBeNull();
    expect(((await pending) as Error).message).toBe('Your session has expired.');
  });

  it('"Switch Accounts" signs out without trying the password', async () => {
    session.start({ token: 'stale', email: 'ada@example.com' });
    const api = mockApi({ 'GET /v1/user/logs': logs, 'POST /v1/user/refresh': failure(401, 'Unauthenticated.') });
    const onSessionEnded = vi.fn();
    renderHost(onSessionEnded);

    const pending = http.get('/user/logs').catch((error: unknown) => error);
    await screen.findByRole('dialog', { name: 'Your session is about to expire...' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Switch Accounts' }));

    await waitFor(() => expect(onSessionEnded).toHaveBeenCalledTimes(1));
    expect(await pending).toBeInstanceOf(Error);
    expect(api.count('POST /v1/user/signIn')).toBe(0);
    expect(session.getToken()).toBeNull();
  });
});
