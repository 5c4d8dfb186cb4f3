import { addMinutes, inZone, isoOfSql, sqlOfInstant } from '../../../lib/wall-clock';

/*
 * FullCalendar runs in UTC on the company's wall clock: each time goes in as its wall-clock fields (ISO
 * text without an offset, which it reads as UTC) and comes back the same way, so it converts no zone
 * itself. In the company's named zone it converted both ends of every appointment with temporal-polyfill
 * on each draw (bench/README.md, "thirteenth pass").
 */

/** A company wall-clock SQL date-time as FullCalendar's marker. */
export const markerOf = (sql: string) => sql.replace(' ', 'T');

/** A marker FullCalendar hands back, as the company's wall-clock SQL date-time. */
export const wallOf = (marker: Date) => sqlOfInstant(marker, 'UTC');

/**
 * A marker FullCalendar hands back, as an SQL date-time in the appointment's own zone. An all-day
 * appointment is its dates, the same in every zone (as its dialog shows them).
 */
export const savedIn = (marker: Date, companyZone: string, zone: string, allDay = false) =>
  allDay ? wallOf(marker) : inZone(wallOf(marker), companyZone, zone);

/**
 * An appointment's start and end as markers on the company's clock; an all-day one's as its own dates.
 * Over the hour a clock repeats, an appointment kept in another zone can end earlier on the company's
 * clock than it starts: its end is then its start plus its real length.
 */
export function calendarSpanOf(
  appointment: { start_date: string; end_date: string; timezone: string; all_day: boolean },
  companyZone: string,
): { start: string; end: string } {
  if (appointment.all_day) return { start: markerOf(appointment.start_date), end: markerOf(appointment.end_date) };
  const start = inZone(appointment.start_date, appointment.timezone, companyZone);
  let end = inZone(appointment.end_date, appointment.timezone, companyZone);
  if (end < start) {
    const length =
      Date.parse(isoOfSql(appointment.end_date, appointment.timezone)) -
      Date.parse(isoOfSql(appointment.start_date, appointment.timezone));
    end = addMinutes(start, length / 60_000);
  }
  return { start: markerOf(start), end: markerOf(end) };
}

/** Where FullCalendar put an appointment, and where it was before the move or resize. */
export interface CalendarMove {
  start: Date;
  end: Date;
  allDay: boolean;
  before: { start: Date | null; end: Date | null; allDay: boolean };
}

/**
 * An appointment's span after a move or resize, in its own zone. An edge FullCalendar left where it was
 * keeps its saved time: read back through the company's clock, a time in the hour that clock repeats
 * would come back as its first reading (a resized end moving the start an hour).
 */
export function movedSpan(
  appointment: { start_date: string; end_date: string; timezone: string },
  move: CalendarMove,
  companyZone: string,
): { start_date: string; end_date: string; all_day: boolean } {
  const { allDay, before } = move;
  const edge = (marker: Date, was: Date | null, saved: string) =>
    before.allDay === allDay && was?.getTime() === marker.getTime()
      ? saved
      : savedIn(marker, companyZone, appointment.timezone, allDay);
  return {
    start_date: edge(move.start, before.start, appointment.start_date),
    end_date: edge(move.end, before.end, appointment.end_date),
    all_day: allDay,
  };
}
