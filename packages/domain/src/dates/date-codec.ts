import { DateTime } from 'luxon';

/**
 * The one codec for dates as the API and the database carry them (ARCHITECTURE "One codec for
 * dates"): date-times are SQL strings in the record's own timezone, dates are yyyy-MM-dd on the
 * company's calendar, times of day HH:mm. What people read is `format/en-au.ts`'s.
 */
export const SQL_DATE_TIME = 'yyyy-MM-dd HH:mm:ss';
/** An SQL date-time typed without seconds, which the API also takes. */
export const SQL_DATE_TIME_NO_SECONDS = 'yyyy-MM-dd HH:mm';
export const DATE_ONLY = 'yyyy-MM-dd';
export const TIME_OF_DAY = 'HH:mm';
/** iCalendar's floating date-time (RFC 5545), as rrule and the calendar feeds write it. */
export const ICS_DATE_TIME = "yyyyMMdd'T'HHmmss";

const DATE_ONLY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** An SQL date-time as the wall-clock time it names in `zone` (invalid when it is not one). */
export const parseSqlDateTime = (text: string, zone: string) => DateTime.fromFormat(text, SQL_DATE_TIME, { zone });

/**
 * An SQL date-time as a bare wall-clock time (UTC, so no DST gap or overlap moves it): for
 * arithmetic on what a calendar shows, as recurrences and the appointment form do.
 */
export const parseWallClock = (text: string) => parseSqlDateTime(text, 'utc');

export const toSqlDateTime = (date: DateTime) => date.toFormat(SQL_DATE_TIME);

/**
 * An SQL date-time entered in a timezone, as an instant (wall-clock time kept across DST). The usual
 * text (a real date-time of 1900-2100) is read as luxon reads it but with the zone's kept hour offsets
 * (luxon's parse was a twentieth of an availability check); anything else, and any hour holding an
 * offset change, by luxon itself.
 */
export function instantOf(text: string, zone: string): Date {
  const millis = plainInstantOf(text, zone);
  return millis === null ? parseSqlDateTime(text, zone).toJSDate() : new Date(millis);
}

/** An instant seen from a timezone. */
export const instantIn = (date: Date, zone: string) => DateTime.fromJSDate(date, { zone });

/** A yyyy-MM-dd date as the start of that day in `zone` (UTC by default: calendar arithmetic). */
export const parseDateOnly = (text: string, zone = 'utc') => DateTime.fromFormat(text, DATE_ONLY, { zone });

export const toDateOnly = (date: DateTime) => date.toFormat(DATE_ONLY);

/** Exactly yyyy-MM-dd and a real day (2026-02-30 is not). */
export const isDateOnly = (text: string) => DATE_ONLY_PATTERN.test(text) && parseDateOnly(text).isValid;

/** A real yyyy-MM-dd date (years 100–9999) as its UTC midnight in ms, else null. */
function utcMidnight(text: string): number | null {
  if (!DATE_ONLY_PATTERN.test(text)) return null;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7)) - 1;
  const day = Number(text.slice(8, 10));
  const ms = Date.UTC(year, month, day);
  const date = new Date(ms);
  // Date.UTC rolls 02-30 over to March and reads years below 100 as 19xx: those go through luxon.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day ? ms : null;
}

/**
 * Whole days from one yyyy-MM-dd date to another (negative when `to` is earlier). Answered by
 * arithmetic for real dates (a list presents it for every row; luxon's parse was most of an invoice
 * list's presenting), by luxon otherwise (not a date: NaN).
 */
export function daysBetween(from: string, to: string): number {
  const start = utcMidnight(from);
  const end = utcMidnight(to);
  if (start !== null && end !== null) return Math.round((end - start) / 86_400_000);
  return Math.round(parseDateOnly(to).diff(parseDateOnly(from), 'days').days);
}

