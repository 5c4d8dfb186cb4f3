import { LICENCE_MESSAGES } from '@fieldbook/domain/licences/licences.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildStaff, staffRoutes } from '../../staff/testing/staff-fixtures';
import { timelinePage } from '../../timeline/testing/timeline-fixtures';
import { buildLicence } from '../testing/licence-fixtures';

const soon = buildLicence({ id: 32, licence_number: 'GF-1', descriptor: 'Gasfitter', is_set_to_expire: true });
const old = buildLicence({ id: 33, licence_number: 'OLD-9', descriptor: 'Old', archived: true, can_edit: false });

async function openLicencesTab(user = buildStaff(), extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedInWith(['canManageUsers']),
    ...staffRoutes(user),
    'GET /v1/business/company/licences/all': ok({ licences: [soon, old] }),
    'GET /v1/business/company/licences/timeline': ok(timelinePage({ timeline: [] })),
    ...extra,
  });
  renderApp(`/business/users/${user.id}`);
  const clicker = userEvent.setup();
  await clicker.click(await screen.findByRole('tab', { name: 'Licences' }));
  return { api, clicker };
}

describe('the Licences tab', () => {
  it('lists active licences with "Expires soon", folds archived ones away, and offers Create Licence', async () => {
    const { clicker } = await openLicencesTab();
    const active = await screen.findByRole('list', { name: 'Active licences' });
    expect(within(active).getByText('Gasfitter · GF-1')).toBeTruthy();
    expect(within(active).getByText('Expires soon')).toBeTruthy();
    expect(within(active).queryByText(/OLD-9/)).toBeNull();
    await clicker.click(screen.getByRole('button', { name: 'Archived licences (1)' }));
    expect(within(screen.getByRole('list', { name: 'Archived licences' })).getByText('Old · OLD-9')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Licence' })).toBeTruthy();
  });

  it('offers no Create Licence for a deactivated staff member', async () => {
    await openLicencesTab(buildStaff({ deactivated: true }));
    await screen.findByRole('list', { name: 'Active licences' });
    expect(screen.queryByRole('button', { name: 'Create Licence' })).toBeNull();
  });

  it('an archived licence opens red and read-only, with Restore', async () => {
    const { clicker } = await openLicencesTab(buildStaff(), {
      'GET /v1/business/company/licences': ok({ licence: old, timeline: [] }),
    });
    await clicker.click(await screen.findByRole('button', { name: 'Archived licences (1)' }));
    await clicker.click(screen.getByText('Old · OLD-9'));
    const view = await screen.findByRole('dialog', { name: 'Licence' });
    expect(await within(view).findByTestId('licence-subtitle')).toHaveProperty('textContent', 'Archived · Read-only');
    expect(within(view).getByTestId('licence-toolbar').getAttribute('data-archived')).toBe('true');
    expect(within(view).getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', true);
    expect(within(view).getByRole('button', { name: 'Restore' })).toHaveProperty('disabled', false);
  });
});

describe('Add Licence', () => {
  async function openAdd(extra: Parameters<typeof mockApi>[0] = {}) {
    const { api, clicker } = await openLicencesTab(buildStaff(), extra);
    await clicker.click(await screen.findByRole('button', { name: 'Create Licence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Licence' });
    return { api, clicker, dialog };
  }

  it('counts the licence number up to 50 and refuses 51 characters and a missing state, sending nothing', async () => {
    const { api, clicker, dialog } = await openAdd();
    const number = within(dialog).getByLabelText(/^Licence number/);
    await clicker.type(number, 'ABC');
    expect(within(dialog).getByText('3/50')).toBeTruthy();
    await clicker.clear(number);
    await clicker.type(number, 'x'.repeat(51));
    await clicker.click(within(dialog).getByRole('button', { name: 'Add Licence' }));
    expect(await within(dialog).findByText(LICENCE_MESSAGES.numberTooLong)).toBeTruthy();
    expect(within(dialog).getByText(LICENCE_MESSAGES.stateRequired)).toBeTruthy();
    expect(api.count('POST /v1/business/company/licences')).toBe(0);
  });

  it('asks the spec’s question before discarding, and shows server errors by field', async () => {
    const { api, clicker, dialog } = await openAdd({
      'POST /v1/business/company/licences': failure(422, 'The given data was invalid.', {
        licence_number: ['The licence number has already been taken.'],
      }),
    });
    await clicker.type(within(dialog).getByLabelText(/^Licence number/), 'PL-1');
    await clicker.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(LICENCE_MESSAGES.cancelQuestion)).toBeTruthy();
    await clicker.click(within(question).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await clicker.click(within(dialog).getByRole('combobox', { name: /^State/ }));
    await clicker.click(await screen.findByRole('option', { name: 'Tasmania' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Add Licence' }));
    expect(await within(dialog).findByText('The licence number has already been taken.')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Licence number/)).toHaveProperty('value', 'PL-1');
    expect(api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/licences'))?.body).toMatchObject({
      user_id: 7,
      licence_number: 'PL-1',
      state_id: 6,
      expiry_date: null,
    });
  });

  it('saves the licence type chosen, keeping the descriptor', async () => {
    const { api, clicker, dialog } = await openAdd({
      'GET /v1/business/company/licences/types': ok({
        licence_types: [{ id: 3, name: 'Gasfitter Type A', archived: false }],
      }),
      'POST /v1/business/company/licences': ok({
        licence: buildLicence({ licence_type: { id: 3, name: 'Gasfitter Type A' } }),
      }),
    });
    await clicker.type(within(dialog).getByLabelText(/^Licence number/), 'GF-2');
    await clicker.type(within(dialog).getByLabelText('Title'), 'Gas appliances');
    await clicker.click(within(dialog).getByRole('combobox', { name: /^State/ }));
    await clicker.click(await screen.findByRole('option', { name: 'Victoria' }));
    await clicker.click(within(dialog).getByRole('combobox', { name: /^Licence type/ }));
    await clicker.click(await screen.findByRole('option', { name: 'Gasfitter Type A' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Add Licence' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/licences'))?.body).toMatchObject({
        licence_number: 'GF-2',
        descriptor: 'Gas appliances',
        licence_type_id: 3,
      }),
    );
  });
});
