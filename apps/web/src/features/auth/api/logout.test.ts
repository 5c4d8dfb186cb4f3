import { describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http-client';
import { session, setHostPortal } from '../../../lib/session/session-store';
import { mockApi, ok } from '../../../test/mock-api';
import { logout } from './logout';
import { signInAndStart } from './sign-in';

const noNetwork = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );

/** As the logout page signs out: the server is told, then the browser forgets the session. */
async function signOut() {
  await logout();
  session.clear();
}

const sent = (api: ReturnType<typeof mockApi>) => api.calls.map((call) => `${call.method} ${call.path}`);

describe('signing out without a network', () => {
  it('tells the server before the next person signs in, so the old refresh cookie is revoked first', async () => {
    session.start({ token: 'ada-token', email: 'ada@example.com' });
    noNetwork();
    await signOut();

    const api = mockApi({
      'POST /v1/user/logout': ok(null, 'Signed out'),
      'POST /v1/user/signIn': ok({ token: 'bo-token', expires_at: '2026-12-01T10:00:00.000Z' }),
    });
    await signInAndStart({ email: 'bo@example.com', password: 'Sturdy-Pass1!' });

    expect(sent(api)).toEqual(['POST /v1/user/logout', 'POST /v1/user/signIn']);
    expect(api.calls[0]?.body).toEqual({ guid: session.guid() });
    expect(session.getToken()).toBe('bo-token');
  });

  it('tells the server as soon as the network is back, once', async () => {
    session.start({ token: 'ada-token', email: 'ada@example.com' });
    noNetwork();
    await signOut();

    const api = mockApi({ 'POST /v1/user/logout': ok(null, 'Signed out') });
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sent(api)).toEqual(['POST /v1/user/logout']));

    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent(api)).toEqual(['POST /v1/user/logout']);
  });

  it('tells the server of a Client Connect sign-out at its own address', async () => {
    setHostPortal('connect');
    session.start({ token: 'client-token', email: 'sam@example.com' });
    noNetwork();
    await signOut();

    const api = mockApi({ 'POST /v1/clientConnect/logout': ok(null, 'Signed out') });
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sent(api)).toEqual(['POST /v1/clientConnect/logout']));
  });

  it('sends nothing more after a sign-out the server heard', async () => {
    session.start({ token: 'ada-token', email: 'ada@example.com' });
    const api = mockApi({
      'POST /v1/user/logout': ok(null, 'Signed out'),
      'POST /v1/user/signIn': ok({ token: 'bo-token', expires_at: '2026-12-01T10:00:00.000Z' }),
    });
    await signOut();
    await signInAndStart({ email: 'bo@example.com', password: 'Sturdy-Pass1!' });
    expect(sent(api)).toEqual(['POST /v1/user/logout', 'POST /v1/user/signIn']);
  });
});

describe('a sign-out still unsent when someone signs in', () => {
  it('is dropped once the sign-in succeeds, so it never ends the new session', async () => {
    session.start({ token: 'ada-token', email: 'ada@example.com' });
    noNetwork();
    await signOut();

    const api = mockApi({
      'POST /v1/user/logout': { status: 500, body: null },
      'POST /v1/user/signIn': ok({ token: 'bo-token', expires_at: '2026-12-01T10:00:00.000Z' }),
      'GET /v1/thing': ok({ id: 1 }),
    });
    await signInAndStart({ email: 'bo@example.com', password: 'Sturdy-Pass1!' });
    window.dispatchEvent(new Event('online'));
    await http.get('/thing');
    expect(sent(api)).toEqual(['POST /v1/user/logout', 'POST /v1/user/signIn', 'GET /v1/thing']);
  });
});
