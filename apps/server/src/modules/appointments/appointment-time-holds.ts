import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import type { SeriesAction } from '@fieldbook/domain/appointments/appointments.schemas';
import { instantOf } from '@fieldbook/domain/dates/date-codec';
import type { Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { companyTimezone } from '../company/index';
import * as links from './appointment-links.repository';
import { seriesSpansOf, type TimeFields } from './appointment-series';
import * as repo from './appointments.repository';
import { holdStaffTime, occupiesTime } from './staff-day-locks';

// An office save holds its staff's days (staff-day-locks.ts) first thing in its transaction, before
// any row or counter lock, so an online booking racing it waits and then sees the appointment. The
// office may still book someone twice on purpose: only online booking refuses taken time.

/** A create or full edit: the attendees it writes, for its own span and its series' (the busy ones). */
export async function holdSavedTime(
  tx: Executor,
  auth: AuthContext,
  body: TimeFields & { attendees: number[]; update_recurring?: SeriesAction },
  current?: repo.AppointmentRow,
) {
  if (body.attendees.length === 0) return;
  const own = { start: instantOf(body.start_date, body.timezone), end: instantOf(body.end_date, body.timezone) };
  const spans = [
    ...(occupiesTime(body.status) ? [own] : []),
    ...(await seriesSpansOf(tx, auth.companyId, body, current)),
  ];
  await holdStaffTime(tx, auth.companyId, await companyTimezone(tx, auth), body.attendees, spans);
}

/**
 * A status change that puts a cancelled appointment's staff back on its time (read unlocked: no row
 * lock yet). Answers the row it read (none for a status that frees time), for the change to check.
 */
export async function holdRestoredTime(tx: Executor, auth: AuthContext, id: number, status: AppointmentStatus) {
  if (!occupiesTime(status)) return undefined;
  const row = await repo.findAppointment(tx, auth.companyId, id);
  if (!row || occupiesTime(row.status)) return row;
  const ids = await links.attendeeIdsOf(tx, auth.companyId, id);
  await holdStaffTime(tx, auth.companyId, await companyTimezone(tx, auth), ids, [
    { start: row.startAt, end: row.endAt },
  ]);
  return row;
}
