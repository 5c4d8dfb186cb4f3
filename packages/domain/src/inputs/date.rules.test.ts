import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../format/en-au';
import { clampDate, DATE_MAX, DATE_MIN, parseDateInput, stepDate } from './date.rules';

const now = DateTime.fromISO('2026-05-20T10:00:00');
const parsedValue = (text: string, at = now) => {
  const result = parseDateInput(text, { now: at });
  return result.status === 'valid' ? result.value : result.status;
};

describe('parseDateInput', () => {
  it('reads dd-mm-yyyy with any of - / . or space', () => {
    for (const text of ['05-03-2026', '5-3-2026', '5/3/2026', '05.03.2026', '5 3 2026', ' 05-03-2026 '])
      expect(parsedValue(text)).toBe('2026-03-05');
  });

  it('reads yyyy-mm-dd, two-digit years, month names and packed digits', () => {
    expect(parsedValue('2026-03-05')).toBe('2026-03-05');
    expect(parsedValue('5/3/26')).toBe('2026-03-05');
    expect(parsedValue('5 Mar 2026')).toBe('2026-03-05');
    expect(parsedValue('March 5, 2026')).toBe('2026-03-05');
    expect(parsedValue('05032026')).toBe('2026-03-05');
  });

  it('flags what is not a date', () => {
    for (const text of ['31-02-2026', 'tomorrow', '32/1/2026', '5/13/2026', '2026', 'x'])
      expect(parsedValue(text)).toBe('invalid');
    expect(parsedValue('   ')).toBe('empty');
  });

  it('keeps an explicitly typed 2001', () => {
    expect(parsedValue('05-03-2001')).toBe('2001-03-05');
  });

  it('moves a date typed without a year (which loose parsing puts in 2001) to this year', () => {
    const result = parseDateInput('1/9', { now });
    expect(result).toEqual({ status: 'valid', value: '2026-09-01', clamped: false, yearChosen: true });
    expect(parsedValue('5 Mar')).toBe('2026-03-05');
    expect(parsedValue('Dec 25')).toBe('2026-12-25');
  });

  it('moves it to next year when this year would be more than 6 months ago', () => {
    expect(parsedValue('1/11', DateTime.fromISO('2026-05-20'))).toBe('2026-11-01');
    expect(parsedValue('19/1', DateTime.fromISO('2026-07-20'))).toBe('2027-01-19');
    expect(parsedValue('20/1', DateTime.fromISO('2026-07-20'))).toBe('2026-01-20');
    expect(parsedValue('1 Jan', DateTime.fromISO('2026-12-20'))).toBe('2027-01-01');
  });

  it('picks this year unless that is over 6 months ago, then next year', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (at, month, day) => {
          const today = DateTime.fromJSDate(at);
          const result = parseDateInput(`${day}/${month}`, { now: today });
          expect(result.status).toBe('valid');
          if (result.status !== 'valid') return;
          const chosen = DateTime.fromISO(result.value);
          expect(chosen.month).toBe(month);
          expect(chosen.day).toBe(day);
          const sixMonthsAgo = today.startOf('day').minus({ months: 6 });
          expect(chosen >= sixMonthsAgo).toBe(true);
          expect([today.year, today.year + 1]).toContain(chosen.year);
          if (chosen.year > today.year) expect(chosen.minus({ years: 1 }) < sixMonthsAgo).toBe(true);
        },
      ),
    );
  });

  it('falls back to 28 February outside leap years', () => {
    expect(parsedValue('29/2', DateTime.fromISO('2026-01-10'))).toBe('2026-02-28');
    expect(parsedValue('29/2', DateTime.fromISO('2028-01-10'))).toBe('2028-02-29');
  });

  it('clamps into 1900-01-01 .. 2100-01-01', () => {
    expect(parseDateInput('01-01-1850', { now })).toMatchObject({ value: DATE_MIN, clamped: true });
    expect(parseDateInput('02-01-2100', { now })).toMatchObject({ value: DATE_MAX, clamped: true });
    expect(parseDateInput('01-01-2100', { now })).toMatchObject({ value: DATE_MAX, clamped: false });
  });

  it('round-trips every day in range through the display format', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 73049 }), (offset) => {
        const value = DateTime.fromISO(DATE_MIN).plus({ days: offset }).toISODate() ?? '';
        expect(parsedValue(formatDate(value))).toBe(value);
      }),
    );
  });
});

describe('stepDate and clampDate', () => {
  it('moves by days and stays in range', () => {
    expect(stepDate('2026-02-28', 1, { now })).toBe('2026-03-01');
    expect(stepDate('2026-03-01', -1, { now })).toBe('2026-02-28');
    expect(stepDate(null, 1, { now })).toBe('2026-05-21');
    expect(stepDate(DATE_MAX, 1, { now })).toBe(DATE_MAX);
    expect(stepDate(DATE_MIN, -1, { now })).toBe(DATE_MIN);
  });

  it('clamps any value into range', () => {
    expect(clampDate('1899-12-31')).toBe(DATE_MIN);
    expect(clampDate('2026-01-01')).toBe('2026-01-01');
  });

  it('formats as dd-LL-yyyy', () => {
    expect(formatDate('2026-03-05')).toBe('05-03-2026');
    expect(formatDate(null)).toBe('');
  });
});
