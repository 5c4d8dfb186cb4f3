import { DateTime, IANAZone } from 'luxon';
import type { RRule } from 'rrule';
import { ICS_DATE_TIME, parseSqlDateTime, parseWallClock, toSqlDateTime } from '../dates/date-codec';
import { rrule } from './rrule-package';

// An RFC 5545 recurrence rule exactly as it was sent: read, checked against what an appointment
// series can be, and expanded by rrule. Nothing here rewrites a rule; what cannot be kept is refused
// with a message saying why. (The form's helpers that build rules are in recurrence.rules.)

export const FREQUENCIES = ['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Spec section 5: the interval and count maxima per frequency (minimum 1 for both). */
export const RECURRENCE_LIMITS = {
  interval: { YEARLY: 20, MONTHLY: 120, WEEKLY: 520, DAILY: 365 },
  count: { YEARLY: 20, MONTHLY: 120, WEEKLY: 104, DAILY: 365 },
} as const satisfies Record<string, Record<Frequency, number>>;

/** Spec section 5: dates end on 2100-01-01, so no occurrence may fall at or after it. */
export const RECURRENCE_HORIZON = '2100-01-01 00:00:00';

const UNITS: Record<Frequency, string> = { YEARLY: 'years', MONTHLY: 'months', WEEKLY: 'weeks', DAILY: 'days' };
const DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const RFC_FREQUENCIES = [...FREQUENCIES, 'HOURLY', 'MINUTELY', 'SECONDLY'];

interface RuleStart {
  /** DTSTART's wall-clock time, as an SQL date-time. */
  wall: string;
  tzid: string | null;
  utc: boolean;
}

interface ReadRule {
  start: RuleStart | null;
  /** The RRULE value as sent (upper-cased), and its parts by name. */
  value: string;
  parts: Record<string, string>;
  frequency: Frequency;
}

type Read = { rule: ReadRule; problem?: never } | { problem: string; rule?: never };

const whole = (min: number, max: number) => (item: string) => /^\d+$/.test(item) && +item >= min && +item <= max;
const signed = (max: number) => (item: string) =>
  /^[+-]?\d+$/.test(item) && Math.abs(+item) >= 1 && Math.abs(+item) <= max;
const list = (test: (item: string) => boolean, expected: string) => (value: string) =>
  value.split(',').every(test) ? null : expected;
const BYDAY_ITEM = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;

/** "YYYYMMDD" or "YYYYMMDDTHHMMSS[Z]" as a wall-clock SQL date-time, or null. */
function dateTimeOf(value: string): { wall: string; utc: boolean; dateOnly: boolean } | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(value);
  if (!match) return null;
  const [, year = '', month = '', day = '', hour = '00', minute = '00', second = '00', z] = match;
  const at = DateTime.fromObject(
    { year: +year, month: +month, day: +day, hour: +hour, minute: +minute, second: +second },
    { zone: 'utc' },
  );
  return at.isValid ? { wall: toSqlDateTime(at), utc: z === 'Z', dateOnly: match[4] === undefined } : null;
}

/** RFC 5545 section 3.3.10: each rule part and what it takes (the sub-daily parts within a day). */
const PARTS: Record<string, (value: string) => string | null> = {
  FREQ: (v) => (RFC_FREQUENCIES.includes(v) ? null : 'YEARLY, MONTHLY, WEEKLY or DAILY'),
  UNTIL: (v) => (dateTimeOf(v) ? null : 'a date YYYYMMDD or a date and time YYYYMMDDTHHMMSS (Z for UTC)'),
  COUNT: (v) => (whole(1, Number.MAX_SAFE_INTEGER)(v) ? null : 'a whole number from 1'),
  INTERVAL: (v) => (whole(1, Number.MAX_SAFE_INTEGER)(v) ? null : 'a whole number from 1'),
  BYSECOND: list(whole(0, 59), 'seconds from 0 to 59'),
  BYMINUTE: list(whole(0, 59), 'minutes from 0 to 59'),
  BYHOUR: list(whole(0, 23), 'hours from 0 to 23'),
  BYDAY: list((item) => {
    const match = BYDAY_ITEM.exec(item);
    return !!match && (match[1] === undefined || signed(53)(match[1]));
  }, 'days MO to SU, each with an optional position from 1 to 53 or -53 to -1'),
  BYMONTHDAY: list(signed(31), 'days of the month from 1 to 31 or -31 to -1'),
  BYYEARDAY: list(signed(366), 'days of the year from 1 to 366 or -366 to -1'),
  BYWEEKNO: list(signed(53), 'weeks from 1 to 53 or -53 to -1'),
  BYMONTH: list(whole(1, 12), 'months from 1 to 12'),
  BYSETPOS: list(signed(366), 'positions from 1 to 366 or -366 to -1'),
  WKST: (v) => (DAYS.includes(v) ? null : 'a day MO to SU'),
};

