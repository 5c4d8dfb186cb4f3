import 'fake-indexeddb/auto';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeptDay } from '../../lib/offline/kept-queries';
import { keptValues } from '../../lib/offline/offline-db';
import { session } from '../../lib/session/session-store';
import { buildUserLoad, startUpRoutes } from '../../test/fixtures';
import { mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

/** No signal; `saysOnline`: the browser still says it is online (a network that leads nowhere). */
const noNetwork = (saysOnline = false) => {
  if (!saysOnline) Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
};

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'onLine');
  await keptValues.clear();
});

const keptDay = () => keptValues.get<KeptDay>('queries');

/** Ada works online at home until her day is kept on the device; returns what was kept. */
async function workOnline(): Promise<KeptDay> {
  session.start({ token: 'token', email: 'ada@example.com' });
  const user = buildUserLoad();
  user.details.role = 'Field Staff';
  mockApi({ ...startUpRoutes(user), 'POST /v1/appointments/search': ok({ appointments: [], total: 0 }) });
  renderApp('/business/home');
  // The first render of a file transforms the lazy pages: give it room on a busy machine.
  expect(await screen.findByRole('heading', { name: 'Welcome, Ada' }, { timeout: 30_000 })).toBeTruthy();
  await waitFor(
    async () => {
      const day = await keptDay();
      expect(day?.owner).toBe('ada@example.com');
      expect(day?.state.queries.map((query) => query.queryKey.join('/'))).toContain('user/load');
    },
    { timeout: 15_000 },
  );
  const day = await keptDay();
  if (!day) throw new Error('nothing kept');
  return day;
}

/** The browser reopens the app: the page's memory is empty; the device still has the email and the kept day. */
async function reopen(day: KeptDay | null, email = 'ada@example.com', saysOnline = false) {
  cleanup();
  session.clear();
  await waitFor(async () => expect(await keptDay()).toBeUndefined());
  if (day) await keptValues.set('queries', day);
  localStorage.setItem('fieldbook.email', email);
  noNetwork(saysOnline);
  renderApp('/business/home');
}

describe('a field worker without signal', () => {
  it('reopens the app signed in on the day kept on the device, saying how fresh it is', async () => {
    const day = await workOnline();
    expect(day.state.queries.map((query) => query.queryKey[0])).toContain('user');

    await reopen(day);

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    const status = await screen.findByText(/You are offline\./);
    expect(status.textContent).toMatch(/You are offline\. Showing what was saved at \d{1,2}:\d{2}[ap]m\./);
    expect(session.isOffline()).toBe(true);
  });

  it('knows it is offline when the browser says online but nothing answers', async () => {
    const day = await workOnline();
    await reopen(day, 'ada@example.com', true);

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    const status = await screen.findByText(/You are offline\./);
    expect(status.textContent).toMatch(/Showing what was saved at \d{1,2}:\d{2}[ap]m\./);
  });

  it('sees the offline screen when nothing was ever kept', async () => {
    await reopen(null);
    expect(await screen.findByText(MESSAGES.offline)).toBeTruthy();
    expect(session.isOffline()).toBe(false);
  });

  it('never opens another user’s kept day', async () => {
    const day = await workOnline();
    await reopen(day, 'grace@example.com');
    expect(await screen.findByText(MESSAGES.offline)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Welcome/ })).toBeNull();
  });

  it('loses the kept day when signing out', async () => {
    await workOnline();
    session.clear();
    await waitFor(async () => expect(await keptDay()).toBeUndefined());
  });
});

describe('the kept day', () => {
  it('holds the account of the user it belongs to', async () => {
    const day = await workOnline();
    const load = day.state.queries.find((query) => query.queryKey.join('/') === 'user/load');
    expect(load?.state.data).toMatchObject({ details: { first_name: buildUserLoad().details.first_name } });
  });
});
