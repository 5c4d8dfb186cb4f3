import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { instantIn, parseApiDate, toSqlDateTime } from '../dates/date-codec';
import { parseDateInput } from '../inputs/date.rules';
import { parseTimeInput } from '../inputs/time.rules';
import type { Cents } from '../money/money.rules';
import {
  formatDate,
  formatDateTime,
  formatDayDate,
  formatDayDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMoney,
  formatTime,
  formatTimeOfDay,
} from './en-au';

const MELBOURNE = 'Australia/Melbourne';

describe('dates and times (platform section 9: dd-LL-yyyy, h:mma in lower case)', () => {
  it('shows an API date-time, a date and an ISO string the one way', () => {
    expect(formatDate('2026-11-27 10:00:00')).toBe('27-11-2026');
    expect(formatDate('2026-11-27')).toBe('27-11-2026');
    expect(formatTime('2026-11-27 10:00:00')).toBe('10:00am');
    expect(formatDateTime('2026-03-05 09:05:00')).toBe('05-03-2026 9:05am');
    expect(formatDateTime('2026-03-05 21:05')).toBe('05-03-2026 9:05pm');
    expect(formatDateTime('2026-11-26T22:05:00Z', MELBOURNE)).toBe('27-11-2026 9:05am');
  });

  it('writes midnight as 12am and noon as 12pm', () => {
    expect(formatTime('2026-11-27 00:00:00')).toBe('12:00am');
    expect(formatTime('2026-11-27 00:59:00')).toBe('12:59am');
    expect(formatTime('2026-11-27 12:00:00')).toBe('12:00pm');
    expect(formatTime('2026-11-27 12:30:00')).toBe('12:30pm');
    expect(formatTime('2026-11-27 23:59:59')).toBe('11:59pm');
    expect(formatTimeOfDay('00:00')).toBe('12:00am');
    expect(formatTimeOfDay('12:00')).toBe('12:00pm');
    expect(formatTimeOfDay('08:00:00')).toBe('8:00am');
  });

  it('answers "" for no date, and the text itself when it is not one', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('soon');
    expect(formatTimeOfDay('24:00')).toBe('');
    expect(formatTimeOfDay('nope')).toBe('');
  });

  it('shows a DateTime in its own zone, or in the zone given', () => {
    const at = DateTime.fromISO('2026-11-26T22:05:00Z', { zone: 'Australia/Perth' });
    expect(formatDateTime(at)).toBe('27-11-2026 6:05am');
    expect(formatDateTime(at, MELBOURNE)).toBe('27-11-2026 9:05am');
  });

  it('has long and weekday forms for prose and the calendar', () => {
    expect(formatLongDate('2026-11-27')).toBe('Friday 27 November 2026');
    expect(formatLongDateTime('2026-11-27 10:00:00')).toBe('Friday 27 November 2026 at 10:00am');
    expect(formatDayDate('2026-12-01 10:00:00')).toBe('Tue 1 Dec 2026');
    expect(formatDayDateTime('2026-12-01 14:30:00')).toBe('Tue 1 Dec 2026, 2:30pm');
  });

  it('follows Melbourne across both daylight-saving changes', () => {
    // Clocks go back at 3am on 5 April 2026 (to +10) and forward at 2am on 4 October 2026 (to +11).
    expect(formatDateTime('2026-04-04T15:30:00Z', MELBOURNE)).toBe('05-04-2026 2:30am');
    expect(formatDateTime('2026-04-04T16:30:00Z', MELBOURNE)).toBe('05-04-2026 2:30am');
    expect(formatDateTime('2026-04-04T17:30:00Z', MELBOURNE)).toBe('05-04-2026 3:30am');
    expect(formatDateTime('2026-10-03T15:59:00Z', MELBOURNE)).toBe('04-10-2026 1:59am');
    expect(formatDateTime('2026-10-03T16:00:00Z', MELBOURNE)).toBe('04-10-2026 3:00am');
    // A wall-clock time in the spring-forward gap is moved on by the gap, as a clock would.
    expect(formatTime(toSqlDateTime(parseApiDate('2026-10-04 02:30:00', MELBOURNE)))).toBe('3:30am');
  });

  it('reads back what it shows: the date and time inputs parse every shown value (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2099, 11, 31) }),
        fc.constantFrom(MELBOURNE, 'Australia/Perth', 'Australia/Lord_Howe', 'UTC'),
        (millis, zone) => {
          const at = instantIn(new Date(millis), zone);
          const [date = '', time = ''] = formatDateTime(at).split(' ');
          const parsed = parseDateInput(date);
          expect(parsed.status === 'valid' && parsed.value).toBe(at.toFormat('yyyy-MM-dd'));
          expect(parseTimeInput(time)).toBe(at.toFormat('HH:mm'));
          expect(time).toMatch(/^(1[0-2]|[1-9]):[0-5]\d(am|pm)$/);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatMoney', () => {
  it('formats AUD the en-AU way, negatives with the sign first', () => {
    expect(formatMoney(123_456 as Cents)).toBe('$1,234.56');
    expect(formatMoney(5 as Cents)).toBe('$0.05');
    expect(formatMoney(0 as Cents)).toBe('$0.00');
    expect(formatMoney(-500 as Cents)).toBe('-$5.00');
    expect(formatMoney(-123_456_789 as Cents)).toBe('-$1,234,567.89');
    expect(formatMoney(9_999_900 as Cents)).toBe('$99,999.00');
  });

  it('shows "$" for AUD and USD, otherwise the amount then the currency code', () => {
    expect(formatMoney(30 as Cents, 'USD')).toBe('$0.30');
    expect(formatMoney(123_456 as Cents, 'NZD')).toBe('1,234.56 NZD');
    expect(formatMoney(-10 as Cents, 'NZD')).toBe('-0.10 NZD');
  });

  it('keeps every cent: the figure read back is the amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const shown = formatMoney(cents as Cents);
        expect(shown.startsWith('-')).toBe(cents < 0);
        expect(shown).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Number(shown.replace(/[$,]/g, ''))).toBe(cents / 100);
      }),
    );
  });
});

