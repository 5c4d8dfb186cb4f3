import { STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildStaff, staffRoutes } from '../testing/staff-fixtures';

describe('the staff view (users/:id)', () => {
  it('is red with "Archived · Read-only" for a deactivated user, with Edit disabled and Restore offered', async () => {
    const user = buildStaff({ deactivated: true });
    mockApi({ ...signedInWith(['canManageUsers']), ...staffRoutes(user) });
    renderApp(`/business/users/${user.id}`);
    expect(await screen.findByRole('heading', { name: 'Mia Nguyen', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('staff-toolbar').getAttribute('data-archived')).toBe('true');
    expect(screen.getByTestId('staff-subtitle').textContent).toBe('Archived · Read-only');
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Restore' })).toHaveProperty('disabled', false);
  });

  it('shows "User could not be found" for an unknown user', async () => {
    mockApi({
      ...signedInWith(['canManageUsers']),
      'GET /v1/business/company/users': failure(404, STAFF_MESSAGES.notFound),
    });
    renderApp('/business/users/999');
    expect(await screen.findByText(STAFF_MESSAGES.notFound)).toBeTruthy();
  });

  it('does not offer to deactivate the business owner, and says why', async () => {
    const owner = buildStaff({ id: 1, created_company: true, roles: ['Owner'] });
    mockApi({ ...signedInWith(['canManageUsers']), ...staffRoutes(owner) });
    renderApp('/business/users/1');
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toHaveProperty('disabled', true);
    expect(screen.getByText(STAFF_MESSAGES.ownerCannotBeDeactivated)).toBeTruthy();
  });

  it('deactivates after confirmation and shows the server’s outcome', async () => {
    const user = buildStaff();
    const api = mockApi({
      ...signedInWith(['canManageUsers']),
      ...staffRoutes(user),
      'DELETE /v1/business/company/users': () => ({
        status: 200,
        body: { status: 'success', message: null, payload: { user: { ...user, deactivated: true } } },
      }),
    });
    renderApp(`/business/users/${user.id}`);
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(api.count('DELETE /v1/business/company/users')).toBe(0);
    await clicker.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(STAFF_MESSAGES.deactivated)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ user_id: user.id });
    expect(await screen.findByTestId('staff-subtitle')).toBeTruthy();
  });

  it('shows the server’s reason when it refuses to deactivate, and nothing changes', async () => {
    const user = buildStaff();
    const api = mockApi({
      ...signedInWith(['canManageUsers']),
      ...staffRoutes(user),
      'DELETE /v1/business/company/users': failure(409, STAFF_MESSAGES.cannotDeactivateSelf),
    });
    renderApp(`/business/users/${user.id}`);
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await clicker.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(STAFF_MESSAGES.cannotDeactivateSelf)).toBeTruthy();
    expect(api.count('DELETE /v1/business/company/users')).toBe(1);
    expect(screen.queryByText(STAFF_MESSAGES.deactivated)).toBeNull();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeTruthy();
  });

  it('without canManageUsers the page is not there (the route needs it)', async () => {
    const user = buildStaff();
    const api = mockApi({ ...signedInWith([]), ...staffRoutes(user) });
    renderApp(`/business/users/${user.id}`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(api.count('GET /v1/business/company/users')).toBe(0);
  });
});