function readStart(line: string): RuleStart | string {
  const colon = line.indexOf(':');
  const [, ...params] = line.slice(0, colon).split(';');
  let tzid: string | null = null;
  for (const param of params) {
    const [name = '', value = ''] = param.split('=');
    if (name.toUpperCase() === 'TZID') tzid = value;
    else if (name.toUpperCase() === 'VALUE' && value.toUpperCase() === 'DATE')
      return "The recurring rule's DTSTART must be a date and time, not a date.";
  }
  if (tzid !== null && !IANAZone.isValidZone(tzid)) return `The recurring rule's DTSTART timezone ${tzid} is unknown.`;
  const at = dateTimeOf(line.slice(colon + 1).toUpperCase());
  if (!at || at.dateOnly) return "The recurring rule's DTSTART must be a date and time YYYYMMDDTHHMMSS.";
  return { wall: at.wall, tzid, utc: at.utc };
}

function readValue(value: string): { parts: Record<string, string>; frequency: Frequency } | string {
  const parts: Record<string, string> = {};
  for (const part of value.split(';')) {
    const match = /^([A-Z]+)=(.+)$/.exec(part);
    if (!match) return `The recurring rule cannot be read: "${part}" is not a rule part NAME=value.`;
    const [, name = '', text = ''] = match;
    const expected = PARTS[name];
    if (!expected) return `The recurring rule has ${name}, which is not an RFC 5545 rule part.`;
    if (name in parts) return `The recurring rule has ${name} twice.`;
    const problem = expected(text);
    if (problem) return `The recurring rule's ${name}=${text} is not valid: ${name} takes ${problem}.`;
    parts[name] = text;
  }
  const frequency = FREQUENCIES.find((f) => f === parts.FREQ);
  if (!parts.FREQ) return 'The recurring rule needs a FREQ.';
  if (!frequency) return `Appointments repeat at most daily: FREQ=${parts.FREQ} is not supported.`;
  return rfcProblem(parts, frequency) ?? { parts, frequency };
}

/** RFC 5545's rules on which parts go together. */
function rfcProblem(parts: Record<string, string>, frequency: Frequency): string | null {
  if (parts.COUNT && parts.UNTIL) return 'The recurring rule has both COUNT and UNTIL; RFC 5545 allows only one.';
  if (parts.BYWEEKNO && frequency !== 'YEARLY') return 'BYWEEKNO can only be used in a YEARLY rule (RFC 5545).';
  if (parts.BYYEARDAY && frequency !== 'YEARLY') return `BYYEARDAY cannot be used in a ${frequency} rule (RFC 5545).`;
  if (parts.BYMONTHDAY && frequency === 'WEEKLY') return 'BYMONTHDAY cannot be used in a WEEKLY rule (RFC 5545).';
  const positioned = (parts.BYDAY ?? '').split(',').find((day) => BYDAY_ITEM.exec(day)?.[1] !== undefined);
  if (positioned && (!['MONTHLY', 'YEARLY'].includes(frequency) || parts.BYWEEKNO))
    return `A position in BYDAY (${positioned}) can only be used in a MONTHLY or YEARLY rule without BYWEEKNO (RFC 5545).`;
  if (parts.BYSETPOS && !Object.keys(parts).some((name) => name.startsWith('BY') && name !== 'BYSETPOS'))
    return 'BYSETPOS needs another BY rule part to pick from (RFC 5545).';
  return null;
}

/** A rule text: at most one DTSTART, exactly one RRULE (a bare "FREQ=..." is one), nothing else. */
function readRule(text: string): Read {
  let start: RuleStart | null = null;
  let value: string | null = null;
  for (const line of text.split(/\r?\n/).map((l) => l.trim())) {
    if (line === '') continue;
    const name = /^([A-Za-z-]+)[;:]/.exec(line)?.[1]?.toUpperCase();
    if (name === 'DTSTART') {
      if (start) return { problem: 'The recurring rule has DTSTART twice.' };
      const read = readStart(line);
      if (typeof read === 'string') return { problem: read };
      start = read;
    } else if (name === 'RRULE' || (name === undefined && /^[A-Za-z]+=/.test(line))) {
      if (value !== null) return { problem: 'The recurring rule can have only one RRULE.' };
      value = (name ? line.slice(line.indexOf(':') + 1) : line).toUpperCase();
    } else if (name && ['RDATE', 'EXDATE', 'EXRULE'].includes(name)) {
      return { problem: `The recurring rule has ${name}: an appointment series repeats by a single RRULE.` };
    } else {
      return { problem: `The recurring rule cannot be read: "${line}" is not a DTSTART or an RRULE.` };
    }
  }
  if (value === null) return { problem: 'The recurring rule has no RRULE.' };
  const read = readValue(value);
  return typeof read === 'string' ? { problem: read } : { rule: { start, value, ...read } };
}

