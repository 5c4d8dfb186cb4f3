import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import { shownInZone, sqlOfInstant } from './wall-clock';

// Luxon-free (lib/wall-clock.ts): the scheduler's first screen uses these.

/** An instant from the calendar back to an SQL date-time in the appointment's timezone. */
export const sqlOf = sqlOfInstant;

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
  const from = shownInZone(start, zone);
  const to = shownInZone(end, zone);
  const sameDay = from !== null && from.day === to?.day;
  const dayDate = (shown: typeof from) => shown?.dayDate ?? '';
  const dayDateTime = (shown: typeof from) => (shown ? `${shown.dayDate}, ${shown.time}` : '');
  if (allDay) return sameDay ? `${dayDate(from)}, all day` : `${dayDate(from)} – ${dayDate(to)}, all day`;
  return sameDay ? `${dayDateTime(from)} – ${to?.time ?? ''}` : `${dayDateTime(from)} – ${dayDateTime(to)}`;
}

/** One moment, e.g. "Tue 24 Nov 2026, 7:02am" (en-AU), from an SQL date-time in the given timezone. */
export function formatMoment(sql: string, zone: string) {
  const shown = shownInZone(sql, zone);
  return shown ? `${shown.dayDate}, ${shown.time}` : sql;
}