/** A yyyy-MM-dd date some days after another (the due date of an 'N day term'); not a date stays as it is. */
export function addDays(date: string, days: number): string {
  const start = utcMidnight(date);
  if (start !== null && Number.isInteger(days)) {
    const moved = new Date(start + days * 86_400_000);
    const year = moved.getUTCFullYear();
    if (year >= 1000 && year <= 9999) return datePartOf(moved);
  }
  const day = parseDateOnly(date);
  return day.isValid ? toDateOnly(day.plus({ days })) : date;
}

/**
 * The first day of the month `months` after a yyyy-MM-dd date's month (0: its own), as luxon's
 * startOf('month').plus({ months }) gives it; by UTC arithmetic for real dates, luxon otherwise.
 */
export function monthStart(date: string, months: number): string {
  const start = utcMidnight(date);
  if (start !== null && Number.isInteger(months)) {
    const day = new Date(start);
    const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
    const year = first.getUTCFullYear();
    if (year >= 1000 && year <= 9999) return datePartOf(first);
  }
  return toDateOnly(parseDateOnly(date).startOf('month').plus({ months }));
}

/**
 * Any date the API sends (an SQL date-time, one without seconds, a yyyy-MM-dd date or an ISO
 * string) as a DateTime. Wall-clock strings name their time in `zone`; an ISO string with an offset
 * is that instant seen from `zone`. Without a zone, the runtime's (the browser's) is used.
 */
export function parseApiDate(text: string, zone?: string): DateTime {
  const options = zone ? { zone } : {};
  for (const format of [SQL_DATE_TIME, SQL_DATE_TIME_NO_SECONDS, DATE_ONLY]) {
    const parsed = DateTime.fromFormat(text, format, options);
    if (parsed.isValid) return parsed;
  }
  return DateTime.fromISO(text, options);
}

const HOUR_MS = 3_600_000;
/** A zone's UTC offset in minutes over each clock hour, or null when it changes within that hour. */
const hourOffsets = new Map<string, Map<number, number | null>>();

function offsetOverHour(zone: string, hour: number): number | null {
  let hours = hourOffsets.get(zone);
  if (!hours) {
    if (hourOffsets.size >= 1_000) hourOffsets.clear();
    hours = new Map();
    hourOffsets.set(zone, hours);
  }
  let offset = hours.get(hour);
  if (offset === undefined) {
    const first = DateTime.fromMillis(hour * HOUR_MS, { zone }).offset;
    const last = DateTime.fromMillis(hour * HOUR_MS + HOUR_MS - 1, { zone }).offset;
    // No zone changes its offset twice within an hour, so equal ends mean one offset all hour.
    offset = first === last && Number.isFinite(first) ? first : null;
    if (hours.size >= 100_000) hours.clear();
    hours.set(hour, offset);
  }
  return offset;
}

const pad2 = (value: number) => (value < 10 ? `0${value}` : `${value}`);

/**
 * The instant's wall clock in `zone` as a UTC Date (its UTC fields are the zone's), from the offset
 * kept per zone and clock hour; null where luxon must answer (an hour holding an offset change, years
 * outside 1000-9999, invalid dates or zones).
 */
function wallClockOf(date: Date, zone: string): Date | null {
  const millis = date.getTime();
  const offset = Number.isFinite(millis) ? offsetOverHour(zone, Math.floor(millis / HOUR_MS)) : null;
  if (offset === null) return null;
  const local = new Date(millis + offset * 60_000);
  const year = local.getUTCFullYear();
  return year >= 1000 && year <= 9999 ? local : null;
}

const datePartOf = (local: Date) =>
  `${local.getUTCFullYear()}-${pad2(local.getUTCMonth() + 1)}-${pad2(local.getUTCDate())}`;

const DAY_MS = 86_400_000;
/** The yyyy-MM-dd of each UTC day number asked (null outside years 1000-9999): a list names few days. */
const dayTexts = new Map<number, string | null>();

function dayText(day: number): string | null {
  let text = dayTexts.get(day);
  if (text === undefined) {
    const start = new Date(day * DAY_MS);
    const year = start.getUTCFullYear();
    text = year >= 1000 && year <= 9999 ? datePartOf(start) : null;
    if (dayTexts.size >= 100_000) dayTexts.clear();
    dayTexts.set(day, text);
  }
  return text;
}

