import { APPOINTMENT_TYPE_MESSAGES } from '@fieldbook/domain/appointments/appointments.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { inventoryRoutes } from '../../inventory/testing/inventory-fixtures';

function openTypes(
  save: (request: MockRequest) => ReturnType<typeof ok>,
  types: unknown[] = [],
  permissions = ['canModifyCompanyDetails', 'canAccessCalendar'],
) {
  const sent: MockRequest[] = [];
  mockApi({
    ...signedInWith(permissions),
    ...inventoryRoutes([]),
    'GET /v1/appointments/types/available': ok({ types }),
    'GET /v1/business/company/licences/types': ok({
      licence_types: [
        { id: 3, name: 'Gasfitter Type A', archived: false },
        { id: 4, name: 'Licensed plumber', archived: false },
      ],
    }),
    'POST /v1/appointments/types/save': (request) => {
      sent.push(request);
      return save(request);
    },
  });
  renderApp('/business/settings/appointments');
  return { sent, clicker: userEvent.setup() };
}

describe('settings/appointments', () => {
  it('suggests the shorthand from the initials until it is edited, and saves the type with a line item', async () => {
    const { sent, clicker } = openTypes(() => ok({ default: { id: 1 } }));
    expect(await screen.findByText('No appointment types yet')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Add Appointment Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Appointment Type' });
    await clicker.type(within(dialog).getByLabelText(/^Name/), 'blocked drain clearing');
    expect(within(dialog).getByLabelText('Shorthand')).toHaveProperty('value', 'BDC');
    expect(within(dialog).getByText('3/10')).toBeTruthy();
    await clicker.clear(within(dialog).getByLabelText('Shorthand'));
    await clicker.type(within(dialog).getByLabelText('Shorthand'), 'DRAIN');
    await clicker.type(within(dialog).getByLabelText(/^Name/), ' now');
    expect(within(dialog).getByLabelText('Shorthand')).toHaveProperty('value', 'DRAIN');

    await clicker.click(within(dialog).getByRole('button', { name: 'Add Line Item' }));
    // Adding says so; the pencil on a line edits it.
    const line = await screen.findByRole('dialog', { name: 'Add Line Item' });
    await clicker.type(within(line).getByLabelText(/^Description/), 'Call-out');
    await clicker.clear(within(line).getByLabelText('Unit price'));
    await clicker.type(within(line).getByLabelText('Unit price'), '99');
    await clicker.click(within(line).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByTestId('line-items-total')).toHaveProperty(
      'textContent',
      'GST $9.90 · Total $108.90',
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Line Item' })).toBeNull());
    await clicker.click(within(dialog).getByRole('button', { name: 'Edit Call-out' }));
    const editing = await screen.findByRole('dialog', { name: 'Edit Line Item' });
    expect(within(editing).getByLabelText(/^Description/)).toHaveProperty('value', 'Call-out');
    await clicker.click(within(editing).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Line Item' })).toBeNull());

    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      name: 'blocked drain clearing now',
      shorthand_name: 'DRAIN',
      time_allocation: 120,
      client_reminder_offset: [-1440],
      recurring_status: 'UNSCHEDULED',
      inventory: [{ description: 'Call-out', unit_price: 99, quantity: 1, tax_type: 'EXCLUSIVE', with_tax: true }],
    });
    expect(await screen.findByText(APPOINTMENT_TYPE_MESSAGES.saved)).toBeTruthy();
  });

  it('needs a name and shows server field errors beside their fields', async () => {
    const { sent, clicker } = openTypes(() =>
      failure(422, APPOINTMENT_TYPE_MESSAGES.shorthandTooLong, {
        shorthand_name: [APPOINTMENT_TYPE_MESSAGES.shorthandTooLong],
      }),
    );
    await clicker.click(await screen.findByRole('button', { name: 'Add Appointment Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Appointment Type' });
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(APPOINTMENT_TYPE_MESSAGES.nameRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);
    await clicker.type(within(dialog).getByLabelText(/^Name/), 'Gas check');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(APPOINTMENT_TYPE_MESSAGES.shorthandTooLong)).toBeTruthy();
  });

  it('edits a type’s recurring rule and its reminder times (any days, hours and minutes)', async () => {
    const rule = 'DTSTART:20261201T090000\nRRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=12;BYDAY=TU';
    const type = {
      id: 7,
      name: 'Window clean',
      shorthand_name: 'WC',
      color: '#027be3',
      must_be_staffed: false,
      client_title: null,
      client_description: null,
      title: 'Window clean',
      description: null,
      time_allocation: 60,
      recursion_rule: { value: rule },
      recurring_status: 'SCHEDULED',
      client_reminder_offset: [-1440],
      staff_reminder_offset: [],
      unscheduled_reminder_offset: [],
      inventory: [],
      required_licences: [],
      deleted: false,
      updated_at: '2026-11-01 09:00:00',
    };
    const { sent, clicker } = openTypes(
      () => ok({ default: type }),
      [type],
      ['canModifyCompanyDetails', 'canAccessCalendar', 'isSubscribed'],
    );
    await clicker.click(await screen.findByText('Window clean'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Appointment Type' });
    expect(within(dialog).getByTestId('recurrence-summary').textContent).toBe('Weekly, 12 times');
    await clicker.click(within(dialog).getByRole('button', { name: 'Change Recurring Rule' }));
    const ruleDialog = await screen.findByRole('dialog', { name: 'Recurring Rule' });
    await clicker.click(within(ruleDialog).getByLabelText('Repeat'));
    await clicker.click(await screen.findByRole('option', { name: 'Fortnightly' }));
    await clicker.click(within(ruleDialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByTestId('recurrence-summary').textContent).toBe('Every 2 weeks, 12 times');

    // The client reminder: 2 days 3 hours 15 minutes before, not one of a few presets.
    const clientTime = within(dialog).getByRole('group', { name: 'Client reminders 1' });
    const parts: [string, string][] = [
      ['Days', '2'],
      ['Hours', '3'],
      ['Minutes', '15'],
    ];
    for (const [part, value] of parts) {
      await clicker.clear(within(clientTime).getByRole('spinbutton', { name: part }));
      await clicker.type(within(clientTime).getByRole('spinbutton', { name: part }), value);
    }
    await clicker.tab();
    const staff = within(dialog).getByRole('group', { name: 'Staff reminders' });
    await clicker.click(within(staff).getByRole('button', { name: 'Add Reminder' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      id: 7,
      recursion_rule: 'DTSTART:20261201T090000\nRRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=12;BYDAY=TU',
      client_reminder_offset: [-(2 * 1440 + 3 * 60 + 15)],
      staff_reminder_offset: [-60],
    });
  });

  it('is a 404 without canModifyCompanyDetails', async () => {
    mockApi(signedInWith(['canAccessCalendar']));
    renderApp('/business/settings/appointments');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
  it('saves the licence types a type requires', async () => {
    const { sent, clicker } = openTypes(() => ok({ default: { id: 1 } }));
    expect(await screen.findByText('No appointment types yet')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Add Appointment Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Appointment Type' });
    await clicker.type(within(dialog).getByLabelText(/^Name/), 'Gas service');
    await clicker.click(within(dialog).getByLabelText('Required licences'));
    await clicker.click(await screen.findByRole('option', { name: 'Gasfitter Type A' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ name: 'Gas service', required_licence_type_ids: [3] });
  });
});
