import type { DateTime } from 'luxon';
import { ICS_DATE_TIME, parseWallClock as wall } from '../dates/date-codec';
import {
  anchorRule,
  FREQUENCIES,
  type Frequency,
  RECURRENCE_LIMITS,
  readableRule,
  recurrenceStarts,
  ruleDescription,
  ruleStartOf,
  ruleValueOf,
  ruleWithStart,
  sameRule,
} from './recurrence-rule';
import { rrule } from './rrule-package';

// The recurring rule form's helpers: a choice of frequency, interval, count and days, and the rule
// text it builds (exact rules, as sent and stored, are recurrence-rule's).
export { FREQUENCIES, type Frequency, RECURRENCE_LIMITS };

/** An interval or count: a whole number from 1 to the maximum, else (invalid) 1. */
export function recurrenceNumber(value: unknown, max: number): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return Number.isInteger(number) && number >= 1 && number <= max ? number : 1;
}

/** Weekdays as rrule numbers them: 0 Monday ... 6 Sunday. */
export const WEEKDAYS_MON_FRI = [0, 1, 2, 3, 4] as const;
const RRULE_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

export interface RecurrenceChoice {
  frequency: Frequency;
  interval: number;
  count: number;
  /** WEEKLY: the days of the week (0 Monday). Empty: the start's own day. */
  byweekday: number[];
  /** MONTHLY: on the start's weekday in its week of the month ("the 2nd Tuesday") instead of its date. */
  byWeekOfMonth: boolean;
}

/** Spec section 9: the presets and the counts they start with. */
export const RECURRENCE_PRESETS = [
  {
    label: 'Weekdays (Mon-Fri)',
    choice: { frequency: 'WEEKLY', interval: 1, count: 12, byweekday: [...WEEKDAYS_MON_FRI] },
  },
  { label: 'Weekly', choice: { frequency: 'WEEKLY', interval: 1, count: 12, byweekday: [] } },
  { label: 'Fortnightly', choice: { frequency: 'WEEKLY', interval: 2, count: 12, byweekday: [] } },
  { label: 'Monthly', choice: { frequency: 'MONTHLY', interval: 1, count: 12, byweekday: [] } },
  { label: 'Every 3 months', choice: { frequency: 'MONTHLY', interval: 3, count: 10, byweekday: [] } },
  { label: 'Every 4 months', choice: { frequency: 'MONTHLY', interval: 4, count: 10, byweekday: [] } },
  { label: 'Every 6 months', choice: { frequency: 'MONTHLY', interval: 6, count: 10, byweekday: [] } },
  { label: 'Yearly', choice: { frequency: 'YEARLY', interval: 1, count: 5, byweekday: [] } },
] as const satisfies readonly { label: string; choice: Omit<RecurrenceChoice, 'byWeekOfMonth'> }[];

export const DEFAULT_RECURRENCE: RecurrenceChoice = {
  frequency: 'WEEKLY',
  interval: 1,
  count: 12,
  byweekday: [],
  byWeekOfMonth: false,
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i).join(',');
/** rrule's floating DTSTART: the wall clock, no zone (the appointment's timezone is applied when expanding). */
const floating = (start: DateTime) => start.toFormat(ICS_DATE_TIME);

/**
 * The RFC 5545 rule text for a choice starting at a wall-clock SQL date-time, with the spec's helper
 * rules: limits enforced (invalid → 1); weekly and daily rules carry no week ordinal; a monthly rule
 * from day 29 or later takes the last matching day among days 22-31 (so it lands in every month);
 * by week of month, the first week is days 1-7 and the fifth the last such weekday among 22-31;
 * a yearly rule from 29 February takes the last of February's year-days 54-60.
 */
export function recurrenceRuleText(choice: RecurrenceChoice, startSql: string): string {
  const start = wall(startSql);
  const frequency = FREQUENCIES.includes(choice.frequency) ? choice.frequency : DEFAULT_RECURRENCE.frequency;
  const parts = [
    `FREQ=${frequency}`,
    `INTERVAL=${recurrenceNumber(choice.interval, RECURRENCE_LIMITS.interval[frequency])}`,
    `COUNT=${recurrenceNumber(choice.count, RECURRENCE_LIMITS.count[frequency])}`,
  ];
  const weekday = RRULE_DAYS[start.weekday - 1];
  if (frequency === 'WEEKLY') {
    const days = [...new Set(choice.byweekday.filter((d) => d >= 0 && d <= 6))].sort();
    parts.push(`BYDAY=${(days.length > 0 ? days.map((d) => RRULE_DAYS[d]) : [weekday]).join(',')}`);
  }
  if (frequency === 'MONTHLY') {
    if (choice.byWeekOfMonth) {
      const week = Math.ceil(start.day / 7);
      if (week === 1) parts.push(`BYDAY=${weekday}`, `BYMONTHDAY=${range(1, 7)}`);
      else if (week >= 5) parts.push(`BYDAY=${weekday}`, `BYMONTHDAY=${range(22, 31)}`, 'BYSETPOS=-1');
      else parts.push(`BYDAY=${weekday}`, `BYSETPOS=${week}`);
    } else if (start.day >= 29) parts.push(`BYMONTHDAY=${range(22, start.day)}`, 'BYSETPOS=-1');
    else parts.push(`BYMONTHDAY=${start.day}`);
  }
  if (frequency === 'YEARLY') {
    if (start.month === 2 && start.day === 29) parts.push('BYMONTH=2', `BYYEARDAY=${range(54, 60)}`, 'BYSETPOS=-1');
    else parts.push(`BYMONTH=${start.month}`, `BYMONTHDAY=${start.day}`);
  }
  return `DTSTART:${floating(start)}\nRRULE:${parts.join(';')}`;
}

