import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import { SQL_DATE_TIME } from '@fieldbook/domain/appointments/appointments.constants';
import { DateTime } from 'luxon';

/** An appointment's SQL date-time (in its own timezone) as an ISO instant the calendar places correctly. */
export const isoOf = (sql: string, zone: string) => DateTime.fromFormat(sql, SQL_DATE_TIME, { zone }).toISO() ?? sql;

/** An instant from the calendar back to an SQL date-time in the appointment's timezone. */
export const sqlOf = (date: Date, zone: string) => DateTime.fromJSDate(date, { zone }).toFormat(SQL_DATE_TIME);

export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  UNSCHEDULED: 'Unscheduled',
  CANCELLED: 'Cancelled',
  UNCONFIRMED: 'Unconfirmed',
  SCHEDULED: 'Scheduled',
  DEPARTED: 'Departed',
  IN_PROGRESS: 'In progress',
  COMPLETE: 'Complete',
  DEPARTED_INCOMPLETE: 'Departed incomplete',
};

/** "Tue 1 Dec 2026, 10:00am – 12:00pm" in the appointment's timezone (en-AU). */
export function formatSpan(start: string, end: string, zone: string, allDay: boolean) {
  const from = DateTime.fromFormat(start, SQL_DATE_TIME, { zone }).setLocale('en-AU');
  const to = DateTime.fromFormat(end, SQL_DATE_TIME, { zone }).setLocale('en-AU');
  if (allDay)
    return from.hasSame(to, 'day')
      ? `${from.toFormat('ccc d LLL yyyy')}, all day`
      : `${from.toFormat('ccc d LLL')} – ${to.toFormat('ccc d LLL yyyy')}, all day`;
  const time = (d: DateTime) => d.toFormat('h:mma').toLowerCase();
  return from.hasSame(to, 'day')
    ? `${from.toFormat('ccc d LLL yyyy')}, ${time(from)} – ${time(to)}`
    : `${from.toFormat('ccc d LLL yyyy')}, ${time(from)} – ${to.toFormat('ccc d LLL yyyy')}, ${time(to)}`;
}

/** One moment, e.g. "Tue 24 Nov 2026, 7:02am" (en-AU), from an SQL date-time in the given timezone. */
export function formatMoment(sql: string, zone: string) {
  const at = DateTime.fromFormat(sql, SQL_DATE_TIME, { zone }).setLocale('en-AU');
  return at.isValid ? `${at.toFormat('ccc d LLL yyyy')}, ${at.toFormat('h:mma').toLowerCase()}` : sql;
}