const wallOf = (date: Date) => toSqlDateTime(DateTime.fromJSDate(date, { zone: 'utc' }));
const floatingDate = (wall: string) => parseWallClock(wall).toJSDate();
const PERIOD_UNITS = { YEARLY: 'years', MONTHLY: 'months', WEEKLY: 'weeks', DAILY: 'days' } as const;

/**
 * rrule.js scans period after period up to the year 9999 for a rule that matches no further date
 * (seconds for an impossible daily one), and it ends its loop when the interval reads 0: the rule's
 * options answer 0 once the periods up to the horizon are scanned. Answers whether that happened.
 */
function scanOnlyToHorizon(expander: RRule, start: string, frequency: Frequency, interval: number) {
  const span = parseWallClock(RECURRENCE_HORIZON)
    .diff(parseWallClock(start), PERIOD_UNITS[frequency])
    .as(PERIOD_UNITS[frequency]);
  // rrule reads the interval twice a period: in its loop's test and when it steps to the next period.
  let reads = 2 * (Math.ceil(span / interval) + 2);
  let cut = false;
  const target = expander.options;
  expander.options = new Proxy(target, {
    get: (options, key) => {
      if (key !== 'interval') return Reflect.get(options, key);
      cut ||= --reads < 0;
      return cut ? 0 : options.interval;
    },
  });
  return () => cut;
}

interface Expansion {
  /** Wall-clock starts (SQL date-times), DTSTART first. */
  walls: string[];
  /** The rule may have occurrences before UNTIL at or after the horizon. */
  pastHorizon: boolean;
}

/**
 * Every occurrence's wall-clock time, from DTSTART, up to `cap` of them. rrule expands in floating
 * time (its own TZID handling is wrong across daylight-saving changes); a UTC UNTIL is compared with
 * each occurrence placed in the timezone.
 */
function expand(rule: ReadRule, start: string, timezone: string, cap: number): Expansion {
  const until = rule.parts.UNTIL ? dateTimeOf(rule.parts.UNTIL) : null;
  const untilMillis = until?.utc ? parseWallClock(until.wall).toMillis() : null;
  const beforeUntil = (wall: string) =>
    !until || (untilMillis === null ? wall <= until.wall : parseSqlDateTime(wall, timezone).toMillis() <= untilMillis);
  const options = rrule.RRule.parseString(rule.value);
  const expander = new rrule.RRule({ ...options, dtstart: floatingDate(start), until: null, tzid: null });
  const cut = scanOnlyToHorizon(expander, start, rule.frequency, options.interval ?? 1);
  let pastHorizon = false;
  const walls = expander
    .all((date, length) => {
      const wall = wallOf(date);
      if (!beforeUntil(wall)) return false;
      if (wall >= RECURRENCE_HORIZON) pastHorizon = true;
      return !pastHorizon && length < cap;
    })
    .map(wallOf);
  // RFC 5545: DTSTART is always the first instance and counts towards COUNT (rrule skips a start
  // that does not match the rule, e.g. a Tuesday start for Thursdays).
  if (walls[0] !== start) {
    walls.unshift(start);
    if (options.count) walls.length = Math.min(walls.length, options.count);
  }
  const openPastHorizon = cut() && (!until || until.wall >= RECURRENCE_HORIZON);
  return { walls, pastHorizon: pastHorizon || openPastHorizon };
}

/** A wall-clock time placed in the zone: one that does not exist that day (the spring-forward gap) moves forward by the gap, as a clock would. */
const inZone = (wall: string, timezone: string) => toSqlDateTime(parseSqlDateTime(wall, timezone));

/** rrule's floating DTSTART line for a wall-clock SQL date-time. */
const startLine = (start: string) => `DTSTART:${parseWallClock(start).toFormat(ICS_DATE_TIME)}`;

/** The rule as stored for an appointment starting at `start`: as sent, with a DTSTART line added if it had none. */
export function anchorRule(text: string, start: string): string {
  const rule = readRule(text).rule;
  if (!rule || rule.start) return text.trim();
  const line = text.trim();
  return `${startLine(start)}\n${/^RRULE:/i.test(line) ? line : `RRULE:${line}`}`;
}