/** rrule's weekday number (0 Monday) of a floating DTSTART, or -1 without one. */
const startDay = (dtstart: Date | null | undefined) => (dtstart ? (dtstart.getUTCDay() + 6) % 7 : -1);

/** The choice a rule text describes, or null when it is not a rule this app can repeat by. */
export function parseRecurrence(text: string | null | undefined): RecurrenceChoice | null {
  if (!text) return null;
  try {
    const options = rrule.rrulestr(text).origOptions;
    const frequency = FREQUENCIES.find((f) => rrule.RRule[f] === options.freq);
    if (!frequency) return null;
    const days = [options.byweekday ?? []]
      .flat()
      .map((d) => (typeof d === 'number' ? d : typeof d === 'string' ? RRULE_DAYS.indexOf(d as never) : d.weekday));
    return {
      frequency,
      interval: recurrenceNumber(options.interval ?? 1, RECURRENCE_LIMITS.interval[frequency]),
      count: recurrenceNumber(options.count ?? 1, RECURRENCE_LIMITS.count[frequency]),
      // A lone day that is the start's own means "the start's day", so the rule follows the start.
      byweekday: frequency === 'WEEKLY' && !(days.length === 1 && days[0] === startDay(options.dtstart)) ? days : [],
      byWeekOfMonth: frequency === 'MONTHLY' && days.length > 0,
    };
  } catch {
    return null;
  }
}

/** The choice a stored rule text describes; an invalid text falls back to the defaults (spec section 5). */
export const recurrenceChoiceOf = (text: string | null | undefined): RecurrenceChoice =>
  parseRecurrence(text) ?? DEFAULT_RECURRENCE;

/** The choice for a rule the form rebuilds exactly (the same occurrences from its start); null for any other. */
export function editableChoice(text: string | null | undefined): RecurrenceChoice | null {
  const choice = parseRecurrence(text);
  const start = text ? ruleStartOf(text) : null;
  return choice && text && start && sameRule(recurrenceRuleText(choice, start), text) ? choice : null;
}

/** A readable rule the form cannot rebuild: the dialog shows it read-only as a custom rule and keeps it. */
export const isCustomRule = (text: string | null | undefined): text is string =>
  readableRule(text) && !editableChoice(text);

/**
 * A rule moved to a new start: the form's own rules are built again there (so "the start's day"
 * follows it); a custom rule keeps its RRULE and only takes the new DTSTART. A rule already there,
 * or with no DTSTART, is only anchored.
 */
export function ruleFollowingStart(text: string, start: string): string {
  const own = ruleStartOf(text);
  if (own === null || own === start) return anchorRule(text, start);
  const choice = editableChoice(text);
  return choice ? recurrenceRuleText(choice, start) : ruleWithStart(text, start);
}

/**
 * The rule of a series from one of its appointments on (the one that started at `from`): the series'
 * COUNT less its occurrences before `from`, starting at `from` (an UNTIL rule keeps its end). Moving
 * it with "Update Recurring Appointments too" keeps the series as long as it was instead of starting
 * it over. The series' first appointment has the rule as it is.
 */
export function remainingRule(text: string, from: string, timezone: string): string {
  const value = ruleValueOf(text);
  const start = ruleStartOf(text);
  if (value === null || start === null || start === from) return text;
  const count = /(?:^|;)COUNT=(\d+)/.exec(value)?.[1];
  const before = recurrenceStarts(text, timezone).filter((at) => at < from).length;
  const rest = count ? value.replace(/(^|;)COUNT=\d+/, `$1COUNT=${Math.max(1, Number(count) - before)}`) : value;
  return ruleWithStart(`RRULE:${rest}`, from);
}

const UNITS: Record<Frequency, [string, string]> = {
  YEARLY: ['Yearly', 'years'],
  MONTHLY: ['Monthly', 'months'],
  WEEKLY: ['Weekly', 'weeks'],
  DAILY: ['Daily', 'days'],
};
const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The rule field's summary: the form's description, or a custom rule's own ("Custom rule: every March and September for 6 times"). */
export function ruleSummary(text: string): string {
  const description = isCustomRule(text) ? ruleDescription(text) : null;
  return description ? `Custom rule: ${description}` : describeRecurrence(recurrenceChoiceOf(text));
}

/** "Weekly, 12 times", "Every 2 weeks on Mon, Wed, 6 times", "Monthly by week of month, 12 times". */
export function describeRecurrence(choice: RecurrenceChoice): string {
  const [every, unit] = UNITS[choice.frequency];
  const head = choice.interval === 1 ? every : `Every ${choice.interval} ${unit}`;
  const days =
    choice.frequency === 'WEEKLY' && choice.byweekday.length > 0
      ? ` on ${choice.byweekday.map((d) => DAY_NAMES[d]).join(', ')}`
      : '';
  const week = choice.frequency === 'MONTHLY' && choice.byWeekOfMonth ? ' by week of month' : '';
  return `${head}${days}${week}, ${choice.count} ${choice.count === 1 ? 'time' : 'times'}`;
}
