import { LICENCE_TYPE_MESSAGES as M } from '@fieldbook/domain/licences/licences.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockResponse, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildStaff, staffRoutes } from '../../staff/testing/staff-fixtures';
import { timelinePage } from '../../timeline/testing/timeline-fixtures';

const TYPES = '/v1/business/company/licences/types';
type Row = { id: number; name: string; archived: boolean };

/**
 * The Licence types dialog from a staff member's Licences tab, over a catalogue the mock keeps: a
 * POST adds to it and a PUT renames in it, unless `answers` refuses them.
 */
async function openLicenceTypes(answers: { post?: MockResponse; put?: MockResponse; delete?: MockResponse } = {}) {
  const catalogue: Row[] = [
    { id: 3, name: 'Gasfitter Type A', archived: false },
    { id: 4, name: 'Old permit', archived: true },
  ];
  const api = mockApi({
    ...signedInWith(['canManageUsers']),
    ...staffRoutes(buildStaff()),
    'GET /v1/business/company/licences/all': ok({ licences: [] }),
    'GET /v1/business/company/licences/timeline': ok(timelinePage({ timeline: [] })),
    [`GET ${TYPES}`]: () => ok({ licence_types: catalogue }),
    [`POST ${TYPES}`]: (request) => {
      if (answers.post) return answers.post;
      const row = { id: 10 + catalogue.length, name: (request.body as { name: string }).name.trim(), archived: false };
      catalogue.push(row);
      return ok({ licence_type: row }, M.created);
    },
    [`PUT ${TYPES}`]: (request) => {
      if (answers.put) return answers.put;
      const body = request.body as { licence_type_id: number; name: string };
      const row = catalogue.find((type) => type.id === body.licence_type_id) as Row;
      row.name = body.name.trim();
      return ok({ licence_type: row }, M.saved);
    },
    [`DELETE ${TYPES}`]: answers.delete ?? failure(500, 'Not expected'),
  });
  renderApp('/business/users/7');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Licences' }));
  await user.click(await screen.findByRole('button', { name: 'Licence types' }));
  const dialog = await screen.findByRole('dialog', { name: 'Licence types' });
  await waitFor(() => expect(within(dialog).getAllByRole('textbox', { name: 'Licence type' })).toHaveLength(1));
  return { api, user, dialog, newName: within(dialog).getByRole('textbox', { name: 'New licence type' }) };
}

const names = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('textbox', { name: /^(Licence type|Archived type)$/ })
    .map((input) => (input as HTMLInputElement).value);

describe('the Licence types dialog', () => {
  it('lists live and archived types, and adds one with Enter, saying so and clearing the field', async () => {
    const { api, user, dialog, newName } = await openLicenceTypes();
    expect(names(dialog)).toEqual(['Gasfitter Type A', 'Old permit']);
    expect(within(dialog).getByRole('textbox', { name: 'Archived type' })).toHaveProperty('disabled', true);

    await user.type(newName, '  Electrical Class B{Enter}');
    expect(await screen.findByText(M.created)).toBeTruthy();
    await waitFor(() => expect(names(dialog)).toEqual(['Gasfitter Type A', 'Old permit', 'Electrical Class B']));
    expect(newName).toHaveProperty('value', '');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ name: '  Electrical Class B' }]);
  });

  it('renames a type when its name is left, saying so', async () => {
    const { api, user, dialog } = await openLicenceTypes();
    const gas = within(dialog).getByRole('textbox', { name: 'Licence type' });
    await user.clear(gas);
    await user.type(gas, 'Gasfitter Type B');
    await user.tab();
    expect(await screen.findByText(M.saved)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { licence_type_id: 3, name: 'Gasfitter Type B' },
    ]);
    // Leaving it again unchanged sends nothing more.
    await user.click(gas);
    await user.tab();
    expect(api.count(`PUT ${TYPES}`)).toBe(1);
  });

  it('refuses a blank or over-long name with the server’s words beside the field, sending nothing', async () => {
    const { api, user, dialog, newName } = await openLicenceTypes();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(M.nameRequired)).toBeTruthy();
    await user.type(newName, '   {Enter}');
    expect(within(dialog).getByText(M.nameRequired)).toBeTruthy();
    await user.clear(newName);
    await user.click(newName);
    await user.paste('x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(M.nameTooLong)).toBeTruthy();
    expect(newName).toHaveProperty('value', 'x'.repeat(101));

    // A row emptied and left keeps its type as it was.
    const gas = within(dialog).getByRole('textbox', { name: 'Licence type' });
    await user.clear(gas);
    await user.tab();
    expect(await within(dialog).findByText(M.nameRequired)).toBeTruthy();
    expect(api.count(`POST ${TYPES}`)).toBe(0);
    expect(api.count(`PUT ${TYPES}`)).toBe(0);
  });

  it('shows what the server refuses beside the field, keeping what was typed', async () => {
    const taken = failure(422, 'The given data was invalid.', { name: [M.nameTaken] });
    const { user, dialog, newName } = await openLicenceTypes({
      post: taken,
      put: taken,
      delete: failure(403, 'You do not have permission to do that.'),
    });
    await user.type(newName, 'Gasfitter Type A{Enter}');
    expect(await within(dialog).findByText(M.nameTaken)).toBeTruthy();
    expect(newName).toHaveProperty('value', 'Gasfitter Type A');
    expect(screen.queryByText(M.created)).toBeNull();

    const gas = within(dialog).getByRole('textbox', { name: 'Licence type' });
    await user.type(gas, ' copy');
    await user.tab();
    await waitFor(() => expect(within(dialog).getAllByText(M.nameTaken)).toHaveLength(2));
    expect(gas).toHaveProperty('value', 'Gasfitter Type A copy');

    await user.click(within(dialog).getAllByRole('button', { name: 'Archive' })[0] as HTMLElement);
    expect(await screen.findByText('You do not have permission to do that.')).toBeTruthy();
    expect(names(dialog)).toEqual(['Gasfitter Type A copy', 'Old permit']);
  });
});
