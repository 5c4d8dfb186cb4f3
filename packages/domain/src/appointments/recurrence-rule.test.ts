import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { SQL_DATE_TIME } from '../dates/date-codec';
import {
  DEFAULT_RECURRENCE,
  editableChoice,
  isCustomRule,
  recurrenceRuleText,
  ruleFollowingStart,
  ruleSummary,
} from './recurrence.rules';
import {
  anchorRule,
  RECURRENCE_LIMITS,
  recurrenceRuleProblem,
  recurrenceStarts,
  ruleDescription,
  ruleStartOf,
  ruleWithStart,
  sameRule,
} from './recurrence-rule';
import { RECURRENCE_VECTORS } from './recurrence-vectors.fixture';

const MELBOURNE = 'Australia/Melbourne';
const problem = (rule: string, start = '2027-03-15 09:00:00') =>
  recurrenceRuleProblem(rule, { start, timezone: MELBOURNE });

describe('expanding a rule exactly as python-dateutil does (fixed vectors)', () => {
  it.each(RECURRENCE_VECTORS)('$rule', ({ rule, timezone, starts }) => {
    const ours = recurrenceStarts(rule, timezone);
    const theirs = starts.map((iso) => DateTime.fromISO(iso, { setZone: true }));
    // The same instants, so the same offsets across the April and October changes.
    expect(ours.map((sql) => DateTime.fromFormat(sql, SQL_DATE_TIME, { zone: timezone }).toMillis())).toEqual(
      theirs.map((at) => at.toMillis()),
    );
    // The same wall-clock times, but for one that does not exist (the October gap), which moves on by the gap.
    ours.forEach((sql, index) => {
      const wall = theirs[index]?.toFormat(SQL_DATE_TIME) ?? '';
      const exists = DateTime.fromFormat(wall, SQL_DATE_TIME, { zone: timezone }).toFormat(SQL_DATE_TIME) === wall;
      if (exists) expect(sql).toBe(wall);
    });
    // And each is a rule an appointment at its start may repeat by.
    expect(recurrenceRuleProblem(rule, { start: ruleStartOf(rule) ?? '', timezone })).toBeNull();
  });
});

describe('keeping a rule as it was sent', () => {
  it('adds only a DTSTART at the appointment start when the rule had none', () => {
    expect(anchorRule('FREQ=YEARLY;BYMONTH=3,9;COUNT=6', '2027-03-15 09:00:00')).toBe(
      'DTSTART:20270315T090000\nRRULE:FREQ=YEARLY;BYMONTH=3,9;COUNT=6',
    );
    expect(anchorRule('RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=5', '2027-03-26 09:00:00')).toBe(
      'DTSTART:20270326T090000\nRRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=5',
    );
    const sent = 'DTSTART;TZID=Australia/Melbourne:20270131T090000\nRRULE:FREQ=MONTHLY;COUNT=8';
    expect(anchorRule(sent, '2027-01-31 09:00:00')).toBe(sent);
  });

  it("takes the sender's DTSTART as the first occurrence even when the rule would skip it (RFC 5545)", () => {
    expect(recurrenceStarts('DTSTART:20261201T100000\nRRULE:FREQ=WEEKLY;COUNT=3;BYDAY=TH', MELBOURNE)).toEqual([
      '2026-12-01 10:00:00',
      '2026-12-03 10:00:00',
      '2026-12-10 10:00:00',
    ]);
  });

  it('compares rules by what they make, whatever the wording, and moves one to a new start', () => {
    const rule = 'DTSTART:20270315T090000\nRRULE:FREQ=YEARLY;BYMONTH=3,9;COUNT=6';
    expect(sameRule(rule, 'DTSTART:20270315T090000\nRRULE:COUNT=6;BYMONTH=9,3;FREQ=YEARLY')).toBe(true);
    expect(sameRule(rule, 'DTSTART:20270315T090000\nRRULE:FREQ=YEARLY;BYMONTH=3;COUNT=6')).toBe(false);
    expect(sameRule(rule, ruleWithStart(rule, '2027-03-16 09:00:00'))).toBe(false);
    expect(ruleWithStart(rule, '2027-09-01 14:00:00')).toBe(
      'DTSTART:20270901T140000\nRRULE:FREQ=YEARLY;BYMONTH=3,9;COUNT=6',
    );
  });

  it('describes a rule in words', () => {
    expect(ruleDescription('FREQ=YEARLY;BYMONTH=3,9;COUNT=6')).toBe('every March and September for 6 times');
    expect(ruleDescription('FREQ=MONTHLY;BYDAY=-1FR;COUNT=5')).toBe('every month on the last Friday for 5 times');
  });
});

