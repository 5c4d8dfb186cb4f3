import type { DateTime } from 'luxon';
import type { BusinessHoursDay } from '../company/company.schemas';
import { toSqlDateTime as sqlOf, TIME_OF_DAY, parseWallClock as wall } from '../dates/date-codec';
import type { AppointmentStatus, RecurringStatus } from './appointments.constants';

/** Defaults of a new appointment (spec section 9). */
export const NEW_APPOINTMENT = {
  startsInMinutes: 60,
  lengthMinutes: 120,
  status: 'SCHEDULED' as AppointmentStatus,
  /** A requested span this short or shorter only sets the start. */
  prefillSpanMaxMinutes: 30,
} as const;

// Wall-clock arithmetic on SQL date-times: an appointment's times are what its timezone's clock shows.
export const minutesBetween = (start: string, end: string) => wall(end).diff(wall(start), 'minutes').minutes;
export const addMinutes = (sql: string, minutes: number) => sqlOf(wall(sql).plus({ minutes }));

/**
 * A new appointment's span: from a requested span (a calendar selection), else starting in an
 * hour; it lasts 2 hours unless the request is longer than 30 minutes (then it is the request).
 */
export function newAppointmentSpan(now: DateTime, requested?: { start: string; end: string }) {
  if (requested && minutesBetween(requested.start, requested.end) > NEW_APPOINTMENT.prefillSpanMaxMinutes) {
    return requested;
  }
  const start =
    requested?.start ??
    sqlOf(now.plus({ minutes: NEW_APPOINTMENT.startsInMinutes }).startOf('minute').set({ second: 0 }));
  return { start, end: addMinutes(start, NEW_APPOINTMENT.lengthMinutes) };
}

/** A new start after the end pushes the end, keeping the length (the end is never before the start). */
export function withStart(span: { start: string; end: string }, start: string) {
  const length = Math.max(0, minutesBetween(span.start, span.end));
  return start > span.end ? { start, end: addMinutes(start, length) } : { start, end: span.end };
}

/** A new end before the start pulls the start back, keeping the length. */
export function withEnd(span: { start: string; end: string }, end: string) {
  const length = Math.max(0, minutesBetween(span.start, span.end));
  return end < span.start ? { start: addMinutes(end, -length), end } : { start: span.start, end };
}

/** The span moved whole to another day (yyyy-MM-dd), keeping its times and length: an unscheduled appointment's estimated date. */
export function onDate(span: { start: string; end: string }, date: string) {
  const start = `${date}${span.start.slice(10)}`;
  return { start, end: addMinutes(start, Math.max(0, minutesBetween(span.start, span.end))) };
}

/**
 * The outside-hours warning: only for a span within one day that starts before opening or ends
 * after closing (a closed day counts as outside).
 */
export function outsideBusinessHours(start: string, end: string, hours: BusinessHoursDay[]): boolean {
  const from = wall(start);
  const to = wall(end);
  if (!from.hasSame(to, 'day')) return false;
  const day = hours.find((entry) => entry.day === from.weekday % 7);
  if (!day?.open) return true;
  return from.toFormat(TIME_OF_DAY) < day.start.slice(0, 5) || to.toFormat(TIME_OF_DAY) > day.end.slice(0, 5);
}

export interface TypeForAppointment {
  id: number;
  color: string;
  title: string | null;
  description: string | null;
  time_allocation: number;
  recurring_status: RecurringStatus;
}

export interface AppointmentDraftCore {
  title: string;
  description: string;
  color: string | null;
  status: AppointmentStatus;
  start_date: string;
  end_date: string;
  recurring_status: RecurringStatus;
  types: number[];
}

/** Strips a type's description block (added after a blank line) from the appointment's description. */
function stripBlock(description: string, block: string | null) {
  if (!block) return description;
  const text = description.replace(`\n\n${block}`, '');
  return text === description ? description.replace(block, '').trim() : text;
}

/**
 * Adds a type (spec section 4): duplicates are ignored; the first type gives its colour when
 * allocation is TYPES; an empty title takes the type's title; the type's description is appended
 * after a blank line; recurring_status follows the first type unless the appointment is
 * unscheduled; with prefill on, the end is the start plus all the types' time allocations.
 */
export function addType<T extends AppointmentDraftCore>(
  draft: T,
  type: TypeForAppointment,
  chosen: TypeForAppointment[],
  context: { allocation: string; prefill: boolean },
): T {
  if (draft.types.includes(type.id)) return draft;
  const first = draft.types.length === 0;
  const types = [...draft.types, type.id];
  const all = [...chosen.filter((t) => draft.types.includes(t.id)), type];
  const description = type.description
    ? draft.description.trim()
      ? `${draft.description}\n\n${type.description}`
      : type.description
    : draft.description;
  return {
    ...draft,
    types,
    color: first && context.allocation === 'TYPES' ? type.color : draft.color,
    title: draft.title.trim() ? draft.title : (type.title ?? draft.title),
    description,
    recurring_status:
      draft.status === 'UNSCHEDULED' ? 'UNSCHEDULED' : (all[0]?.recurring_status ?? draft.recurring_status),
    end_date: context.prefill
      ? addMinutes(
          draft.start_date,
          all.reduce((sum, t) => sum + t.time_allocation, 0),
        )
      : draft.end_date,
  };
}

/** Removes a type and strips the description it added. */
export function removeType<T extends AppointmentDraftCore>(draft: T, type: TypeForAppointment): T {
  return {
    ...draft,
    types: draft.types.filter((id) => id !== type.id),
    description: stripBlock(draft.description, type.description),
  };
}
