import type { BusinessHoursDay } from '@fieldbook/domain/company/company.schemas';
import { formatSqlDate, TIME_OF_DAY } from '@fieldbook/domain/dates/date-codec';
import { DateTime } from 'luxon';

export interface Busy {
  userId: number;
  startAt: Date;
  endAt: Date;
}

/** How far either side of the asked span suggestions are looked for, in steps of SUGGESTION_STEP minutes. */
const SUGGESTION_DAYS = 7;
const SUGGESTION_STEP = 30;
export const SUGGESTION_COUNT = 3;
const DAY_MS = 24 * 60 * 60_000;
export const SUGGESTION_WINDOW_MS = SUGGESTION_DAYS * DAY_MS;
/** Busy time is first read this far either side of the asked span, and a week only if suggestions need it. */
export const NEAR_SUGGESTION_MS = 2 * 24 * 60 * 60_000;

/** 'yyyy-MM-dd HH:mm:ss' of an instant in the zone, or null when the year is not four digits. */
function wallClock(date: Date, timezone: string): string | null {
  const text = formatSqlDate(date, timezone);
  return text.length === 19 ? text : null;
}

/**
 * Whether a span lies within one open day's business hours, in the company's timezone. Read from the
 * wall clocks formatSqlDate writes (its offsets kept per zone and hour): luxon DateTimes here were a
 * sixteenth of an availability answer's CPU. Luxon answers an instant formatSqlDate cannot write.
 */
export function withinBusinessHours(start: Date, end: Date, hours: BusinessHoursDay[], timezone: string): boolean {
  const from = wallClock(start, timezone);
  const to = wallClock(end, timezone);
  const beforeEnd = wallClock(new Date(end.getTime() - 60_000), timezone);
  if (from === null || to === null || beforeEnd === null)
    return withinBusinessHoursByLuxon(start, end, hours, timezone);
  const day = from.slice(0, 10);
  const sameDay = to.slice(0, 10) === day;
  // Ending at midnight closes the day it started on.
  if (!sameDay && !(to.slice(11, 16) === '00:00' && beforeEnd.slice(0, 10) === day)) return false;
  const weekday = new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))),
  ).getUTCDay();
  const open = hours.find((entry) => entry.day === weekday);
  if (!open?.open) return false;
  const endClock = sameDay ? to.slice(11, 16) : '24:00';
  return from.slice(11, 16) >= open.start.slice(0, 5) && endClock <= open.end.slice(0, 5);
}

function withinBusinessHoursByLuxon(start: Date, end: Date, hours: BusinessHoursDay[], timezone: string): boolean {
  const from = DateTime.fromJSDate(start, { zone: timezone });
  const to = DateTime.fromJSDate(end, { zone: timezone });
  if (
    !from.hasSame(to, 'day') &&
    !(to.hour === 0 && to.minute === 0 && to.minus({ minutes: 1 }).hasSame(from, 'day'))
  ) {
    return false;
  }
  const day = hours.find((entry) => entry.day === from.weekday % 7);
  if (!day?.open) return false;
  const clock = (date: DateTime) => date.toFormat(TIME_OF_DAY);
  const endClock = to.hasSame(from, 'day') ? clock(to) : '24:00';
  return clock(from) >= day.start.slice(0, 5) && endClock <= day.end.slice(0, 5);
}

type OpenWindow = { start: number; end: number };
const openWindowsKept = new Map<string, OpenWindow[]>();

/**
 * Each day's open hours as instants, for the days around a span (one luxon pass per day, not per
 * candidate). Every check around the same days asks for the same fortnight, and its luxon day walk
 * was a sixth of an availability answer's CPU, so it is kept by zone, local days and hours.
 */
function openWindows(from: Date, to: Date, hours: BusinessHoursDay[], timezone: string): readonly OpenWindow[] {
  const localDay = (date: Date) => formatSqlDate(date, timezone).slice(0, 10);
  const key = `${timezone}|${localDay(from)}|${localDay(to)}|${JSON.stringify(hours)}`;
  let windows = openWindowsKept.get(key);
  if (!windows) {
    windows = walkOpenWindows(from, to, hours, timezone);
    if (openWindowsKept.size >= 1_000) openWindowsKept.clear();
    openWindowsKept.set(key, windows);
  }
  return windows;
}

function walkOpenWindows(from: Date, to: Date, hours: BusinessHoursDay[], timezone: string) {
  const windows: OpenWindow[] = [];
  const last = DateTime.fromJSDate(to, { zone: timezone }).endOf('day');
  for (
    let day = DateTime.fromJSDate(from, { zone: timezone }).startOf('day');
    day <= last;
    day = day.plus({ days: 1 })
  ) {
    const entry = hours.find((h) => h.day === day.weekday % 7);
    if (!entry?.open) continue;
    const at = (clock: string) => {
      const [hour = 0, minute = 0] = clock.split(':').map(Number);
      return day.set({ hour, minute }).toMillis();
    };
    windows.push({ start: at(entry.start), end: at(entry.end) });
  }
  return windows;
}

/**
 * The nearest free spans of the same length within business hours where every given staff member
 * is free: candidates every 30 minutes, alternately after and before the asked start, up to a week
 * either side, never starting before `notBefore` (a free time in the past is no use).
 * `busy` need only hold what overlaps `searched`: null means a candidate outside it had to be
 * checked, so the caller reads a wider span of busy time and asks again (the nearest free times
 * are usually found within a day or two, and a week of appointments is many rows).
 */
export function suggestSpans(
  span: { start: Date; end: Date },
  userIds: number[],
  busy: Busy[],
  hours: BusinessHoursDay[],
  timezone: string,
  notBefore: Date = new Date(),
  searched: { start: Date; end: Date } = suggestionWindow(span),
  count = SUGGESTION_COUNT,
): { start: Date; end: Date }[] | null {
  const length = span.end.getTime() - span.start.getTime();
  const stepMs = SUGGESTION_STEP * 60_000;
  const steps = (SUGGESTION_DAYS * 24 * 60) / SUGGESTION_STEP;
  // A candidate starts within a week of the asked start and must fit in one day's open hours, so
  // only those days' hours are needed (a day's slack before, for hours that close at midnight):
  // walking to the asked end was one luxon step per day of the span, seconds for a span of centuries.
  const windows = openWindows(
    new Date(span.start.getTime() - SUGGESTION_WINDOW_MS - DAY_MS),
    new Date(span.start.getTime() + SUGGESTION_WINDOW_MS),
    hours,
    timezone,
  );
  const taken = busy
    .filter((b) => userIds.includes(b.userId))
    .map((b) => ({ start: b.startAt.getTime(), end: b.endAt.getTime() }));
  const found: { start: Date; end: Date }[] = [];
  for (let i = 1; i <= steps && found.length < count; i++) {
    for (const sign of [1, -1]) {
      const start = span.start.getTime() + sign * i * stepMs;
      const end = start + length;
      if (start < notBefore.getTime()) continue;
      if (!windows.some((w) => start >= w.start && end <= w.end)) continue;
      if (start < searched.start.getTime() || end > searched.end.getTime()) return null;
      if (taken.some((t) => t.start < end && t.end > start)) continue;
      if (found.length < count) found.push({ start: new Date(start), end: new Date(end) });
    }
  }
  return found;
}

/** Every candidate suggestSpans may look at lies within this: the span widened by `ms` (a week) either side. */
export const suggestionWindow = (span: { start: Date; end: Date }, ms = SUGGESTION_WINDOW_MS) => ({
  start: new Date(span.start.getTime() - ms),
  end: new Date(span.end.getTime() + ms),
});