/** The same RRULE from another start: its DTSTART replaced (or added); an unreadable text is kept. */
export function ruleWithStart(text: string, start: string): string {
  const rule = readRule(text).rule;
  return rule ? `${startLine(start)}\nRRULE:${rule.value}` : text;
}

/** The wall-clock SQL date-time a rule starts at (its DTSTART), or null. */
export const ruleStartOf = (text: string): string | null => readRule(text).rule?.start?.wall ?? null;

/** Whether the text is an RFC 5545 rule this app can read (its limits aside). */
export const readableRule = (text: string | null | undefined): text is string => !!text && !readRule(text).problem;

/** Why an appointment starting at `start` in `timezone` cannot repeat by this rule exactly; null if it can. */
export function recurrenceRuleProblem(text: string, appointment: { start: string; timezone: string }): string | null {
  const { rule, problem } = readRule(text);
  if (!rule) return problem;
  const { start, timezone } = appointment;
  if (rule.start?.utc)
    return "The recurring rule's DTSTART is in UTC (it ends in Z): give the appointment's local start, whose wall-clock time the occurrences keep.";
  if (rule.start?.tzid && rule.start.tzid !== timezone)
    return `The recurring rule's DTSTART is in ${rule.start.tzid}, not in the appointment's timezone ${timezone}.`;
  if (rule.start && rule.start.wall !== start)
    return `The recurring rule starts at ${rule.start.wall} (DTSTART), not at the appointment's start ${start}.`;
  const { frequency, parts } = rule;
  const kind = frequency.toLowerCase();
  const intervals = RECURRENCE_LIMITS.interval[frequency];
  if (Number(parts.INTERVAL ?? 1) > intervals)
    return `A ${kind} rule repeats at most every ${intervals} ${UNITS[frequency]}: INTERVAL=${parts.INTERVAL} is over the limit.`;
  const most = RECURRENCE_LIMITS.count[frequency];
  if (!parts.COUNT && !parts.UNTIL)
    return `The recurring rule never ends: give it a COUNT or an UNTIL (a ${kind} rule makes at most ${most} appointments).`;
  if (Number(parts.COUNT ?? 0) > most)
    return `A ${kind} rule makes at most ${most} appointments: COUNT=${parts.COUNT} is over the limit.`;
  const { walls, pastHorizon } = expand(rule, start, timezone, most + 1);
  if (walls.length > most)
    return `A ${kind} rule makes at most ${most} appointments: this one makes more before its UNTIL.`;
  if (parts.COUNT && walls.length < Number(parts.COUNT))
    return `The recurring rule makes only ${walls.length} of its ${parts.COUNT} appointments before ${RECURRENCE_HORIZON.slice(0, 10)}, the last date an appointment can have.`;
  if (pastHorizon)
    return `The recurring rule runs past ${RECURRENCE_HORIZON.slice(0, 10)}, the last date an appointment can have.`;
  return null;
}

/**
 * Every occurrence's wall-clock start (SQL date-time) in the timezone, from the rule's DTSTART; none
 * for a rule that cannot be read or has no DTSTART. At most the frequency's count maximum, and none
 * from the horizon on.
 */
export function recurrenceStarts(text: string, timezone: string): string[] {
  const { rule } = readRule(text);
  if (!rule?.start) return [];
  const { walls } = expand(rule, rule.start.wall, timezone, RECURRENCE_LIMITS.count[rule.frequency]);
  return walls.map((wall) => inZone(wall, timezone));
}

/** Enough occurrences to tell two rules apart: more than any rule within the limits makes. */
const SAME_RULE_CAP = 1000;

/** Whether two rule texts repeat the same way from the same start, whatever their wording. */
export function sameRule(a: string, b: string): boolean {
  if (a.trim() === b.trim()) return true;
  const [first, second] = [readRule(a).rule, readRule(b).rule];
  if (!first?.start || !second?.start || first.start.wall !== second.start.wall) return false;
  const walls = (rule: ReadRule) => expand(rule, first.start?.wall ?? '', 'UTC', SAME_RULE_CAP).walls.join();
  return walls(first) === walls(second);
}

/** rrule's English description of a rule ("every year in March and September for 6 times"), or null. */
export function ruleDescription(text: string): string | null {
  const { rule } = readRule(text);
  return rule ? rrule.RRule.fromString(`RRULE:${rule.value}`).toText() : null;
}

/** The RRULE value of a rule text (upper-cased, without DTSTART), or null if it cannot be read. */
export const ruleValueOf = (text: string): string | null => readRule(text).rule?.value ?? null;
