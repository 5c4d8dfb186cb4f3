import { STAFF_MESSAGES, STAFF_ROLE_DEFAULTS } from '@fieldbook/domain/staff/staff.constants';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildStaff, staffRoutes } from '../testing/staff-fixtures';

const MANAGER = ['canManageUsers', 'canAccessCalendar', 'canAccessClients', 'canEditAppointments', 'canAccessFiles'];

async function openEdit(user = buildStaff(), extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...signedInWith(MANAGER), ...staffRoutes(user), ...extra });
  renderApp(`/business/users/${user.id}`);
  const clicker = userEvent.setup();
  await clicker.click(await screen.findByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Account' });
  return { api, clicker, dialog };
}

const checkbox = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;

describe('Add Staff / Edit Account', () => {
  it('asks for a password on create only', async () => {
    mockApi({ ...signedInWith(MANAGER), ...staffRoutes(buildStaff()) });
    renderApp('/business/users');
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByRole('button', { name: 'Add Staff' }));
    const adding = await screen.findByRole('dialog', { name: 'Add Staff' });
    expect(within(adding).getByLabelText('Password')).toBeTruthy();
    expect(within(adding).getByLabelText('Confirm password')).toBeTruthy();
    expect(within(adding).getByRole('list', { name: 'Password requirements' })).toBeTruthy();
    // A second app rendered beside an open dialog would sit under its modal backdrop.
    cleanup();

    const { dialog } = await openEdit();
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
  });

  it('choosing a role sets its defaults; Select All and Unselect All touch only what the manager may grant', async () => {
    const { clicker, dialog } = await openEdit();
    await clicker.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await clicker.click(await screen.findByRole('option', { name: 'Office' }));
    const grantableOfficeDefaults = STAFF_ROLE_DEFAULTS.Office.filter((key) => MANAGER.includes(key));
    expect(checkbox(dialog, 'Access clients').checked).toBe(grantableOfficeDefaults.includes('canAccessClients'));
    // Billing is not the manager's to give: never ticked, not even by Select All.
    expect(checkbox(dialog, 'Manage billing').disabled).toBe(true);

    await clicker.click(within(dialog).getByRole('button', { name: 'Select All' }));
    expect(checkbox(dialog, 'Access files').checked).toBe(true);
    expect(checkbox(dialog, 'Manage billing').checked).toBe(false);
    await clicker.click(within(dialog).getByRole('button', { name: 'Unselect All' }));
    expect(checkbox(dialog, 'Access files').checked).toBe(false);
    expect(checkbox(dialog, 'Access calendar').checked).toBe(false);
  });

  it('shows no role selector for the business owner', async () => {
    const owner = buildStaff({ id: 1, created_company: true, roles: ['Owner'] });
    const { dialog } = await openEdit(owner);
    expect(within(dialog).queryByRole('combobox', { name: /^Role/ })).toBeNull();
    expect(within(dialog).getByText(/holds every permission/)).toBeTruthy();
  });

  it('only the business owner may edit the owner’s email; anyone else sees it read-only', async () => {
    // The signed-in user of the fixtures is user 1.
    const other = buildStaff({ id: 3, created_company: true, roles: ['Owner'] });
    const { dialog } = await openEdit(other);
    expect((within(dialog).getByLabelText(/^Email/) as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).getByText(STAFF_MESSAGES.ownerEmailOwnerOnly)).toBeTruthy();
  });

  it('the business owner edits their own email', async () => {
    const { dialog } = await openEdit(buildStaff({ id: 1, created_company: true, roles: ['Owner'] }));
    expect((within(dialog).getByLabelText(/^Email/) as HTMLInputElement).readOnly).toBe(false);
    expect(within(dialog).queryByText(STAFF_MESSAGES.ownerEmailOwnerOnly)).toBeNull();
  });

  it('a changed email asks for the password first and sends the token with the save', async () => {
    const user = buildStaff();
    const { api, clicker, dialog } = await openEdit(user, {
      'POST /v1/user/password/validate': ok({ token: 'tok-123' }),
      'PUT /v1/business/company/users': ok({ user, requested_new_email: 'mia.new@example.com' }),
    });
    const email = within(dialog).getByLabelText(/^Email/);
    await clicker.clear(email);
    await clicker.type(email, 'mia.new@example.com');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    const verify = await screen.findByRole('dialog', { name: 'Verify your password' });
    expect(api.count('PUT /v1/business/company/users')).toBe(0);
    await clicker.type(within(verify).getByLabelText(/^Your password/), 'Sturdy-Pass1!');
    await clicker.click(within(verify).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('A verification link has been sent to mia.new@example.com.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/password/validate'))?.body).toEqual({
      password: 'Sturdy-Pass1!',
    });
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      user_id: user.id,
      email: 'mia.new@example.com',
      password_token: 'tok-123',
      updated_at: user.updated_at,
    });
  });

  it('shows the server’s field errors beside their fields and keeps what was typed', async () => {
    const { api, clicker, dialog } = await openEdit(buildStaff(), {
      'PUT /v1/business/company/users': failure(422, 'The given data was invalid.', {
        'image.id': [STAFF_MESSAGES.gifCannotBeResized],
        phone: ['The phone number is not a valid mobile number.'],
      }),
    });
    await clicker.type(within(dialog).getByLabelText('Contact number'), '0412 000 111');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The phone number is not a valid mobile number.')).toBeTruthy();
    expect(within(dialog).getByText(STAFF_MESSAGES.gifCannotBeResized)).toBeTruthy();
    expect(within(dialog).getByLabelText('Contact number')).toHaveProperty('value', '0412 000 111');
    expect(api.count('PUT /v1/business/company/users')).toBe(1);
  });

  it('refuses an empty first name before calling the server', async () => {
    const { api, clicker, dialog } = await openEdit();
    await clicker.clear(within(dialog).getByLabelText(/^First name/));
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The first name field is required.')).toBeTruthy();
    expect(api.count('PUT /v1/business/company/users')).toBe(0);
  });
});
