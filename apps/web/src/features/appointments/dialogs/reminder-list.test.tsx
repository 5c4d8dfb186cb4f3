import type { ReminderInput } from '@fieldbook/domain/appointments/appointments.schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { AppProviders } from '../../../test/app-providers';
import { ReminderList } from './reminder-list';

function Harness({ initial }: { initial: ReminderInput[] }) {
  const [reminders, setReminders] = useState(initial);
  return (
    <>
      <ReminderList
        title="Staff reminders"
        listKey="staff"
        reminders={reminders}
        onReminders={setReminders}
        errors={{}}
      />
      <output aria-label="saved">{JSON.stringify(reminders)}</output>
    </>
  );
}

const saved = () => JSON.parse(screen.getByLabelText('saved').textContent ?? '[]') as ReminderInput[];

function open(initial: ReminderInput[] = []) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Harness initial={initial} />
    </AppProviders>,
  );
  return userEvent.setup();
}

async function setParts(user: ReturnType<typeof userEvent.setup>, group: HTMLElement, parts: [number, number, number]) {
  for (const [name, value] of [
    ['Days', parts[0]],
    ['Hours', parts[1]],
    ['Minutes', parts[2]],
  ] as const) {
    const field = within(group).getByRole('spinbutton', { name });
    await user.clear(field);
    await user.type(field, String(value));
  }
  await user.tab();
}

describe('a reminder’s time', () => {
  it('adds a staff reminder by email an hour before, then takes any days, hours and minutes', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Add Reminder' }));
    expect(saved()).toEqual([{ key: 'staff', type: 'EMAIL', value: null, reminder_offset: -60 }]);
    const group = screen.getByRole('group', { name: 'Reminder 1 time' });
    await setParts(user, group, [2, 3, 17]);
    expect(saved()[0]?.reminder_offset).toBe(-(2 * 1440 + 3 * 60 + 17));
    // Past the field's limits, each part is brought within them: 700 days 23 hours 59 minutes at most.
    await setParts(user, group, [999, 30, 75]);
    expect(saved()[0]?.reminder_offset).toBe(-(700 * 1440 + 23 * 60 + 59));
  });

  it('goes after the appointment, or at its time when every part is zero', async () => {
    const user = open([{ key: 'staff', type: 'EMAIL', value: null, reminder_offset: -90 }]);
    const group = screen.getByRole('group', { name: 'Reminder 1 time' });
    await user.click(within(group).getByRole('combobox', { name: 'Before or after' }));
    await user.click(await screen.findByRole('option', { name: 'after the appointment' }));
    expect(saved()[0]?.reminder_offset).toBe(90);
    await setParts(user, group, [0, 0, 0]);
    expect(saved()[0]?.reminder_offset).toBe(0);
    expect(screen.getByText('At time of appointment')).toBeTruthy();
  });
});
