import { APPOINTMENT_MESSAGES } from '@fieldbook/domain/appointments/appointments.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildUserLoad } from '../../../test/fixtures';
import { failure, type MockRequest, ok } from '../../../test/mock-api';
import { clearClientContactsCache } from '../../clients/api/client-contacts-cache';
import { buildClient } from '../../clients/testing/client-fixtures';
import { drainType, openForm } from '../testing/appointment-form-fixtures';
import { AVAILABILITY_MESSAGES } from './staff-availability-dialog';

/** A reminder's time as its fields show it: "1 d 2 h 30 min before the appointment". */
function reminderTime(list: HTMLElement, n: number) {
  const group = within(list).getByRole('group', { name: `Reminder ${n} time` });
  const [days, hours, minutes] = ['Days', 'Hours', 'Minutes'].map(
    (part) => (within(group).getByRole('spinbutton', { name: part }) as HTMLInputElement).value,
  );
  const side = within(group).getByRole('combobox', { name: 'Before or after' }).textContent;
  return `${days} d ${hours} h ${minutes} min ${side}`;
}

describe('Create Appointment', () => {
  beforeEach(clearClientContactsCache);

  it('steps through types, clients, staff and more options; a type brings its title, description and length', async () => {
    const { clicker } = openForm();
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    expect(within(dialog).getByRole('progressbar', { name: 'Step 1 of 4' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Appointment Types' }).getAttribute('aria-selected')).toBe('true');
    await clicker.click(within(dialog).getByLabelText('Appointment Types'));
    await clicker.click(await screen.findByRole('option', { name: 'Blocked drain' }));
    expect(within(dialog).getByText(APPOINTMENT_MESSAGES.mustBeStaffed)).toBeTruthy();
    for (const step of [2, 3, 4]) {
      await clicker.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(within(dialog).getByRole('progressbar', { name: `Step ${step} of 4` })).toBeTruthy();
    }
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
    await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    expect(within(dialog).getByLabelText(/^Title/)).toHaveProperty('value', 'Blocked drain');
    expect(within(dialog).getByLabelText('Description')).toHaveProperty('value', 'Bring the jetter.');
    expect(within(dialog).getByTestId('appointment-length').textContent).toBe('1 h');
  });

  it.each([
    [false, false],
    [true, true],
  ])('with timezone options hidden, always showing the timezone %s shows its field: %s', async (always, shown) => {
    const load = buildUserLoad({
      permissions: ['canAccessPortalBusiness', 'canAccessCalendar', 'canEditAppointments'],
    });
    load.company = {
      ...load.company,
      hide_timezone_options: true,
      settings: { ...load.company.settings, appointments_always_show_timezone: always },
    };
    const { clicker } = openForm({ 'GET /v1/user/load': ok(load) });
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    await within(dialog).findByLabelText('Status');
    expect(within(dialog).queryByRole('combobox', { name: 'Timezone' }) !== null).toBe(shown);
  });

  it('offers only Unscheduled, Scheduled and Unconfirmed on create', async () => {
    const { clicker } = openForm();
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    await clicker.click(within(dialog).getByLabelText('Status'));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Unscheduled', 'Scheduled', 'Unconfirmed']);
  });

  it('checks staff availability before saving and asks to confirm a conflict', async () => {
    const { sent, clicker } = openForm({
      'POST /v1/appointments/staff/availability': ok({
        results: [
          {
            user_id: 2,
            status: 'BUSY',
            conflicts: [
              { id: 9, title: 'Hot water service', start_date: '2026-12-01 09:00:00', end_date: '2026-12-01 11:00:00' },
            ],
            qualified: true,
            reason: null,
          },
        ],
        suggestions: [],
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Staff & Reminders' }));
    await clicker.click(within(dialog).getByLabelText('Add Staff Member'));
    await clicker.click(await screen.findByRole('option', { name: 'Mia Walsh' }));
    await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    await clicker.type(within(dialog).getByLabelText(/^Title/), 'Leaking tap');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    const busy = await screen.findByRole('dialog', { name: 'Staff Availability' });
    expect(within(busy).getByText(AVAILABILITY_MESSAGES.busyWarning)).toBeTruthy();
    expect(await within(busy).findByText('Busy')).toBeTruthy();
    expect(within(busy).getByText('Hot water service: Tue 1 Dec 2026, 9:00am – 11:00am')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await clicker.click(within(busy).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      title: 'Leaking tap',
      attendees: [2],
      reminders: [{ key: 'staff', type: 'EMAIL', reminder_offset: -60 }],
      start_date: '2026-12-01 10:00:00',
    });
  });

  it('checks staff availability on request and moves the appointment to a suggested free time', async () => {
    const checked: MockRequest[] = [];
    const { sent, clicker } = openForm({
      'POST /v1/appointments/staff/availability': (request) => {
        checked.push(request);
        return ok({
          results: [{ user_id: 2, status: 'BUSY', conflicts: [], qualified: true, reason: null }],
          suggestions: [{ start_date: '2026-12-01 13:00:00', end_date: '2026-12-01 15:00:00', travel: [] }],
        });
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Staff & Reminders' }));
    expect(within(dialog).getByRole('button', { name: 'Check Staff Availability' })).toHaveProperty('disabled', true);
    await clicker.click(within(dialog).getByLabelText('Add Staff Member'));
    await clicker.click(await screen.findByRole('option', { name: 'Mia Walsh' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Check Staff Availability' }));
    const check = await screen.findByRole('dialog', { name: 'Staff Availability' });
    expect(within(check).getByText('Tue 1 Dec 2026, 10:00am – 12:00pm')).toBeTruthy();
    await clicker.click(await within(check).findByRole('button', { name: 'Tue 1 Dec 2026, 1:00pm – 3:00pm' }));
    expect(checked[0]?.body).toMatchObject({ user_ids: [2], start_date: '2026-12-01 10:00:00', suggestions: true });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    await clicker.type(within(dialog).getByLabelText(/^Title/), 'Leaking tap');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    // A suggested time is free for everyone: saving does not check again.
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(checked).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ start_date: '2026-12-01 13:00:00', end_date: '2026-12-01 15:00:00' });
  });

  it('finds available staff and adds one from there', async () => {
    const { clicker } = openForm({
      'GET /v1/appointments/staff': ok({
        users: [
          { id: 2, name: 'Mia Walsh', initials: 'MW', email: 'mia@example.com', color: '#ef6c00' },
          { id: 5, name: 'Tom Nguyen', initials: 'TN', email: 'tom@example.com', color: '#2e7d32' },
        ],
      }),
      'POST /v1/appointments/staff/availability': ok({
        results: [
          { user_id: 2, status: 'BUSY', conflicts: [], qualified: true, reason: null },
          { user_id: 5, status: 'AVAILABLE', conflicts: [], qualified: true, reason: null },
        ],
        suggestions: [],
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Staff & Reminders' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Find Available Staff' }));
    const find = await screen.findByRole('dialog', { name: 'Find Available Staff' });
    expect(await within(find).findByText('Available')).toBeTruthy();
    // The busy one cannot be added from here.
    expect(within(find).queryByRole('button', { name: 'Add Mia Walsh' })).toBeNull();
    await clicker.click(within(find).getByRole('button', { name: 'Add Tom Nguyen' }));
    await waitFor(() => expect(within(find).queryByText('Tom Nguyen')).toBeNull());
    await clicker.click(within(find).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(within(within(dialog).getByRole('list', { name: 'Staff Members' })).getByText('Tom Nguyen')).toBeTruthy(),
    );
  });

  it('adds a client with a reminder on its own email; a channel change clears the address; only stored mobiles are offered', async () => {
    const phone = (id: number, type: 'MOBILE' | 'DEFAULT', full_phone: string) => ({
      id,
      type,
      field_name: null,
      country_code: '61',
      area_code: null,
      phone_number: full_phone,
      full_phone,
    });
    const { sent, clicker } = openForm({
      'POST /v1/clients/search': ok({ clients: [buildClient()], total: 1, page: 1, rows: 10 }),
      'GET /v1/clients/emails': ok({
        emails: [{ id: 1, type: 'WORK', field_name: null, email_address: 'hello@harbourcafe.example' }],
      }),
      'GET /v1/clients/phones': ok({
        phones: [phone(1, 'DEFAULT', '+61 3 9598 4410'), phone(2, 'MOBILE', '+61 412 345 678')],
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Clients & Reminders' }));
    await clicker.click(within(dialog).getByRole('combobox', { name: 'Find Clients...' }));
    await clicker.click(await screen.findByRole('option', { name: /Harbour Cafe/ }));
    const list = await within(dialog).findByRole('group', { name: 'Reminders for Harbour Cafe' });
    await waitFor(() =>
      expect(within(list).getByRole('combobox', { name: 'Reminder 1 email' })).toHaveProperty(
        'value',
        'hello@harbourcafe.example',
      ),
    );
    expect(reminderTime(list, 1)).toBe('1 d 0 h 0 min before the appointment');

    // SMS clears the address; an empty one says so once left.
    await clicker.click(within(list).getByRole('combobox', { name: 'Reminder 1 by' }));
    await clicker.click(await screen.findByRole('option', { name: 'SMS' }));
    const mobile = within(list).getByRole('combobox', { name: 'Reminder 1 mobile' });
    expect(mobile).toHaveProperty('value', '');
    await clicker.click(mobile);
    await clicker.tab();
    expect(await within(list).findByText(APPOINTMENT_MESSAGES.reminderMobileEmpty)).toBeTruthy();
    // Only the client's own mobile is offered (not its landline); a typed number is no choice at all.
    await clicker.type(mobile, '0498');
    expect(await screen.findByText('Only the client’s stored mobile numbers can be chosen.')).toBeTruthy();
    await clicker.clear(mobile);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['+61 412 345 678']);
    await clicker.click(screen.getByRole('option', { name: '+61 412 345 678' }));
    expect(mobile).toHaveProperty('value', '+61 412 345 678');
    expect(within(list).queryByText(APPOINTMENT_MESSAGES.reminderMobileEmpty)).toBeNull();

    // Each next reminder steps a day earlier; 3 per client at most.
    await clicker.click(within(list).getByRole('button', { name: 'Add Reminder' }));
    await clicker.click(within(list).getByRole('button', { name: 'Add Reminder' }));
    expect(reminderTime(list, 3)).toBe('3 d 0 h 0 min before the appointment');
    expect(within(list).getByRole('button', { name: 'Add Reminder' })).toHaveProperty('disabled', true);
    await clicker.click(within(list).getByRole('button', { name: 'Remove reminder 3' }));
    await clicker.click(within(list).getByRole('button', { name: 'Remove reminder 2' }));

    await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    await clicker.type(within(dialog).getByLabelText(/^Title/), 'Grease trap');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      clients: [5],
      reminders: [{ key: 'clients', client_id: 5, type: 'SMS', value: '+61 412 345 678', reminder_offset: -1440 }],
    });
  });

  it('adds no reminders for a client with disable_reminders, and keeps staff reminders off while unscheduled', async () => {
    const { api, clicker } = openForm({
      'POST /v1/clients/search': ok({
        clients: [buildClient({ disable_reminders: true })],
        total: 1,
        page: 1,
        rows: 10,
      }),
      'GET /v1/clients/emails': ok({ emails: [] }),
      'GET /v1/clients/phones': ok({ phones: [] }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Clients & Reminders' }));
    await clicker.click(within(dialog).getByRole('combobox', { name: 'Find Clients...' }));
    await clicker.click(await screen.findByRole('option', { name: /Harbour Cafe/ }));
    const list = await within(dialog).findByRole('group', { name: 'Reminders for Harbour Cafe' });
    expect(within(list).queryByRole('combobox', { name: 'Reminder 1 by' })).toBeNull();
    // Nothing to suggest for: its contacts are not even loaded.
    expect(api.count('GET /v1/clients/phones')).toBe(0);

    await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    await clicker.click(within(dialog).getByLabelText('Status'));
    await clicker.click(await screen.findByRole('option', { name: 'Unscheduled' }));
    await clicker.click(within(dialog).getByRole('tab', { name: 'Staff & Reminders' }));
    const staff = within(dialog).getByRole('group', { name: 'Staff reminders' });
    expect(within(staff).getByText(APPOINTMENT_MESSAGES.unscheduledNoStaffReminders)).toBeTruthy();
    expect(within(staff).getByRole('button', { name: 'Add Reminder' })).toHaveProperty('disabled', true);
  });

  it('asks an unscheduled appointment only for an estimated date, which moves its whole span', async () => {
    const { sent, clicker } = openForm();
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    await clicker.click(within(dialog).getByLabelText('Status'));
    await clicker.click(await screen.findByRole('option', { name: 'Unscheduled' }));
    expect(within(dialog).queryByLabelText('Start time')).toBeNull();
    const estimated = within(dialog).getByLabelText('Estimated Date');
    await clicker.clear(estimated);
    await clicker.type(estimated, '09/12/2026');
    await clicker.tab();
    await clicker.type(within(dialog).getByLabelText(/^Title/), 'Quote follow-up');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      status: 'UNSCHEDULED',
      start_date: '2026-12-09 10:00:00',
      end_date: '2026-12-09 12:00:00',
    });
  });

  it('offers deleted types only when asked, and Create New Type only with canModifyCompanyDetails', async () => {
    const { clicker } = openForm({
      'GET /v1/appointments/types/available': ok({
        types: [drainType, { ...drainType, id: 5, name: 'Septic pump-out', deleted: true }],
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    expect(within(dialog).queryByRole('button', { name: 'Create New Type' })).toBeNull();
    await clicker.click(within(dialog).getByLabelText('Appointment Types'));
    expect(await screen.findByRole('option', { name: 'Blocked drain' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Septic/ })).toBeNull();
    await clicker.keyboard('{Escape}');
    await clicker.click(within(dialog).getByRole('checkbox', { name: 'Include deleted types' }));
    await clicker.click(within(dialog).getByLabelText('Appointment Types'));
    expect(await screen.findByRole('option', { name: 'Septic pump-out (deleted)' })).toBeTruthy();
  });

  it("focuses a tab's search box once the tab has settled", async () => {
    const { clicker } = openForm();
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    // Add mode opens on the types tab.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Appointment Types')));
    await clicker.click(within(dialog).getByRole('tab', { name: 'Clients & Reminders' }));
    expect(document.activeElement).not.toBe(within(dialog).getByRole('combobox', { name: 'Find Clients...' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'Find Clients...' })),
    );
  });

  it('peeks to the calendar and comes back with nothing lost', async () => {
    const { clicker } = openForm();
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    await clicker.type(within(dialog).getByLabelText(/^Title/), 'Leaking tap');
    await clicker.click(within(dialog).getByRole('button', { name: 'Peek to Calendar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Appointment' })).toBeNull());
    await clicker.click(screen.getByRole('button', { name: 'Back to Appointment' }));
    const back = await screen.findByRole('dialog', { name: 'Create Appointment' });
    expect(within(back).getByLabelText(/^Title/)).toHaveProperty('value', 'Leaking tap');
  });

  it('checks the form in the browser first: a missing title is said beside it and nothing is sent', async () => {
    const { sent, clicker } = openForm();
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The refused field's tab opens with the domain's message under the field.
    expect(await within(dialog).findByText(APPOINTMENT_MESSAGES.titleRequired)).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(
      within(dialog)
        .getByLabelText(/^Title/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(sent).toHaveLength(0);
    // Typed, the message goes at once, and the save goes through.
    await clicker.type(within(dialog).getByLabelText(/^Title/), 'Leaking tap');
    await waitFor(() => expect(within(dialog).queryByText(APPOINTMENT_MESSAGES.titleRequired)).toBeNull());
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it("shows the server's field errors beside their fields", async () => {
    const { clicker } = openForm({
      'POST /v1/appointments': failure(422, APPOINTMENT_MESSAGES.referenceTaken, {
        reference_id: [APPOINTMENT_MESSAGES.referenceTaken],
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    await clicker.type(within(dialog).getByLabelText(/^Title/), 'Leaking tap');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(APPOINTMENT_MESSAGES.referenceTaken)).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Reference Number/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });
});
