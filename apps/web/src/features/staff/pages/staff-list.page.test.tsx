import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildStaff, staffRoutes } from '../testing/staff-fixtures';

const MIA = buildStaff();
const JACK = buildStaff({ id: 8, name: 'Jack Brennan', email: 'Jack.Brennan@example.com', initials: 'JB' });
const GONE = buildStaff({ id: 9, name: 'Old Timer', email: 'old@example.com', deactivated: true });

describe('the staff list (users)', () => {
  it('finds staff by name or email whatever the case, and lists deactivated staff apart', async () => {
    mockApi({ ...signedInWith(['canManageUsers']), ...staffRoutes(MIA, [MIA, JACK, GONE]) });
    renderApp('/business/users');
    const list = await screen.findByRole('list', { name: 'Staff' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search staff' }), 'jack.BRENNAN@');
    await waitFor(() => expect(within(list).queryByText('Mia Nguyen')).toBeNull());
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByText('Jack Brennan')).toBeTruthy();

    await user.clear(screen.getByRole('searchbox', { name: 'Search staff' }));
    await user.click(screen.getByRole('button', { name: 'Deactivated' }));
    expect(await screen.findByText('Old Timer')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Mia Nguyen')).toBeNull());
  });

  it('is neither in the navigation nor reachable without canManageUsers', async () => {
    const api = mockApi({ ...signedInWith(['canAccessClients']), ...staffRoutes(MIA) });
    renderApp('/business/users');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Clients' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(api.count('GET /v1/business/company/users/all')).toBe(0);
  });
});
