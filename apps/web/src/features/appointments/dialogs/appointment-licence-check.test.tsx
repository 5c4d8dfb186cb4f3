import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, type MockRequest, ok } from '../../../test/mock-api';
import { drainType, openForm } from '../testing/appointment-form-fixtures';

/** Licence-aware assignment in the appointment form (issue 37). */

const gasService = {
  ...drainType,
  id: 7,
  name: 'Gas service',
  title: 'Gas service',
  required_licences: [{ id: 3, name: 'Gasfitter Type A' }],
};
const staff = [
  { id: 2, name: 'Mia Walsh', initials: 'MW', email: 'mia@example.com', color: '#ef6c00' },
  { id: 5, name: 'Gus Gasfitter', initials: 'GG', email: 'gus@example.com', color: '#2e7d32' },
];
const REASON = 'Has no Gasfitter Type A licence';
const result = (user_id: number, qualified: boolean, status = 'AVAILABLE') => ({
  user_id,
  status,
  conflicts: [],
  qualified,
  reason: qualified ? null : REASON,
});

async function chooseGasAndMia(clicker: ReturnType<typeof openForm>['clicker']) {
  const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
  await clicker.click(within(dialog).getByLabelText('Appointment Types'));
  await clicker.click(await screen.findByRole('option', { name: 'Gas service' }));
  await clicker.click(within(dialog).getByRole('tab', { name: 'Staff & Reminders' }));
  await clicker.click(within(dialog).getByLabelText('Add Staff Member'));
  await clicker.click(await screen.findByRole('option', { name: 'Mia Walsh' }));
  return dialog;
}

describe('the appointment form’s licence check', () => {
  it('shows why a chosen staff member is not qualified, and under WARN saves anyway', async () => {
    const checked: MockRequest[] = [];
    const { sent, clicker } = openForm({
      'GET /v1/appointments/types/available': ok({ types: [gasService] }),
      'GET /v1/appointments/staff': ok({ users: staff }),
      'POST /v1/appointments/staff/availability': (request) => {
        checked.push(request);
        return ok({ results: [result(2, false)], suggestions: [] });
      },
    });
    const dialog = await chooseGasAndMia(clicker);
    const members = within(dialog).getByRole('list', { name: 'Staff Members' });
    expect(await within(members).findByText(REASON)).toBeTruthy();
    expect(checked[0]?.body).toMatchObject({ user_ids: [2], types: [7], suggestions: false });

    await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    await clicker.type(within(dialog).getByLabelText(/^Title/), ' at 3 Elm St');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ attendees: [2], types: [7] });
  });

  it('under REFUSE shows the server’s refusal on the staff field', async () => {
    const refusal = 'Mia Walsh cannot be assigned: Has no Gasfitter Type A licence.';
    const { clicker } = openForm({
      'GET /v1/appointments/types/available': ok({ types: [gasService] }),
      'GET /v1/appointments/staff': ok({ users: staff }),
      'POST /v1/appointments/staff/availability': ok({ results: [result(2, false)], suggestions: [] }),
      'POST /v1/appointments': failure(422, 'The given data was invalid.', { attendees: [refusal] }),
    });
    const dialog = await chooseGasAndMia(clicker);
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    await clicker.click(within(dialog).getByRole('tab', { name: 'Staff & Reminders' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
  });
});

describe('the staff availability dialogs', () => {
  it('rank qualified staff first and say why the others are not', async () => {
    const { clicker } = openForm({
      'GET /v1/appointments/types/available': ok({ types: [gasService] }),
      'GET /v1/appointments/staff': ok({ users: staff }),
      // The server answers qualified first: Gus before Mia, whatever order they were asked in.
      'POST /v1/appointments/staff/availability': ok({ results: [result(5, true), result(2, false)], suggestions: [] }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByLabelText('Appointment Types'));
    await clicker.click(await screen.findByRole('option', { name: 'Gas service' }));
    await clicker.click(within(dialog).getByRole('tab', { name: 'Staff & Reminders' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Find Available Staff' }));
    const find = await screen.findByRole('dialog', { name: 'Find Available Staff' });
    const list = within(find).getByRole('list', { name: 'Staff availability' });
    await waitFor(() => expect(within(list).getByText(REASON)).toBeTruthy());
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent ?? '');
    expect(rows[0]).toContain('Gus Gasfitter');
    expect(rows[1]).toContain('Mia Walsh');
    expect(rows[1]).toContain(REASON);
  });

  it('show the estimated travel with each free time', async () => {
    const { clicker } = openForm({
      'POST /v1/appointments/staff/availability': ok({
        results: [result(2, true, 'BUSY')],
        suggestions: [
          {
            start_date: '2026-12-01 13:00:00',
            end_date: '2026-12-01 15:00:00',
            travel: ['~12 min travel from 14 Smith St'],
          },
        ],
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Staff & Reminders' }));
    await clicker.click(within(dialog).getByLabelText('Add Staff Member'));
    await clicker.click(await screen.findByRole('option', { name: 'Mia Walsh' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Check Staff Availability' }));
    const check = await screen.findByRole('dialog', { name: 'Staff Availability' });
    expect(await within(check).findByText('~12 min travel from 14 Smith St')).toBeTruthy();
    expect(within(check).getByRole('button', { name: 'Tue 1 Dec 2026, 1:00pm – 3:00pm' })).toBeTruthy();
  });
});
