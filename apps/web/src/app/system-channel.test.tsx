import { CHANNELS, type RealtimeEvent } from '@fieldbook/domain/realtime/realtime.constants';
import { APP_VERSION, MESSAGES } from '@fieldbook/domain/system/system.constants';
import { updateAvailableMessage } from '@fieldbook/domain/system/system.rules';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http } from '../lib/http-client';
import { pageReload } from '../lib/reload-page';
import { session } from '../lib/session/session-store';
import { deliver, listening, resync } from '../test/fake-realtime';
import { startUpRoutes } from '../test/fixtures';
import { failure, mockApi, ok } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { MAINTENANCE_OVER } from './dialogs/maintenance.screen';
import { UPDATE_AVAILABLE } from './dialogs/update-available.screen';

// The realtime client without sockets: the tests deliver the messages and reconnects themselves.

const emit = (event: RealtimeEvent, data: unknown) => act(() => deliver(CHANNELS.system, event, data));

const maintenance = (status: 'ON' | 'OFF' | 'PENDING', text: string | null = null) => ({
  status,
  message: status === 'ON' ? text : null,
  pending_message: status === 'PENDING' ? text : null,
});

/** Signed in at home, with the System channel joined. */
async function signedInAtHome(routes: Parameters<typeof mockApi>[0] = {}) {
  session.start({ token: 'token', email: 'ada@example.com' });
  const api = mockApi({ ...startUpRoutes(), ...routes });
  renderApp('/business/home');
  expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
  await waitFor(() => expect(listening()).toContain(CHANNELS.system));
  return api;
}

const watchReload = () => vi.spyOn(pageReload, 'reload').mockImplementation(() => {});

