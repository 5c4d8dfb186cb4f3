/**
 * SQL date-times (wall-clock times in a timezone) to instants and back, and the calendar's en-AU
 * day-date and time, with Intl alone: the scheduler's first screen draws its week without luxon's
 * 22 kB (gzipped). Each answer is what the domain's luxon codec (dates/date-codec.ts) and formatter
 * (format/en-au.ts) give, to the millisecond and the character, DST gaps and overlaps included
 * (wall-clock.test.ts compares them); luxon's algorithms are followed for that.
 */

/** format/en-au.ts's LOCALE (importing it would bring luxon along). */
const LOCALE = 'en-AU';
const SQL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

const pad = (value: number, length = 2) => {
  const digits = String(Math.abs(value)).padStart(length, '0');
  return value < 0 ? `-${digits}` : digits;
};

/** A wall-clock time's fields read as UTC, in ms; null unless the text is a real SQL date-time (luxon takes 24:00:00). */
function wallMs(sql: string): number | null {
  const match = SQL_DATE_TIME.exec(sql);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const realDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const realTime = (hour < 24 && minute < 60 && second < 60) || (hour === 24 && minute === 0 && second === 0);
  return realDay && realTime ? date.getTime() + hour * HOUR_MS + minute * MINUTE_MS + second * 1000 : null;
}

/** Fields of a UTC ms as yyyy-MM-dd HH:mm:ss. */
function sqlOfFields(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset in minutes at an instant, read from Intl as luxon's IANAZone.offset reads it. */
function exactOffset(zone: string, ms: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      hour12: false,
      timeZone: zone,
      era: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormats.set(zone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(ms)) parts[part.type] = part.value;
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day));
  asUtc.setUTCHours(Number(parts.hour) % 24, Number(parts.minute), Number(parts.second), 0);
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  return (asUtc.getTime() - whole) / MINUTE_MS;
}

/** A zone's offset over each clock hour, or null when it changes within that hour (then read exactly). */
const hourOffsets = new Map<string, Map<number, number | null>>();

/** The zone's offset at an instant; a week of 500 appointments asks ~1,500 times, Intl answers once an hour. */
function offsetAt(zone: string, ms: number): number {
  let hours = hourOffsets.get(zone);
  if (!hours) {
    if (hourOffsets.size >= 1_000) hourOffsets.clear();
    hours = new Map();
    hourOffsets.set(zone, hours);
  }
  const hour = Math.floor(ms / HOUR_MS);
  let offset = hours.get(hour);
  if (offset === undefined) {
    const first = exactOffset(zone, hour * HOUR_MS);
    // No zone changes its offset twice within an hour, so equal ends mean one offset all hour.
    offset = first === exactOffset(zone, hour * HOUR_MS + HOUR_MS - 1) ? first : null;
    if (hours.size >= 100_000) hours.clear();
    hours.set(hour, offset);
  }
  return offset ?? exactOffset(zone, ms);
}

/**
 * The instant a wall-clock time names in a zone, as luxon finds it (its fixOffset): guessed with the
 * offset now, corrected once; a time in a DST gap moves forward by the gap, one in an overlap takes
 * the offset the guess lands on.
 */
function instantOf(local: number, zone: string): number {
  const guessed = offsetAt(zone, Date.now());
  let utc = local - guessed * MINUTE_MS;
  const second = offsetAt(zone, utc);
  if (second === guessed) return utc;
  utc -= (second - guessed) * MINUTE_MS;
  const third = offsetAt(zone, utc);
  if (second === third) return utc;
  return local - Math.min(second, third) * MINUTE_MS;
}

/** An instant's wall-clock fields in a zone, read as UTC ms. */
const localOf = (ms: number, zone: string) => ms + offsetAt(zone, ms) * MINUTE_MS;

/** An SQL date-time in `zone` as an ISO instant (UTC); the text itself when it is not one. */
export function isoOfSql(sql: string, zone: string): string {
  const local = wallMs(sql);
  return local === null ? sql : new Date(instantOf(local, zone)).toISOString();
}

/** An instant as an SQL date-time in `zone` (the codec's formatSqlDate). */
export function sqlOfInstant(date: Date, zone: string): string {
  const ms = date.getTime();
  return Number.isFinite(ms) ? sqlOfFields(localOf(ms, zone)) : 'Invalid DateTime';
}

/**
 * The same instant's SQL date-time in another zone (in the same zone, a time the clock skips becomes
 * the one after the gap, as luxon reads it).
 */
export function inZone(sql: string, from: string, to: string): string {
  return sqlOfInstant(new Date(isoOfSql(sql, from)), to);
}

/** Whole wall-clock minutes from one SQL date-time to another (appointment-form.rules' minutesBetween). */
export function minutesBetween(start: string, end: string): number {
  const from = wallMs(start);
  const to = wallMs(end);
  return from === null || to === null ? Number.NaN : (to - from) / MINUTE_MS;
}

/** An SQL date-time some wall-clock minutes later (appointment-form.rules' addMinutes). */
export function addMinutes(sql: string, minutes: number): string {
  const from = wallMs(sql);
  return from === null ? 'Invalid DateTime' : sqlOfFields(from + minutes * MINUTE_MS);
}

const nameFormats = new Map<string, Intl.DateTimeFormat>();

/** One part (weekday, month, dayPeriod) of an instant in a zone as Intl names it for en-AU, as luxon asks. */
function namePart(ms: number, zone: string, options: Intl.DateTimeFormatOptions, type: string): string {
  const key = `${zone}|${type}`;
  let format = nameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: zone });
    nameFormats.set(key, format);
  }
  return format.formatToParts(ms).find((part) => part.type.toLowerCase() === type)?.value ?? '';
}

/** An SQL date-time in a zone, as the calendar shows it: its day-date ("Thu 5 Mar 2026") and time ("9:05am"). */
export function shownInZone(sql: string, zone: string) {
  const local = wallMs(sql);
  if (local === null) return null;
  const instant = instantOf(local, zone);
  const fields = new Date(localOf(instant, zone));
  const hour = fields.getUTCHours();
  const meridiem = namePart(instant, zone, { hour: 'numeric', hourCycle: 'h12' }, 'dayperiod');
  return {
    day: sqlOfFields(fields.getTime()).slice(0, 10),
    // DAY_DATE_FORMAT 'ccc d LLL yyyy'; TIME_FORMAT 'h:mma', its meridiem in lower case.
    dayDate: `${namePart(instant, zone, { weekday: 'short' }, 'weekday')} ${fields.getUTCDate()} ${namePart(instant, zone, { month: 'short' }, 'month')} ${pad(fields.getUTCFullYear(), 4)}`,
    time: `${hour % 12 === 0 ? 12 : hour % 12}:${pad(fields.getUTCMinutes())}${meridiem}`.toLowerCase(),
  };
}
