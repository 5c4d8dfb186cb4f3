import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import { BOOKING_LIMITS } from '@fieldbook/domain/booking/booking.constants';
import { addDays, dateIn } from '@fieldbook/domain/dates/date-codec';
import { shareCompanyTurn, takeCompanyTurn, takeTurn, takeTurns } from '../../db/advisory-locks';
import type { Executor } from '../../db/database';

/**
 * One staff member's local day (in the company's zone) is the unit both writers of their time hold
 * until commit: online booking while it re-reads their busy time and takes a slot (modules/booking),
 * and an office save for the days its appointment occupies. Whoever holds it second reads the first's
 * appointment, so a booking never lands on time an office save just took. Every holder takes its
 * days in (staff id, date) order, and before any row lock, so none waits on another in a cycle.
 */
const staffDayKey = (companyId: number, userId: number, day: string) => `staff-day:${companyId}:${userId}:${day}`;

/** Statuses that leave the staff free at that time (neither a booking's busy re-check nor the calendar's counts them). */
export const TIME_FREEING_STATUSES = ['CANCELLED', 'UNSCHEDULED'] as const satisfies readonly AppointmentStatus[];

export const occupiesTime = (status: string) => !(TIME_FREEING_STATUSES as readonly string[]).includes(status);

export interface Span {
  start: Date;
  end: Date;
}

/**
 * Every staff member's every day at once: what an office save holding more than MOST_STAFF_DAYS days
 * takes instead of one lock per day (each is a slot in the server's shared lock table, which a few
 * thousand of them exhaust for every session). Online booking shares it before its day's lock.
 */
const ALL_STAFF_DAYS = 'staff-days';
export const MOST_STAFF_DAYS = 1_000;

/** Online booking's hold on one staff member's day (`day`: yyyy-MM-dd in the company's zone). */
export async function holdStaffDay(tx: Executor, companyId: number, userId: number, day: string): Promise<void> {
  await shareCompanyTurn(tx, companyId, ALL_STAFF_DAYS);
  await takeTurn(tx, staffDayKey(companyId, userId, day));
}

/**
 * An office save's hold on every day a booking's busy re-check could see these spans on: each span's
 * local days widened by the longest booking buffer (a booking ends on the day it starts), and only
 * the days a booking can be on at all, from today to the furthest any business books ahead (a day's
 * slack either side). One lock per day of a long span was unbounded: a span of decades asked for
 * tens of thousands of advisory locks, more than the server's lock table holds.
 */
export async function holdStaffTime(
  tx: Executor,
  companyId: number,
  timezone: string,
  userIds: readonly number[],
  spans: readonly Span[],
  now: Date = new Date(),
): Promise<void> {
  const buffer = BOOKING_LIMITS.bufferMinutesMax * 60_000;
  const today = dateIn(now, timezone);
  const firstBookable = addDays(today, -1);
  const lastBookable = addDays(today, BOOKING_LIMITS.daysAheadMax + 1);
  const days = new Set<string>();
  for (const span of spans) {
    const from = dateIn(new Date(span.start.getTime() - buffer), timezone);
    const to = dateIn(new Date(span.end.getTime() + buffer), timezone);
    const last = to < lastBookable ? to : lastBookable;
    for (let day = from > firstBookable ? from : firstBookable; day <= last; day = addDays(day, 1)) days.add(day);
  }
  const staff = [...new Set(userIds)].sort((a, b) => a - b);
  if (staff.length * days.size > MOST_STAFF_DAYS) return takeCompanyTurn(tx, companyId, ALL_STAFF_DAYS);
  const keys = staff.flatMap((userId) => [...days].sort().map((day) => staffDayKey(companyId, userId, day)));
  await takeTurns(tx, keys);
}
