import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { SQL_DATE_TIME } from '../dates/date-codec';
import {
  DEFAULT_RECURRENCE,
  describeRecurrence,
  FREQUENCIES,
  type Frequency,
  RECURRENCE_LIMITS,
  type RecurrenceChoice,
  recurrenceChoiceOf,
  recurrenceNumber,
  recurrenceRuleText,
  remainingRule,
  ruleFollowingStart,
} from './recurrence.rules';
import { recurrenceStarts, sameRule } from './recurrence-rule';

const choice = (overrides: Partial<RecurrenceChoice>): RecurrenceChoice => ({ ...DEFAULT_RECURRENCE, ...overrides });
const days = (starts: string[]) => starts.map((s) => s.slice(0, 10));

describe('recurrence limits', () => {
  it('keeps whole numbers within 1 and the maximum, and resets anything else to 1', () => {
    expect(recurrenceNumber(12, 104)).toBe(12);
    expect(recurrenceNumber('20', 20)).toBe(20);
    for (const bad of [0, -3, 2.5, 105, Number.NaN, 'abc', '', null, undefined]) {
      expect(recurrenceNumber(bad, 104)).toBe(1);
    }
  });

  it('applies the per-frequency maxima when building a rule', () => {
    expect(RECURRENCE_LIMITS.interval).toEqual({ YEARLY: 20, MONTHLY: 120, WEEKLY: 520, DAILY: 365 });
    expect(RECURRENCE_LIMITS.count).toEqual({ YEARLY: 20, MONTHLY: 120, WEEKLY: 104, DAILY: 365 });
    const text = recurrenceRuleText(choice({ frequency: 'WEEKLY', interval: 521, count: 105 }), '2026-12-01 10:00:00');
    expect(text).toContain('INTERVAL=1;COUNT=1');
    const yearly = recurrenceRuleText(choice({ frequency: 'YEARLY', interval: 20, count: 20 }), '2026-12-01 10:00:00');
    expect(yearly).toContain('INTERVAL=20;COUNT=20');
  });
});