describe('refusing what cannot be kept, saying why', () => {
  it.each([
    ['not a rule', 'cannot be read'],
    ['FREQ=FORTNIGHTLY;COUNT=3', 'FREQ=FORTNIGHTLY is not valid'],
    ['FREQ=HOURLY;COUNT=3', 'at most daily: FREQ=HOURLY'],
    ['FREQ=YEARLY;BYEASTER=0;COUNT=3', 'BYEASTER, which is not an RFC 5545 rule part'],
    ['FREQ=DAILY;COUNT=3;COUNT=4', 'COUNT twice'],
    ['FREQ=DAILY;BYMONTH=13;COUNT=3', 'BYMONTH=13 is not valid'],
    ['FREQ=DAILY;INTERVAL=0;COUNT=3', 'INTERVAL=0 is not valid'],
    ['FREQ=DAILY;COUNT=3;UNTIL=20280101', 'both COUNT and UNTIL'],
    ['FREQ=MONTHLY;BYWEEKNO=3;COUNT=3', 'BYWEEKNO can only be used in a YEARLY rule'],
    ['FREQ=WEEKLY;BYDAY=1MO;COUNT=3', 'A position in BYDAY (1MO)'],
    ['FREQ=DAILY;BYSETPOS=1;COUNT=3', 'BYSETPOS needs another BY rule part'],
    ['DTSTART:20270315T090000\nRRULE:FREQ=DAILY;COUNT=3\nEXDATE:20270316T090000', 'has EXDATE'],
    ['DTSTART:20270315T090000Z\nRRULE:FREQ=DAILY;COUNT=3', 'DTSTART is in UTC'],
    ['DTSTART;TZID=Australia/Perth:20270315T090000\nRRULE:FREQ=DAILY;COUNT=3', 'DTSTART is in Australia/Perth'],
    ['DTSTART:20270316T090000\nRRULE:FREQ=DAILY;COUNT=3', "not at the appointment's start 2027-03-15 09:00:00"],
    ['FREQ=WEEKLY;INTERVAL=521;COUNT=3', 'A weekly rule repeats at most every 520 weeks: INTERVAL=521'],
    ['FREQ=WEEKLY;COUNT=105', 'A weekly rule makes at most 104 appointments: COUNT=105'],
    ['FREQ=DAILY;UNTIL=20290101', 'A daily rule makes at most 365 appointments: this one makes more before its UNTIL'],
    ['FREQ=MONTHLY', 'never ends: give it a COUNT or an UNTIL'],
    ['FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;COUNT=3', 'makes only 1 of its 3 appointments before 2100-01-01'],
  ])('%j', (rule, message) => {
    expect(problem(rule)).toContain(message);
  });

  it('refuses a rule that runs past the last date an appointment can have', () => {
    expect(problem('FREQ=YEARLY;UNTIL=21010101', '2090-03-15 09:00:00')).toContain('runs past 2100-01-01');
    expect(problem('FREQ=YEARLY;COUNT=20', '2090-03-15 09:00:00')).toContain('makes only 10 of its 20');
    expect(problem('FREQ=YEARLY;UNTIL=21000101', '2090-03-15 09:00:00')).toBeNull();
  });

  it('keeps to the limits: the maxima themselves are fine', () => {
    expect(problem(`FREQ=WEEKLY;INTERVAL=${RECURRENCE_LIMITS.interval.WEEKLY};COUNT=3`)).toBeNull();
    expect(problem(`FREQ=DAILY;COUNT=${RECURRENCE_LIMITS.count.DAILY}`)).toBeNull();
    expect(problem('FREQ=DAILY;UNTIL=20280313T090000')).toBeNull();
  });
});

describe('the form and rules it cannot build', () => {
  it("edits the form's own rules, and treats any other readable rule as custom", () => {
    const weekly = recurrenceRuleText({ ...DEFAULT_RECURRENCE, count: 4 }, '2027-03-23 09:00:00');
    expect(editableChoice(weekly)).toEqual({ ...DEFAULT_RECURRENCE, count: 4 });
    // The same rule without the BYDAY the form writes still makes the same dates.
    expect(editableChoice('DTSTART:20270323T090000\nRRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=4')).not.toBeNull();
    for (const custom of [
      'DTSTART:20270315T090000\nRRULE:FREQ=YEARLY;BYMONTH=3,9;COUNT=6',
      'DTSTART:20270326T090000\nRRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=5',
      'DTSTART:20270131T090000\nRRULE:FREQ=MONTHLY;COUNT=5',
    ]) {
      expect(isCustomRule(custom)).toBe(true);
    }
    expect(isCustomRule('not a rule')).toBe(false);
    expect(ruleSummary('DTSTART:20270315T090000\nRRULE:FREQ=YEARLY;BYMONTH=3,9;COUNT=6')).toBe(
      'Custom rule: every March and September for 6 times',
    );
    expect(ruleSummary(weekly)).toBe('Weekly, 4 times');
  });

  it('moves a rule to a new start: the form rebuilds its own rules there, a custom rule keeps its RRULE', () => {
    const weekly = recurrenceRuleText({ ...DEFAULT_RECURRENCE, count: 4 }, '2027-03-23 09:00:00');
    expect(ruleFollowingStart(weekly, '2027-03-25 09:00:00')).toBe(
      'DTSTART:20270325T090000\nRRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=4;BYDAY=TH',
    );
    expect(
      ruleFollowingStart('DTSTART:20270326T090000\nRRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=5', '2027-04-30 10:00:00'),
    ).toBe('DTSTART:20270430T100000\nRRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=5');
    // A rule with no start of its own (an appointment type's) is only anchored.
    expect(ruleFollowingStart('FREQ=WEEKLY;COUNT=4', '2027-04-30 10:00:00')).toBe(
      'DTSTART:20270430T100000\nRRULE:FREQ=WEEKLY;COUNT=4',
    );
  });
});
