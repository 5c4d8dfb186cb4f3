import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';
import { TimeField } from './time-field';

function DateHarness({ initial = null }: { initial?: string | null }) {
  const [date, setDate] = useState<string | null>(initial);
  return (
    <>
      <DateField value={date} onChange={setDate} label="Start date" />
      <output aria-label="saved">{String(date)}</output>
    </>
  );
}

function TimeHarness({ initial = null }: { initial?: string | null }) {
  const [time, setTime] = useState<string | null>(initial);
  return (
    <>
      <TimeField value={time} onChange={setTime} label="Start time" />
      <output aria-label="saved">{String(time)}</output>
    </>
  );
}

const saved = () => screen.getByLabelText('saved').textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('DateField', () => {
  it('commits a typed date on Enter and shows it as dd-mm-yyyy', async () => {
    render(<DateHarness />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Start date');
    await user.type(input, '5/3/2026{Enter}');
    expect(saved()).toBe('2026-03-05');
    expect(input).toHaveProperty('value', '05-03-2026');
  });

  it('commits on Tab and flags text that is not a date without committing it', async () => {
    render(<DateHarness initial="2026-03-05" />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Start date');
    await user.clear(input);
    await user.type(input, '31-02-2026');
    await user.tab();
    expect(screen.getByText('Enter a valid date (dd-mm-yyyy)')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(saved()).toBe('2026-03-05');

    await user.clear(input);
    await user.type(input, '28-02-2026');
    expect(screen.queryByText('Enter a valid date (dd-mm-yyyy)')).toBeNull();
    await user.tab();
    expect(saved()).toBe('2026-02-28');
  });

  it('moves a day with ArrowUp and ArrowDown', async () => {
    render(<DateHarness initial="2026-02-28" />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Start date'));
    await user.keyboard('{ArrowUp}');
    expect(saved()).toBe('2026-03-01');
    expect(screen.getByLabelText('Start date')).toHaveProperty('value', '01-03-2026');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(saved()).toBe('2026-02-27');
  });

  it('clamps into 1900-01-01 .. 2100-01-01', async () => {
    render(<DateHarness />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Start date'), '01-01-1850{Enter}');
    expect(saved()).toBe('1900-01-01');
    await user.keyboard('{ArrowDown}');
    expect(saved()).toBe('1900-01-01');
  });

  it('puts a date typed without a year in this year, or next year when that is over 6 months ago', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 7, 20, 10));
    render(<DateHarness />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Start date');
    await user.type(input, '1 Dec{Enter}');
    expect(saved()).toBe('2026-12-01');
    await user.clear(input);
    await user.type(input, '1/2{Enter}');
    expect(saved()).toBe('2027-02-01');
  });

  it('clears to null when emptied', async () => {
    render(<DateHarness initial="2026-03-05" />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Start date'));
    await user.tab();
    expect(saved()).toBe('null');
  });
});

describe('TimeField', () => {
  it.each([
    ['9:30pm', '21:30', '9:30pm'],
    ['9:30 PM', '21:30', '9:30pm'],
    ['21:30', '21:30', '9:30pm'],
    ['9pm', '21:00', '9:00pm'],
    ['9.30am', '09:30', '9:30am'],
    ['21.30', '21:30', '9:30pm'],
  ])('reads %s', async (typed, value, shown) => {
    render(<TimeHarness />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Start time');
    await user.type(input, `${typed}{Enter}`);
    expect(saved()).toBe(value);
    expect(input).toHaveProperty('value', shown);
  });

  it('flags a time it cannot read', async () => {
    render(<TimeHarness initial="09:00" />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Start time');
    await user.clear(input);
    await user.type(input, '25:00');
    await user.tab();
    expect(screen.getByText('Enter a valid time, e.g. 9:30am or 21:30')).toBeTruthy();
    expect(saved()).toBe('09:00');
  });

  it('moves 15 minutes with the arrow keys', async () => {
    render(<TimeHarness initial="09:00" />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Start time'));
    await user.keyboard('{ArrowUp}');
    expect(saved()).toBe('09:15');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(saved()).toBe('08:45');
    expect(screen.getByLabelText('Start time')).toHaveProperty('value', '8:45am');
  });

  it('picks hour, minute in steps of 5 and AM/PM from the clock button', async () => {
    render(<TimeHarness initial="09:00" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choose time' }));
    const picker = screen.getByRole('dialog', { name: 'Start time' });
    const minute = within(picker).getByLabelText('Minute');
    expect(
      within(minute)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
    await user.selectOptions(minute, '35');
    await user.selectOptions(within(picker).getByLabelText('AM/PM'), 'PM');
    await user.selectOptions(within(picker).getByLabelText('Hour'), '4');
    expect(saved()).toBe('16:35');
  });
});
