import type { BusinessHoursDay } from '@fieldbook/domain/company/company.schemas';
import { DateTime } from 'luxon';

export type AvailabilityStatus = 'AVAILABLE' | 'BUSY' | 'OUTSIDE_HOURS';

export interface Busy {
  userId: number;
  startAt: Date;
  endAt: Date;
}

/** How far either side of the asked span suggestions are looked for, in steps of SUGGESTION_STEP minutes. */
const SUGGESTION_DAYS = 7;
const SUGGESTION_STEP = 30;
export const SUGGESTION_COUNT = 3;
export const SUGGESTION_WINDOW_MS = SUGGESTION_DAYS * 24 * 60 * 60_000;

/** Whether a span lies within one open day's business hours, in the company's timezone. */
export function withinBusinessHours(start: Date, end: Date, hours: BusinessHoursDay[], timezone: string): boolean {
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
  const clock = (date: DateTime) => date.toFormat('HH:mm');
  const endClock = to.hasSame(from, 'day') ? clock(to) : '24:00';
  return clock(from) >= day.start.slice(0, 5) && endClock <= day.end.slice(0, 5);
}

/** Each day's open hours as instants, for the days around a span (one luxon pass per day, not per candidate). */
function openWindows(from: Date, to: Date, hours: BusinessHoursDay[], timezone: string) {
  const windows: { start: number; end: number }[] = [];
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
 */
export function suggestSpans(
  span: { start: Date; end: Date },
  userIds: number[],
  busy: Busy[],
  hours: BusinessHoursDay[],
  timezone: string,
  notBefore: Date = new Date(),
): { start: Date; end: Date }[] {
  const length = span.end.getTime() - span.start.getTime();
  const stepMs = SUGGESTION_STEP * 60_000;
  const steps = (SUGGESTION_DAYS * 24 * 60) / SUGGESTION_STEP;
  const windows = openWindows(
    new Date(span.start.getTime() - SUGGESTION_WINDOW_MS),
    new Date(span.end.getTime() + SUGGESTION_WINDOW_MS),
    hours,
    timezone,
  );
  const taken = busy
    .filter((b) => userIds.includes(b.userId))
    .map((b) => ({ start: b.startAt.getTime(), end: b.endAt.getTime() }));
  const found: { start: Date; end: Date }[] = [];
  for (let i = 1; i <= steps && found.length < SUGGESTION_COUNT; i++) {
    for (const sign of [1, -1]) {
      const start = span.start.getTime() + sign * i * stepMs;
      const end = start + length;
      if (start < notBefore.getTime()) continue;
      if (!windows.some((w) => start >= w.start && end <= w.end)) continue;
      if (taken.some((t) => t.start < end && t.end > start)) continue;
      if (found.length < SUGGESTION_COUNT) found.push({ start: new Date(start), end: new Date(end) });
    }
  }
  return found;
}
