import { APPOINTMENT_MESSAGES } from '@fieldbook/domain/appointments/appointments.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/mock-api';
import { activeSubscription, buildSubscription, CARDS, PLANS } from '../../billing/testing/billing-fixtures';
import { editRecurring, openForm } from '../testing/appointment-form-fixtures';

describe('Create/Edit Appointment: the recurring rule', () => {
  it('sets a fortnightly rule of 6 from the recurring rule dialog, within the limits, and sends it', async () => {
    const { sent, clicker } = openForm({}, {}, ['canAccessCalendar', 'canEditAppointments', 'isSubscribed']);
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    expect(within(dialog).getByTestId('recurrence-summary').textContent).toBe('Does not repeat');
    await clicker.click(within(dialog).getByRole('button', { name: 'Set Recurring Rule' }));
    const rule = await screen.findByRole('dialog', { name: 'Recurring Rule' });
    await clicker.click(within(rule).getByLabelText('Repeat'));
    await clicker.click(await screen.findByRole('option', { name: 'Fortnightly' }));
    // 105 times is over the weekly maximum of 104: it resets to 1.
    const times = within(rule).getByLabelText('Times');
    await clicker.clear(times);
    await clicker.type(times, '105');
    await clicker.tab();
    expect(times).toHaveProperty('value', '1');
    await clicker.clear(times);
    await clicker.type(times, '6');
    await clicker.tab();
    await clicker.click(within(rule).getByRole('switch', { name: 'Show estimates' }));
    const dates = within(rule).getByRole('list', { name: 'Estimated dates' });
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Tue 1 Dec 2026, 10:00am',
      'Tue 15 Dec 2026, 10:00am',
      'Tue 29 Dec 2026, 10:00am',
      'Tue 12 Jan 2027, 10:00am',
      'Tue 26 Jan 2027, 10:00am',
      'Tue 9 Feb 2027, 10:00am',
    ]);
    await clicker.click(within(rule).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByTestId('recurrence-summary').textContent).toBe('Every 2 weeks, 6 times');
    await clicker.type(within(dialog).getByLabelText(/^Title/), 'Fortnightly clean');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      recursion_rule: 'DTSTART:20261201T100000\nRRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=6;BYDAY=TU',
    });
  });

  it('moves the rule with the start date in add mode, as the spec says', async () => {
    const { sent, clicker } = openForm({}, {}, ['canAccessCalendar', 'canEditAppointments', 'isSubscribed']);
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Set Recurring Rule' }));
    const rule = await screen.findByRole('dialog', { name: 'Recurring Rule' });
    await clicker.click(within(rule).getByLabelText('Repeat'));
    await clicker.click(await screen.findByRole('option', { name: 'Fortnightly' }));
    await clicker.click(within(rule).getByRole('button', { name: 'Save' }));
    const date = within(dialog).getByLabelText('Start date');
    await clicker.clear(date);
    await clicker.type(date, '03/12/2026');
    await clicker.tab();
    await clicker.type(within(dialog).getByLabelText(/^Title/), 'Fortnightly clean');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      start_date: '2026-12-03 10:00:00',
      recursion_rule: 'DTSTART:20261203T100000\nRRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=12;BYDAY=TH',
    });
  });

  it('says recurring rules need a subscription, and sets none', async () => {
    const { clicker } = openForm();
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Set Recurring Rule' }));
    const prompt = await screen.findByRole('dialog', { name: 'Subscribe to Fieldbook' });
    expect(within(prompt).getByText(APPOINTMENT_MESSAGES.subscriptionOnly)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Recurring Rule' })).toBeNull();
  });

  it('goes on to the recurring rule once the company subscribes in the prompt', async () => {
    const { clicker } = openForm(
      {
        'GET /v1/plans': ok(PLANS),
        'GET /v1/subscription': ok(buildSubscription({ cards: CARDS })),
        'POST /v1/subscription': ok(activeSubscription()),
      },
      {},
      ['canAccessCalendar', 'canEditAppointments', 'canManageBilling'],
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Set Recurring Rule' }));
    const prompt = await screen.findByRole('dialog', { name: 'Subscribe to Fieldbook' });
    await clicker.click(await within(prompt).findByRole('button', { name: 'Subscribe' }));
    await clicker.click(await within(prompt).findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Recurring Rule' })).toBeTruthy();
  });

  it('asks which of the series an edit reaches, and sends the choice', async () => {
    const { puts, clicker } = editRecurring({});
    const dialog = await screen.findByRole('dialog', { name: 'Edit Appointment' });
    expect(within(dialog).getByTestId('recurrence-summary').textContent).toBe('Weekly, 4 times');
    await clicker.clear(within(dialog).getByLabelText(/^Title/));
    await clicker.type(within(dialog).getByLabelText(/^Title/), 'Gutter clean');
    await clicker.click(within(dialog).getByRole('tab', { name: 'Staff & Reminders' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Update recurring appointments?' });
    expect(puts).toHaveLength(0);
    await clicker.click(
      within(ask).getByRole('radio', { name: 'This and the later scheduled and unscheduled appointments' }),
    );
    await clicker.click(within(ask).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.body).toMatchObject({ id: 41, title: 'Gutter clean', update_recurring: 'scheduledAndUnscheduled' });
  });

  it('removes the rule part-way without asking which of the series, since the later ones go anyway', async () => {
    const { puts, clicker } = editRecurring({ attendees: [] }, [
      'canAccessCalendar',
      'canEditAppointments',
      'isSubscribed',
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Appointment' });
    await clicker.click(within(dialog).getByRole('button', { name: 'Change Recurring Rule' }));
    await clicker.click(
      within(await screen.findByRole('dialog', { name: 'Recurring Rule' })).getByRole('button', {
        name: 'Remove Rule',
      }),
    );
    expect(within(dialog).getByTestId('recurrence-summary').textContent).toBe('Does not repeat');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(screen.queryByRole('alertdialog', { name: 'Update recurring appointments?' })).toBeNull();
    expect(puts[0]?.body).toMatchObject({ recursion_rule: null });
  });

  it('moves the rule with a new start date only when asked (Update Recurring Appointments too)', async () => {
    const { puts, clicker } = editRecurring({ attendees: [] }, [
      'canAccessCalendar',
      'canEditAppointments',
      'isSubscribed',
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Appointment' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Update Recurring Appointments too' })).toBeNull();
    const date = within(dialog).getByLabelText('Start date');
    await clicker.clear(date);
    await clicker.type(date, '03/12/2026');
    await clicker.tab();
    await clicker.click(within(dialog).getByRole('checkbox', { name: 'Update Recurring Appointments too' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    // A moved rule replaces the later ones anyway: no question about which of the series.
    expect(screen.queryByRole('alertdialog', { name: 'Update recurring appointments?' })).toBeNull();
    expect(puts[0]?.body).toMatchObject({
      start_date: '2026-12-03 10:00:00',
      recursion_rule: 'DTSTART:20261203T100000\nRRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=4;BYDAY=TH',
    });
  });
  describe('from a later appointment of the series (the 3rd of 4)', () => {
    const rule = 'DTSTART:20261201T100000\nRRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=4;BYDAY=TU';
    const third = () =>
      editRecurring(
        {
          attendees: [],
          start_date: '2026-12-15 10:00:00',
          end_date: '2026-12-15 12:00:00',
          recursion_rule: { value: rule },
        },
        ['canAccessCalendar', 'canEditAppointments', 'isSubscribed'],
      );

    it('moves only the rest of the series with the new start, so it does not grow', async () => {
      const { puts, clicker } = third();
      const dialog = await screen.findByRole('dialog', { name: 'Edit Appointment' });
      const date = within(dialog).getByLabelText('Start date');
      await clicker.clear(date);
      await clicker.type(date, '17/12/2026');
      await clicker.tab();
      await clicker.click(within(dialog).getByRole('checkbox', { name: 'Update Recurring Appointments too' }));
      await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(puts).toHaveLength(1));
      // Two before it and two from it: four, as before.
      expect(puts[0]?.body).toMatchObject({
        start_date: '2026-12-17 10:00:00',
        recursion_rule: 'DTSTART:20261217T100000\nRRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=2;BYDAY=TH',
      });
    });

    it('shows the rest of the series in the rule dialog, and saving it unchanged changes no rule', async () => {
      const { puts, clicker } = third();
      const dialog = await screen.findByRole('dialog', { name: 'Edit Appointment' });
      await clicker.click(within(dialog).getByRole('button', { name: 'Change Recurring Rule' }));
      const ruleDialog = await screen.findByRole('dialog', { name: 'Recurring Rule' });
      expect(within(ruleDialog).getByLabelText('Times')).toHaveProperty('value', '2');
      await clicker.click(within(ruleDialog).getByRole('button', { name: 'Save' }));
      await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
      // The rule stands: only the question of which of the series this edit reaches.
      const ask = await screen.findByRole('alertdialog', { name: 'Update recurring appointments?' });
      await clicker.click(within(ask).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(puts).toHaveLength(1));
      expect(puts[0]?.body).toMatchObject({ recursion_rule: rule });
    });
  });

  describe('a rule the form cannot build (from the API or an appointment type)', () => {
    const custom = 'DTSTART:20261201T100000\nRRULE:FREQ=MONTHLY;BYDAY=1TU,3TU;COUNT=6';
    const description = 'every month on the 1st Tuesday and 3rd Tuesday for 6 times';
    const open = async () => {
      const opened = editRecurring({ attendees: [], recursion_rule: { value: custom } }, [
        'canAccessCalendar',
        'canEditAppointments',
        'isSubscribed',
      ]);
      const dialog = await screen.findByRole('dialog', { name: 'Edit Appointment' });
      expect(within(dialog).getByTestId('recurrence-summary').textContent).toBe(`Custom rule: ${description}`);
      await opened.clicker.click(within(dialog).getByRole('button', { name: 'Change Recurring Rule' }));
      const rule = await screen.findByRole('dialog', { name: 'Recurring Rule' });
      return { ...opened, dialog, rule };
    };

    it('shows it read-only with its description and dates, and keeps it as it is', async () => {
      const { puts, clicker, dialog, rule } = await open();
      const shown = within(rule).getByRole('group', { name: 'Custom rule' });
      expect(within(shown).getByTestId('custom-rule-description').textContent).toBe(description);
      expect(within(rule).queryByLabelText('Frequency')).toBeNull();
      expect(within(rule).queryByLabelText('Times')).toBeNull();
      await clicker.click(within(rule).getByRole('switch', { name: 'Show estimates' }));
      expect(
        within(within(rule).getByRole('list', { name: 'Estimated dates' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Tue 1 Dec 2026, 10:00am',
        'Tue 15 Dec 2026, 10:00am',
        'Tue 5 Jan 2027, 10:00am',
        'Tue 19 Jan 2027, 10:00am',
        'Tue 2 Feb 2027, 10:00am',
        'Tue 16 Feb 2027, 10:00am',
      ]);
      await clicker.click(within(rule).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByTestId('recurrence-summary').textContent).toBe(`Custom rule: ${description}`);
      await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
      const ask = await screen.findByRole('alertdialog', { name: 'Update recurring appointments?' });
      await clicker.click(within(ask).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(puts).toHaveLength(1));
      expect(puts[0]?.body).toMatchObject({ recursion_rule: custom });
    });

    it('is replaced only when the user picks a preset or a new rule', async () => {
      const { puts, clicker, dialog, rule } = await open();
      await clicker.click(within(rule).getByRole('button', { name: 'Replace with a new rule' }));
      expect(within(rule).queryByRole('group', { name: 'Custom rule' })).toBeNull();
      await clicker.click(within(rule).getByLabelText('Repeat'));
      await clicker.click(await screen.findByRole('option', { name: 'Monthly' }));
      await clicker.click(within(rule).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByTestId('recurrence-summary').textContent).toBe('Monthly, 12 times');
      await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(puts).toHaveLength(1));
      expect(puts[0]?.body).toMatchObject({
        recursion_rule: 'DTSTART:20261201T100000\nRRULE:FREQ=MONTHLY;INTERVAL=1;COUNT=12;BYMONTHDAY=1',
      });
    });
  });
});
