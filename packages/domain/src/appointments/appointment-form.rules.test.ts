import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS } from '../company/company.schemas';
import {
  addType,
  newAppointmentSpan,
  onDate,
  outsideBusinessHours,
  removeType,
  type TypeForAppointment,
  withEnd,
  withStart,
} from './appointment-form.rules';
import { shorthandOf } from './appointments.constants';
import { reminderProblems, reminderValueProblem } from './reminder-checks.rules';

const draft = {
  title: '',
  description: 'Customer notes',
  color: null,
  status: 'SCHEDULED' as const,
  start_date: '2026-12-01 10:00:00',
  end_date: '2026-12-01 12:00:00',
  recurring_status: 'UNSCHEDULED' as const,
  types: [] as number[],
};
const drain: TypeForAppointment = {
  id: 1,
  color: '#ff0000',
  title: 'Blocked drain',
  description: 'Bring the jetter.',
  time_allocation: 60,
  recurring_status: 'SCHEDULED',
};
const gas: TypeForAppointment = {
  id: 2,
  color: '#00ff00',
  title: 'Gas',
  description: null,
  time_allocation: 30,
  recurring_status: 'UNCONFIRMED',
};

describe('estimated date', () => {
  it('moves the whole span to the day, keeping its times and length (also across midnight)', () => {
    expect(onDate({ start: '2026-12-01 10:00:00', end: '2026-12-01 12:30:00' }, '2026-12-09')).toEqual({
      start: '2026-12-09 10:00:00',
      end: '2026-12-09 12:30:00',
    });
    expect(onDate({ start: '2026-12-01 23:00:00', end: '2026-12-02 01:00:00' }, '2026-12-31')).toEqual({
      start: '2026-12-31 23:00:00',
      end: '2027-01-01 01:00:00',
    });
  });
});

describe('a new appointment', () => {
  const now = DateTime.fromISO('2026-12-01T09:17:42', { zone: 'utc' });
  it('starts in an hour and lasts two', () => {
    expect(newAppointmentSpan(now)).toEqual({ start: '2026-12-01 10:17:00', end: '2026-12-01 12:17:00' });
  });
  it('takes only the start from a requested span of 30 minutes or less, and the whole of a longer one', () => {
    expect(newAppointmentSpan(now, { start: '2026-12-02 08:00:00', end: '2026-12-02 08:30:00' })).toEqual({
      start: '2026-12-02 08:00:00',
      end: '2026-12-02 10:00:00',
    });
    const long = { start: '2026-12-02 08:00:00', end: '2026-12-02 11:00:00' };
    expect(newAppointmentSpan(now, long)).toEqual(long);
  });
});

describe('start and end', () => {
  const span = { start: '2026-12-01 10:00:00', end: '2026-12-01 12:00:00' };
  it('pushes the end when the start moves past it, and pulls the start when the end moves before it', () => {
    expect(withStart(span, '2026-12-01 13:00:00')).toEqual({
      start: '2026-12-01 13:00:00',
      end: '2026-12-01 15:00:00',
    });
    expect(withStart(span, '2026-12-01 11:00:00')).toEqual({
      start: '2026-12-01 11:00:00',
      end: '2026-12-01 12:00:00',
    });
    expect(withEnd(span, '2026-12-01 09:00:00')).toEqual({ start: '2026-12-01 07:00:00', end: '2026-12-01 09:00:00' });
  });

  it('warns outside business hours only within one day', () => {
    expect(outsideBusinessHours('2026-12-01 07:00:00', '2026-12-01 09:00:00', DEFAULT_BUSINESS_HOURS)).toBe(true);
    expect(outsideBusinessHours('2026-12-01 16:00:00', '2026-12-01 18:00:00', DEFAULT_BUSINESS_HOURS)).toBe(true);
    expect(outsideBusinessHours('2026-12-01 08:00:00', '2026-12-01 17:00:00', DEFAULT_BUSINESS_HOURS)).toBe(false);
    expect(outsideBusinessHours('2026-12-05 10:00:00', '2026-12-05 11:00:00', DEFAULT_BUSINESS_HOURS)).toBe(true);
    expect(outsideBusinessHours('2026-12-01 20:00:00', '2026-12-02 07:00:00', DEFAULT_BUSINESS_HOURS)).toBe(false);
  });
});

describe('adding and removing types', () => {
  const context = { allocation: 'TYPES', prefill: true };
  it('takes the title, colour, description, recurring status and length from the types', () => {
    const one = addType(draft, drain, [drain, gas], context);
    expect(one).toMatchObject({
      types: [1],
      title: 'Blocked drain',
      color: '#ff0000',
      description: 'Customer notes\n\nBring the jetter.',
      recurring_status: 'SCHEDULED',
      end_date: '2026-12-01 11:00:00',
    });
    const two = addType(one, gas, [drain, gas], context);
    expect(two).toMatchObject({
      types: [1, 2],
      title: 'Blocked drain',
      color: '#ff0000',
      end_date: '2026-12-01 11:30:00',
    });
    expect(addType(two, gas, [drain, gas], context)).toBe(two);
    expect(removeType(two, drain)).toMatchObject({ types: [2], description: 'Customer notes' });
  });

  it('keeps the colour by staff allocation, the end without prefill, and UNSCHEDULED', () => {
    const added = addType({ ...draft, status: 'UNSCHEDULED' }, drain, [drain], { allocation: 'STAFF', prefill: false });
    expect(added).toMatchObject({ color: null, end_date: '2026-12-01 12:00:00', recurring_status: 'UNSCHEDULED' });
  });
});

describe('type shorthand', () => {
  it('is the upper-cased initials, at most 10', () => {
    expect(shorthandOf('blocked drain clearing')).toBe('BDC');
    expect(shorthandOf('a b c d e f g h i j k l')).toBe('ABCDEFGHIJ');
  });
});

describe('reminder rules', () => {
  it('checks addresses with the spec messages', () => {
    expect(reminderValueProblem({ type: 'EMAIL', value: '' })).toBe('Please enter a valid email');
    expect(reminderValueProblem({ type: 'EMAIL', value: 'x@' })).toBe('This email is invalid');
    expect(reminderValueProblem({ type: 'SMS', value: '' })).toBe('Please enter a valid mobile number');
    expect(reminderValueProblem({ type: 'SMS', value: '04 1234' })).toBe('This mobile number might be invalid');
    expect(reminderValueProblem({ type: 'SMS', value: '0412 345 678' })).toBeNull();
    expect(reminderValueProblem({ type: 'NONE', value: '' })).toBeNull();
  });

  it('limits staff to 3 and refuses staff reminders while unscheduled', () => {
    const staff = (n: number) =>
      Array.from({ length: n }, () => ({ key: 'staff' as const, type: 'NONE' as const, reminder_offset: -60 }));
    expect(reminderProblems(staff(3), { status: 'SCHEDULED', clientIds: [] })).toEqual({});
    expect(Object.keys(reminderProblems(staff(4), { status: 'SCHEDULED', clientIds: [] }))).toEqual([
      'reminders.3.key',
    ]);
    expect(Object.keys(reminderProblems(staff(1), { status: 'UNSCHEDULED', clientIds: [] }))).toEqual([
      'reminders.0.key',
    ]);
  });
});