/**
 * An instant as the API sends it: an SQL date-time in the record's own timezone. A list formats
 * thousands of them: a luxon DateTime per date asks Intl for the zone's offset every time (most of
 * the calendar's CPU), so the offset is looked up once per zone and hour, the day's text once per
 * day, and the time of day is arithmetic. Instants luxon would format differently (an hour holding
 * an offset change, years outside 1000-9999, invalid dates or zones) go through luxon itself.
 */
export const formatSqlDate = (date: Date, zone: string): string => formatSqlMillis(date.getTime(), zone);

/** formatSqlDate of an instant given as epoch milliseconds (no Date to make). */
export function formatSqlMillis(millis: number, zone: string): string {
  const offset = Number.isFinite(millis) ? offsetOverHour(zone, Math.floor(millis / HOUR_MS)) : null;
  if (offset !== null) {
    const local = millis + offset * 60_000;
    const day = Math.floor(local / DAY_MS);
    const text = dayText(day);
    if (text !== null) {
      const seconds = Math.floor((local - day * DAY_MS) / 1000);
      return `${text} ${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
    }
  }
  return toSqlDateTime(instantIn(new Date(millis), zone));
}

/** The yyyy-MM-dd date of an instant in `zone`, as `toDateOnly(instantIn(date, zone))` (the same fast path as formatSqlDate). */
export function dateIn(date: Date, zone: string): string {
  const local = wallClockOf(date, zone);
  return local === null ? toDateOnly(instantIn(date, zone)) : datePartOf(local);
}

/** Today's date where the company is. */
export const todayIn = (zone: string, now: Date = new Date()) => dateIn(now, zone);

/** Per zone, the last local days asked for: luxon's start and end, and until when the answer holds. */
const daysKept = new Map<string, { start: number; end: number; until: number }[]>();

/**
 * The local day holding `now` in `zone` as instants: its start (luxon's `startOf('day')`) and luxon's
 * start plus a day. Kept per zone and reused while `now` is before the next local day begins (where
 * luxon's plus a day overshoots it, after a midnight that did not exist, that start ends the reuse):
 * luxon answers the same for every instant of one local day, and its day walk per request was 5 % of
 * a light read.
 */
export function dayHolding(zone: string, now: Date = new Date()): { start: Date; end: Date } {
  const ms = now.getTime();
  let days = daysKept.get(zone);
  let day = days?.find((kept) => kept.start <= ms && ms < kept.until);
  if (!day) {
    const start = DateTime.fromMillis(ms, { zone }).startOf('day');
    const end = start.plus({ days: 1 });
    day = {
      start: start.toMillis(),
      end: end.toMillis(),
      until: Math.min(end.toMillis(), end.startOf('day').toMillis()),
    };
    if (!days) {
      if (daysKept.size >= 1_000) daysKept.clear();
      days = [];
      daysKept.set(zone, days);
    }
    // Today and tomorrow are the days asked for; an invalid zone's NaN day is never found again.
    days.push(day);
    if (days.length > 2) days.shift();
  }
  return { start: new Date(day.start), end: new Date(day.end) };
}

const PLAIN_SQL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const offsetAt = (zone: string, millis: number) => offsetOverHour(zone, Math.floor(millis / HOUR_MS));

/**
 * luxon's reading of a wall clock in a zone (DateTime.fromObject: a guess from the zone's offset now,
 * then its fixOffset), with the offsets from offsetOverHour; null for luxon to answer.
 */
function plainInstantOf(text: string, zone: string): number | null {
  const match = PLAIN_SQL_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1 || day > lastDay) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  const guessed = offsetAt(zone, Date.now());
  if (guessed === null) return null;
  let utc = local - guessed * 60_000;
  const second2 = offsetAt(zone, utc);
  if (second2 === null) return null;
  if (second2 === guessed) return utc;
  utc -= (second2 - guessed) * 60_000;
  const third = offsetAt(zone, utc);
  if (third === null) return null;
  if (third === second2) return utc;
  return local - Math.min(second2, third) * 60_000;
}