describe("formatLongDateTime (an appointment reminder's {{appointment.start}})", () => {
  it('shows the same instant in the appointment’s own timezone: Perth and Sydney differ', () => {
    const instant = '2026-06-01T01:30:00Z';
    expect(formatLongDateTime(instant, 'Australia/Perth')).toBe('Monday 1 June 2026 at 9:30am');
    expect(formatLongDateTime(instant, 'Australia/Sydney')).toBe('Monday 1 June 2026 at 11:30am');
  });

  it('follows Sydney across the daylight-saving change while Perth (no DST) stays at +8', () => {
    // Sydney moves to +11 on 4 October 2026 at 2am.
    const before = '2026-10-03T01:30:00Z';
    const after = '2026-10-05T01:30:00Z';
    expect(formatLongDateTime(before, 'Australia/Sydney')).toBe('Saturday 3 October 2026 at 11:30am');
    expect(formatLongDateTime(after, 'Australia/Sydney')).toBe('Monday 5 October 2026 at 12:30pm');
    expect(formatLongDateTime(before, 'Australia/Perth')).toBe('Saturday 3 October 2026 at 9:30am');
    expect(formatLongDateTime(after, 'Australia/Perth')).toBe('Monday 5 October 2026 at 9:30am');
  });

  it('for any instant, Sydney is 2 or 3 hours ahead of Perth (property)', () => {
    const start = DateTime.fromISO('2026-01-01T00:00:00Z').toMillis();
    for (let i = 0; i < 500; i++) {
      const at = new Date(start + ((i * 7_919_993_123) % (366 * 86_400_000)));
      const perth = DateTime.fromJSDate(at, { zone: 'Australia/Perth' });
      const sydney = DateTime.fromJSDate(at, { zone: 'Australia/Sydney' });
      const ahead = (sydney.offset - perth.offset) / 60;
      expect([2, 3]).toContain(ahead);
      const text = formatLongDateTime(instantIn(at, 'Australia/Perth'));
      expect(text).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ 202[67] at (1[0-2]|[1-9]):[0-5]\d(am|pm)$/);
      expect(text.endsWith(`${perth.hour % 12 || 12}:${perth.toFormat('mm')}${perth.hour < 12 ? 'am' : 'pm'}`)).toBe(
        true,
      );
      expect(formatLongDateTime(instantIn(at, 'Australia/Sydney'))).not.toBe(
        formatLongDateTime(instantIn(at, 'Australia/Perth')),
      );
    }
  });
});