describe('the System channel while signed in', () => {
  it('maintenance ON shows the blocking screen; Check For Updates says it is still going', async () => {
    await signedInAtHome({
      'GET /v1/system/checkForUpdates': ok({
        version: APP_VERSION,
        maintenance: maintenance('ON', 'We are upgrading'),
      }),
    });
    emit('maintenance', maintenance('ON', 'We are upgrading'));

    const screenDialog = await screen.findByRole('dialog', { name: 'Down for maintenance' });
    expect(screenDialog.textContent).toContain('We are upgrading');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check For Updates' }));
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.stillGoing);
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('maintenance ON without a message shows the standard one', async () => {
    await signedInAtHome();
    emit('maintenance', maintenance('ON'));
    expect((await screen.findByRole('dialog', { name: 'Down for maintenance' })).textContent).toContain(
      MESSAGES.maintenance,
    );
  });

  it('a move from ON to OFF prompts a refresh that reloads the page', async () => {
    await signedInAtHome();
    const reload = watchReload();
    emit('maintenance', maintenance('ON', 'We are upgrading'));
    await screen.findByRole('dialog', { name: 'Down for maintenance' });

    emit('maintenance', maintenance('OFF'));
    const dialog = await screen.findByRole('dialog', { name: 'We are back' });
    expect(dialog.textContent).toContain(MAINTENANCE_OVER);
    expect(screen.queryByRole('button', { name: 'Check For Updates' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a move from ON to PENDING prompts a refresh too', async () => {
    await signedInAtHome();
    emit('maintenance', maintenance('ON'));
    await screen.findByRole('dialog', { name: 'Down for maintenance' });
    emit('maintenance', maintenance('PENDING', 'Another break at 4 am'));
    expect(await screen.findByRole('dialog', { name: 'We are back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('ends the screen a 503 opened as well', async () => {
    await signedInAtHome({ 'GET /v1/user/logs': failure(503, 'Back at 2 am') });
    await expect(http.get('/user/logs')).rejects.toThrow('Back at 2 am');
    expect((await screen.findByRole('dialog', { name: 'Down for maintenance' })).textContent).toContain('Back at 2 am');
    emit('maintenance', maintenance('OFF'));
    expect(await screen.findByRole('dialog', { name: 'We are back' })).toBeTruthy();
  });

  it('PENDING shows a persistent notice with the pending message until OFF, without a refresh prompt', async () => {
    await signedInAtHome();
    emit('maintenance', maintenance('PENDING', 'Back at 2 am'));
    expect((await screen.findByText('Back at 2 am')).closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    // It stays: no timeout.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Back at 2 am')).toBeTruthy();

    emit('maintenance', maintenance('OFF'));
    await waitFor(() => expect(screen.queryByText('Back at 2 am')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('a system message shows as a notice with its title until dismissed', async () => {
    await signedInAtHome();
    emit('message', { title: 'Scheduled upgrade', body: 'New invoices arrive tonight.' });
    const title = await screen.findByText('Scheduled upgrade');
    expect(screen.getByText('New invoices arrive tonight.')).toBeTruthy();
    expect(title.closest('[role="status"]')?.textContent).toBe('Scheduled upgradeNew invoices arrive tonight.Dismiss');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Scheduled upgrade')).toBeNull());
  });

  it('ignores events it cannot read', async () => {
    await signedInAtHome();
    emit('maintenance', { status: 'SIDEWAYS' });
    emit('message', { title: '', body: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('after a reconnect, a newer server version offers "Update Available" with Refresh', async () => {
    const api = await signedInAtHome({
      'GET /v1/system/checkForUpdates': ok({ version: '2099.1.0', maintenance: maintenance('OFF') }),
    });
    const reload = watchReload();
    act(() => resync());
    expect(await screen.findByText(UPDATE_AVAILABLE)).toBeTruthy();
    expect(screen.getByText(/Version 2099\.1\.0 is ready/)).toBeTruthy();

    // Once, however often it reconnects; and it stays.
    act(() => resync());
    await waitFor(() => expect(api.count('GET /v1/system/checkForUpdates')).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(UPDATE_AVAILABLE)).toHaveLength(1);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('after a reconnect, the same version offers nothing but a missed maintenance change still shows', async () => {
    await signedInAtHome({
      'GET /v1/system/checkForUpdates': ok({ version: APP_VERSION, maintenance: maintenance('PENDING', 'Soon') }),
    });
    act(() => resync());
    expect(await screen.findByText('Soon')).toBeTruthy();
    expect(screen.queryByText(UPDATE_AVAILABLE)).toBeNull();
  });

  it('does not listen while signed out, and stops on sign-out', async () => {
    mockApi(startUpRoutes());
    const view = renderApp('/business');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(listening()).not.toContain(CHANNELS.system);
    view.unmount();

    await signedInAtHome();
    act(() => session.clear());
    await waitFor(() => expect(listening()).not.toContain(CHANNELS.system));
  });
});

describe('Update Available on a 503 version refresh', () => {
  it('shows Update Available with Refresh instead of the maintenance screen', async () => {
    await signedInAtHome({
      'GET /v1/user/logs': {
        status: 503,
        body: {
          status: 'error',
          payload: { update_available: true, version: '2099.1.0' },
          errors: null,
          message: updateAvailableMessage('2099.1.0'),
        },
      },
    });
    const reload = watchReload();
    await expect(http.get('/user/logs')).rejects.toMatchObject({ status: 503 });
    const dialog = await screen.findByRole('dialog', { name: UPDATE_AVAILABLE });
    expect(dialog.textContent).toContain('(2099.1.0) is available');
    expect(screen.queryByRole('dialog', { name: 'Down for maintenance' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('Update Available at start-up', () => {
  it('a newer server version stops the start-up with Update Available and a Refresh', async () => {
    mockApi({ ...startUpRoutes(), 'GET /v1/system/checkAppVersion': ok({ version: '2099.1.0' }) });
    const reload = watchReload();
    renderApp('/business');
    expect(await screen.findByRole('heading', { name: UPDATE_AVAILABLE })).toBeTruthy();
    expect(screen.getByText(/\(2099\.1\.0\) is available/)).toBeTruthy();
    // The settings are fetched alongside the version (one round trip), but the start-up goes no further.
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('the same or an older server version starts normally', async () => {
    mockApi({ ...startUpRoutes(), 'GET /v1/system/checkAppVersion': ok({ version: '2025.6.9' }) });
    renderApp('/business');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText(UPDATE_AVAILABLE)).toBeNull();
  });
});
