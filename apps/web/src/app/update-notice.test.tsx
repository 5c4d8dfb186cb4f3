import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offerUpdate, updateWaiting } from '../lib/offline/app-worker';
import { startUpRoutes } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { NEW_VERSION_MESSAGE } from './update-notice';

describe('a new version of the app', () => {
  it('is offered with Reload once its worker waits, and takes over only when asked', async () => {
    mockApi(startUpRoutes());
    renderApp('/business');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    const takeOver = vi.fn();

    act(() => offerUpdate(takeOver));

    expect(await screen.findByText(NEW_VERSION_MESSAGE)).toBeTruthy();
    expect(takeOver).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(takeOver).toHaveBeenCalledTimes(1);
    expect(updateWaiting()).toBeNull();
  });
});
