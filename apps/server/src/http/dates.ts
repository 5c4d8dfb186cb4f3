import { DateTime } from 'luxon';

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
 * API dates are SQL strings in the record's own timezone (ARCHITECTURE section 3). A list formats
 * thousands of them: a luxon DateTime per date asks Intl for the zone's offset every time (most of
 * the calendar's CPU), so the offset is looked up once per zone and hour and the fields are read
 * the way luxon reads them. Instants luxon would format differently (an hour holding an offset
 * change, years outside 1000-9999, invalid zones) go through luxon itself.
 */
export function formatSqlDate(date: Date, timezone: string): string {
  const millis = date.getTime();
  const offset = Number.isFinite(millis) ? offsetOverHour(timezone, Math.floor(millis / HOUR_MS)) : null;
  if (offset !== null) {
    const local = new Date(millis + offset * 60_000);
    const year = local.getUTCFullYear();
    if (year >= 1000 && year <= 9999) {
      return `${year}-${pad2(local.getUTCMonth() + 1)}-${pad2(local.getUTCDate())} ${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}:${pad2(local.getUTCSeconds())}`;
    }
  }
  return DateTime.fromJSDate(date, { zone: timezone }).toFormat('yyyy-LL-dd HH:mm:ss');
}

/**
 * The updated_at for a new version of a record: at least one whole second after the previous one.
 * The API shows updated_at to the second and a stale edit is detected by comparing it, so two saves
 * within one second must still give two different values, or the second would overwrite the first.
 */
export const nextUpdatedAt = (previous: Date) =>
  new Date(Math.max(Date.now(), Math.floor(previous.getTime() / 1000) * 1000 + 1000));
