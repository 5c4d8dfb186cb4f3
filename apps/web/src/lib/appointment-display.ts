import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import { formatSqlDate, parseSqlDateTime } from '@fieldbook/domain/dates/date-codec';
import { formatDayDate, formatDayDateTime, formatTime } from '@fieldbook/domain/format/en-au';

/** An appointment's SQL date-time (in its own timezone) as an ISO instant the calendar places correctly. */
export const isoOf = (sql: string, zone: string) => parseSqlDateTime(sql, zone).toISO() ?? sql;

/** An instant from the calendar back to an SQL date-time in the appointment's timezone. */
export const sqlOf = formatSqlDate;

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
  const from = parseSqlDateTime(start, zone);
  const to = parseSqlDateTime(end, zone);
  const sameDay = from.hasSame(to, 'day');
  if (allDay)
    return sameDay ? `${formatDayDate(from)}, all day` : `${formatDayDate(from)} – ${formatDayDate(to)}, all day`;
  return sameDay
    ? `${formatDayDateTime(from)} – ${formatTime(to)}`
    : `${formatDayDateTime(from)} – ${formatDayDateTime(to)}`;
}

/** One moment, e.g. "Tue 24 Nov 2026, 7:02am" (en-AU), from an SQL date-time in the given timezone. */
export const formatMoment = (sql: string, zone: string) => formatDayDateTime(parseSqlDateTime(sql, zone)) || sql;
