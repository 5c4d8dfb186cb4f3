import { BOOKING_LIMITS, BOOKING_MESSAGES as M } from '@fieldbook/domain/booking/booking.constants';
import type { SlotTakenPayload } from '@fieldbook/domain/booking/booking-public.schemas';
import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { Database, Executor } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { busyAppointments, holdStaffDay } from '../appointments/index';
import type { CompanyRow } from '../company/index';
import { type OpenService, searchSlots } from './booking-catalogue';

/**
 * Takes a slot for the first of the service's qualified staff free then, inside the booking's transaction: each
 * staff member's day is held (an advisory lock held to commit, in staff id order, which office saves
 * take too) before their busy time is read again, so of a booking racing another booking or an office
 * save for the same staff and time, the second sees the first's appointment and moves on to the next
 * staff member, or finds none. `except`: the appointment being moved.
 */
export async function takeSlot(
  tx: Executor,
  company: CompanyRow,
  service: OpenService,
  start: number,
  except: number | null = null,
): Promise<number | null> {
  const end = start + service.durationMinutes * 60_000;
  const buffer = service.bufferMinutes * 60_000;
  const day = formatSqlDate(new Date(start), company.timezone).slice(0, 10);
  // The job's date decides who is qualified (a job ends the day it starts: business hours hold it).
  for (const staffId of service.qualifiedOn(day)) {
    await holdStaffDay(tx, company.id, staffId, day);
    const span = { start: new Date(start - buffer), end: new Date(end + buffer) };
    if ((await busyAppointments(tx, company.id, [staffId], span, { except })).length === 0) return staffId;
  }
  return null;
}

/** The 409 for a time just taken, with the next free times from that day on ('yyyy-MM-dd HH:mm'). */
export async function slotTaken(db: Database, company: CompanyRow, service: OpenService, start: string) {
  const days = await searchSlots(db, company, service, start.slice(0, 10), BOOKING_LIMITS.slotDaysMax);
  const next = days
    .flatMap((day) => day.times.map((time) => `${day.date} ${time}`))
    .filter((time) => time >= start)
    .slice(0, BOOKING_LIMITS.nextTimesCount);
  const payload: SlotTakenPayload = { next_times: next };
  return new HttpError(409, M.slotTaken, null, 'error', payload);
}
