import type { BusinessHoursDay } from '../company/company.schemas';
import { addDays, formatSqlDate, instantOf, isDateOnly, todayIn } from '../dates/date-codec';
import { BOOKING_LIMITS } from './booking.constants';
import type { SlotDay } from './booking-public.schemas';

/**
 * Free start times of an online service (issue 37): candidates every slotStepMinutes within the
 * business's open hours of each local day, no sooner than the minimum notice, no later than the days
 * ahead, and free for at least one of the service's staff, keeping the buffer clear before and after
 * each of their jobs. Pure: the caller reads the busy time.
 */

export interface SlotService {
  durationMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  daysAhead: number;
}

/** A staff member's busy span, in epoch milliseconds. */
export interface BusySpan {
  userId: number;
  start: number;
  end: number;
}

const MINUTE = 60_000;

/** Every staff member's busy time widened by the buffer, merged into ordered disjoint spans. */
export function busyByStaff(busy: readonly BusySpan[], bufferMinutes: number): Map<number, [number, number][]> {
  const buffer = bufferMinutes * MINUTE;
  const byStaff = new Map<number, [number, number][]>();
  for (const span of busy) {
    const list = byStaff.get(span.userId) ?? [];
    list.push([span.start - buffer, span.end + buffer]);
    byStaff.set(span.userId, list);
  }
  for (const [userId, list] of byStaff) {
    list.sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const span of list) {
      const last = merged[merged.length - 1];
      if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
      else merged.push([span[0], span[1]]);
    }
    byStaff.set(userId, merged);
  }
  return byStaff;
}

/** Whether [start, end) misses every merged span (binary search: the spans are ordered and disjoint). */
export function isFree(spans: readonly [number, number][] | undefined, start: number, end: number): boolean {
  if (!spans || spans.length === 0) return true;
  let low = 0;
  let high = spans.length;
  // The first span ending after start.
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((spans[mid] as [number, number])[1] <= start) low = mid + 1;
    else high = mid;
  }
  const next = spans[low];
  return !next || next[0] >= end;
}

/** The staff free for [start, end), in the order given. */
export function freeStaffAt(
  staffIds: readonly number[],
  merged: Map<number, [number, number][]>,
  start: number,
  end: number,
): number[] {
  return staffIds.filter((id) => isFree(merged.get(id), start, end));
}

/**
 * A local day's candidate starts (epoch ms) within its open hours, on the slot grid: the opening and
 * closing instants by date-codec's kept offsets, the steps between them in milliseconds (luxon per
 * day and per candidate was most of a fortnight's search). Across a daylight-saving change inside the open hours
 * the grid keeps real half hours, and the labels (slotLabel) tell their true wall-clock times.
 */
export function dayCandidates(
  date: string,
  timezone: string,
  hours: readonly BusinessHoursDay[],
  durationMinutes: number,
) {
  if (!isDateOnly(date)) return [];
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const open = hours.find((entry) => entry.day === weekday);
  if (!open?.open) return [];
  const at = (clock: string) => instantOf(`${date} ${clock.slice(0, 5)}:00`, timezone).getTime();
  const close = at(open.end);
  const step = BOOKING_LIMITS.slotStepMinutes * MINUTE;
  const starts: number[] = [];
  for (let start = at(open.start); start + durationMinutes * MINUTE <= close; start += step) starts.push(start);
  return starts;
}

/** 'HH:mm' of an instant in the zone (the cached formatter of date-codec, not a luxon DateTime per time). */
export const slotLabel = (instant: number, timezone: string) =>
  formatSqlDate(new Date(instant), timezone).slice(11, 16);

/** The instants a start must lie within: the minimum notice from now, to the end of the last day ahead. */
export function bookableRange(service: SlotService, timezone: string, now: Date) {
  const lastDay = addDays(todayIn(timezone, now), service.daysAhead);
  return {
    earliest: now.getTime() + service.minNoticeHours * 60 * MINUTE,
    lastDay,
  };
}

export interface SlotSearch {
  from: string;
  days: number;
  timezone: string;
  hours: readonly BusinessHoursDay[];
  service: SlotService;
  /** The staff who may take the job on a local date (the service's staff, qualified on that date). */
  staffOn: (date: string) => readonly number[];
  busy: readonly BusySpan[];
  now: Date;
}

/** Each asked day's free start times ('HH:mm'); days beyond the service's reach are listed empty. */
export function freeSlots(search: SlotSearch): SlotDay[] {
  const { service, timezone } = search;
  const merged = busyByStaff(search.busy, service.bufferMinutes);
  const range = bookableRange(service, timezone, search.now);
  const length = service.durationMinutes * MINUTE;
  const days: SlotDay[] = [];
  for (let i = 0; i < search.days; i++) {
    const date = addDays(search.from, i);
    const times: string[] = [];
    if (date <= range.lastDay) {
      const staffIds = search.staffOn(date);
      for (const start of dayCandidates(date, timezone, search.hours, service.durationMinutes)) {
        if (start < range.earliest) continue;
        if (staffIds.some((id) => isFree(merged.get(id), start, start + length)))
          times.push(slotLabel(start, timezone));
      }
    }
    days.push({ date, times });
  }
  return days;
}

/** Whether a wall-clock start ('yyyy-MM-dd HH:mm') is one of the day's candidates within the service's reach. */
export function isBookableStart(
  start: string,
  search: Pick<SlotSearch, 'timezone' | 'hours' | 'service' | 'now'>,
): number | null {
  const date = start.slice(0, 10);
  if (!isDateOnly(date)) return null;
  const ms = instantOf(`${start}:00`, search.timezone).getTime();
  if (!Number.isFinite(ms)) return null;
  const range = bookableRange(search.service, search.timezone, search.now);
  if (date > range.lastDay || ms < range.earliest) return null;
  return dayCandidates(date, search.timezone, search.hours, search.service.durationMinutes).includes(ms) ? ms : null;
}