describe('recurrence helper rules', () => {
  it('repeats fortnightly on the start day, 6 times', () => {
    const text = recurrenceRuleText(choice({ frequency: 'WEEKLY', interval: 2, count: 6 }), '2026-12-01 10:00:00');
    expect(text).toBe('DTSTART:20261201T100000\nRRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=6;BYDAY=TU');
    expect(days(recurrenceStarts(text, 'Australia/Melbourne'))).toEqual([
      '2026-12-01',
      '2026-12-15',
      '2026-12-29',
      '2027-01-12',
      '2027-01-26',
      '2027-02-09',
    ]);
  });

  it("keeps a single chosen day other than the start's, with the start as the first of the count (RFC 5545)", () => {
    const text = recurrenceRuleText(choice({ byweekday: [3], count: 3 }), '2026-12-01 10:00:00');
    expect(text).toContain('BYDAY=TH');
    expect(days(recurrenceStarts(text, 'Australia/Melbourne'))).toEqual(['2026-12-01', '2026-12-03', '2026-12-10']);
    expect(recurrenceChoiceOf(text).byweekday).toEqual([3]);
    // The start's own day alone reads back as "the start's day", so the rule follows a moved start.
    expect(recurrenceChoiceOf(recurrenceRuleText(choice({ byweekday: [1] }), '2026-12-01 10:00:00')).byweekday).toEqual(
      [],
    );
  });

  it('runs the weekday preset Monday to Friday', () => {
    const text = recurrenceRuleText(choice({ byweekday: [0, 1, 2, 3, 4], count: 6 }), '2026-12-04 08:00:00');
    expect(days(recurrenceStarts(text, 'Australia/Melbourne'))).toEqual([
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
    ]);
  });

  it('takes the last matching day among 22-31 for a monthly rule from the 31st, so no month is skipped', () => {
    const text = recurrenceRuleText(choice({ frequency: 'MONTHLY', count: 4 }), '2027-01-31 09:00:00');
    expect(text).toContain('BYMONTHDAY=22,23,24,25,26,27,28,29,30,31;BYSETPOS=-1');
    expect(days(recurrenceStarts(text, 'Australia/Melbourne'))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
  });

  it('keeps the 30th where a month has one, else its last day', () => {
    const text = recurrenceRuleText(choice({ frequency: 'MONTHLY', count: 3 }), '2027-01-30 09:00:00');
    expect(days(recurrenceStarts(text, 'Australia/Melbourne'))).toEqual(['2027-01-30', '2027-02-28', '2027-03-30']);
  });

  it('by week of month: the first week is days 1-7, the 2nd-4th a position, the fifth the last such weekday', () => {
    const first = recurrenceRuleText(
      choice({ frequency: 'MONTHLY', count: 3, byWeekOfMonth: true }),
      '2026-12-01 09:00:00',
    );
    expect(first).toContain('BYDAY=TU;BYMONTHDAY=1,2,3,4,5,6,7');
    expect(first).not.toContain('BYSETPOS');
    expect(days(recurrenceStarts(first, 'Australia/Melbourne'))).toEqual(['2026-12-01', '2027-01-05', '2027-02-02']);
    const second = recurrenceRuleText(
      choice({ frequency: 'MONTHLY', count: 2, byWeekOfMonth: true }),
      '2026-12-08 09:00:00',
    );
    expect(second).toContain('BYDAY=TU;BYSETPOS=2');
    const fifth = recurrenceRuleText(
      choice({ frequency: 'MONTHLY', count: 3, byWeekOfMonth: true }),
      '2026-12-29 09:00:00',
    );
    // Fifth Tuesday of December; February has none, so its last Tuesday.
    expect(days(recurrenceStarts(fifth, 'Australia/Melbourne'))).toEqual(['2026-12-29', '2027-01-26', '2027-02-23']);
  });

  it('keeps 29 February yearly as the last day of February', () => {
    const text = recurrenceRuleText(choice({ frequency: 'YEARLY', count: 5 }), '2028-02-29 09:00:00');
    expect(text).toContain('BYMONTH=2;BYYEARDAY=54,55,56,57,58,59,60;BYSETPOS=-1');
    expect(days(recurrenceStarts(text, 'Australia/Melbourne'))).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('gives weekly and daily rules no week ordinal', () => {
    for (const frequency of ['WEEKLY', 'DAILY'] as const) {
      const text = recurrenceRuleText(choice({ frequency, byWeekOfMonth: true }), '2026-12-29 09:00:00');
      expect(text).not.toContain('BYSETPOS');
      expect(text).not.toContain('BYMONTHDAY');
    }
  });

  it('reads a stored rule back, and falls back to the defaults for an invalid one', () => {
    const text = recurrenceRuleText(choice({ frequency: 'MONTHLY', interval: 3, count: 10 }), '2026-12-01 09:00:00');
    expect(recurrenceChoiceOf(text)).toEqual(choice({ frequency: 'MONTHLY', interval: 3, count: 10 }));
    const weekdays = recurrenceRuleText(choice({ byweekday: [0, 1, 2, 3, 4] }), '2026-12-01 09:00:00');
    expect(recurrenceChoiceOf(weekdays).byweekday).toEqual([0, 1, 2, 3, 4]);
    expect(recurrenceChoiceOf('FREQ=SOMETIMES;COUNT=x')).toEqual(DEFAULT_RECURRENCE);
    expect(recurrenceChoiceOf('not a rule')).toEqual(DEFAULT_RECURRENCE);
    expect(recurrenceChoiceOf(null)).toEqual(DEFAULT_RECURRENCE);
  });
});

describe('comparing rules', () => {
  it('is the same rule when it repeats the same way from the same start, whatever the wording', () => {
    const rule = recurrenceRuleText(choice({ count: 4 }), '2026-12-01 10:00:00');
    expect(sameRule(rule, rule)).toBe(true);
    expect(sameRule(rule, 'DTSTART:20261201T100000\nRRULE:COUNT=4;FREQ=WEEKLY;BYDAY=TU')).toBe(true);
    expect(sameRule(rule, recurrenceRuleText(choice({ count: 5 }), '2026-12-01 10:00:00'))).toBe(false);
    // A moved start is a changed rule ("Update Recurring Appointments too").
    expect(sameRule(rule, recurrenceRuleText(choice({ count: 4 }), '2026-12-08 10:00:00'))).toBe(false);
  });
});

describe('the rest of a series, from one of its appointments', () => {
  const zone = 'Australia/Melbourne';
  const fortnightly = recurrenceRuleText(choice({ interval: 2, count: 6 }), '2026-12-01 09:00:00');

  it('counts only the occurrences from that appointment on, so moving it keeps the series as long', () => {
    const series = recurrenceStarts(fortnightly, zone);
    expect(series).toHaveLength(6);
    const third = series[2] ?? '';
    const rest = remainingRule(fortnightly, third, zone);
    expect(rest).toBe('DTSTART:20261229T090000\nRRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU');
    expect(recurrenceStarts(rest, zone)).toEqual(series.slice(2));
    // Moved a day later with "Update Recurring Appointments too": 2 before it and 4 from it, 6 in all.
    const moved = ruleFollowingStart(rest, '2026-12-30 09:00:00');
    expect(moved).toBe('DTSTART:20261230T090000\nRRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=WE');
    expect(recurrenceStarts(moved, zone)).toHaveLength(4);
  });

  it('is the rule itself from the first appointment, and keeps an UNTIL rule’s end', () => {
    expect(remainingRule(fortnightly, '2026-12-01 09:00:00', zone)).toBe(fortnightly);
    const until = 'DTSTART:20261201T090000\nRRULE:FREQ=WEEKLY;UNTIL=20270105T090000;BYDAY=TU';
    expect(remainingRule(until, '2026-12-15 09:00:00', zone)).toBe(
      'DTSTART:20261215T090000\nRRULE:FREQ=WEEKLY;UNTIL=20270105T090000;BYDAY=TU',
    );
  });
});

describe('describing a rule', () => {
  it('says how often and how many times', () => {
    expect(describeRecurrence(choice({ count: 12 }))).toBe('Weekly, 12 times');
    expect(describeRecurrence(choice({ interval: 2, count: 6, byweekday: [0, 2] }))).toBe(
      'Every 2 weeks on Mon, Wed, 6 times',
    );
    expect(describeRecurrence(choice({ frequency: 'MONTHLY', byWeekOfMonth: true, count: 1 }))).toBe(
      'Monthly by week of month, 1 time',
    );
  });
});

describe('wall-clock times across daylight saving', () => {
  const ZONES = [
    'Australia/Melbourne',
    'Australia/Sydney',
    'Australia/Lord_Howe',
    'Australia/Perth',
    'Pacific/Auckland',
    'America/New_York',
  ];

  it('keeps 9:00 weekly through the April and October changes in Melbourne', () => {
    const text = recurrenceRuleText(choice({ count: 30 }), '2026-03-24 09:00:00');
    const starts = recurrenceStarts(text, 'Australia/Melbourne');
    expect(starts.every((s) => s.endsWith(' 09:00:00'))).toBe(true);
    expect(starts).toHaveLength(30);
  });

  it('moves a time that does not exist on the spring-forward day ahead by the gap, and only that day', () => {
    const text = recurrenceRuleText(choice({ frequency: 'DAILY', count: 3 }), '2026-10-03 02:30:00');
    expect(recurrenceStarts(text, 'Australia/Melbourne')).toEqual([
      '2026-10-03 02:30:00',
      '2026-10-04 03:30:00',
      '2026-10-05 02:30:00',
    ]);
    // Lord Howe springs forward by half an hour, from 2:00 to 2:30.
    const lordHowe = recurrenceRuleText(choice({ frequency: 'DAILY', count: 2 }), '2026-10-03 02:15:00');
    expect(recurrenceStarts(lordHowe, 'Australia/Lord_Howe')[1]).toBe('2026-10-04 02:45:00');
    expect(recurrenceStarts(text, 'Australia/Lord_Howe')[1]).toBe('2026-10-04 02:30:00');
  });

  it('never loses, duplicates or shifts an occurrence, in any of the zones, for any frequency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom<Frequency>(...FREQUENCIES),
        // Early enough that 20 occurrences 4 years apart end before 2100, the last date an appointment can have.
        fc.date({ min: new Date('2019-01-01T00:00:00Z'), max: new Date('2023-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 47 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 30 }),
        (zone, frequency, day, halfHour, interval, count) => {
          const date = DateTime.fromJSDate(day, { zone: 'utc' });
          const startSql = `${date.toFormat('yyyy-MM-dd')} ${String(Math.floor(halfHour / 2)).padStart(2, '0')}:${halfHour % 2 ? '30' : '00'}:00`;
          const starts = recurrenceStarts(recurrenceRuleText(choice({ frequency, interval, count }), startSql), zone);
          // None lost (a count over the maximum resets to 1): a date rule lands in every period; none duplicated; in order.
          const expected = recurrenceNumber(count, RECURRENCE_LIMITS.count[frequency]);
          expect(starts).toHaveLength(expected);
          expect(new Set(starts).size).toBe(expected);
          expect([...starts].sort()).toEqual(starts);
          const clock = startSql.slice(11);
          for (const start of starts) {
            if (start.slice(11) === clock) continue;
            // Only a time that does not exist that day (the spring-forward gap) may move, and only forward.
            const asked = DateTime.fromFormat(`${start.slice(0, 10)} ${clock}`, SQL_DATE_TIME, { zone });
            expect(asked.toFormat('HH:mm:ss')).not.toBe(clock);
            expect(start > `${start.slice(0, 10)} ${clock}`).toBe(true);
          }
          if (frequency === 'DAILY') {
            const dates = starts.map((s) => DateTime.fromISO(s.slice(0, 10), { zone: 'utc' }));
            dates.slice(1).forEach((d, i) => {
              expect(d.diff(dates[i] as DateTime, 'days').days).toBe(interval);
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
