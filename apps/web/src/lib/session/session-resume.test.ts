import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockApi, ok } from '../../test/mock-api';
import { resumeSession, setHttpUi } from '../http-client';
import { session } from './session-store';

let restoreUi: (() => void) | undefined;
afterEach(() => restoreUi?.());

/** What a page load finds: the email of a signed-in browser, and no token (a new page's memory is empty). */
function newPageOfSignedInBrowser() {
  session.start({ token: 'old-page', email: 'ada@example.com' });
  session.clear();
  localStorage.setItem('fieldbook.email', 'ada@example.com');
}

describe('the access token', () => {
  it('is kept in the page’s memory only, never in the browser’s storage', () => {
    session.start({ token: 'secret-access-token', email: 'ada@example.com' });
    session.setToken('renewed-access-token');
    expect(session.getToken()).toBe('renewed-access-token');
    const stored = [localStorage, sessionStorage].flatMap((store) =>
      Object.keys(store).map((key) => store.getItem(key)),
    );
    expect(stored.some((value) => value?.includes('access-token'))).toBe(false);
    expect(localStorage.getItem('fieldbook.email')).toBe('ada@example.com');
  });

  it('is fetched with the refresh cookie when a signed-in browser opens a page', async () => {
    newPageOfSignedInBrowser();
    const api = mockApi({ 'POST /v1/user/refresh': ok({ token: 'fresh', expires_at: '2026-01-01 10:00:00' }) });
    await expect(resumeSession()).resolves.toBe(true);
    expect(api.calls.map((call) => call.path)).toEqual(['/v1/user/refresh']);
    expect(api.calls[0]?.body).toEqual({ guid: session.guid() });
    expect(session.getToken()).toBe('fresh');
  });

  it('is asked for with the password when the refresh cookie no longer works, and the session ends if not given', async () => {
    newPageOfSignedInBrowser();
    mockApi({ 'POST /v1/user/refresh': failure(401, 'Your session has expired.') });
    const reauthenticate = vi.fn(() => Promise.resolve(false));
    const sessionEnded = vi.fn();
    restoreUi = setHttpUi({ reauthenticate, sessionEnded });
    await expect(resumeSession()).resolves.toBe(false);
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(session.getEmail()).toBeNull();
  });

  it('is not asked for by a browser that is not signed in', async () => {
    const api = mockApi({});
    await expect(resumeSession()).resolves.toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('is refreshed by one tab at a time, under a Web Lock, where the browser has them', async () => {
    newPageOfSignedInBrowser();
    const taken: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, run: () => Promise<unknown>) => {
          taken.push(name);
          return run();
        },
      },
    });
    mockApi({ 'POST /v1/user/refresh': ok({ token: 'fresh', expires_at: '2026-01-01 10:00:00' }) });
    await expect(resumeSession()).resolves.toBe(true);
    expect(taken).toEqual(['fieldbook.refresh']);
  });
});
