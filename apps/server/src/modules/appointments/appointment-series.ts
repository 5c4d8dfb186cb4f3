import { addMinutes, minutesBetween } from '@fieldbook/domain/appointments/appointment-form.rules';
import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import {
  SERIES_ACTION_STATUSES,
  type SeriesAction,
  type UpdateAppointmentBody,
} from '@fieldbook/domain/appointments/appointments.schemas';
import {
  anchorRule,
  recurrenceRuleProblem,
  recurrenceStarts,
  sameRule,
} from '@fieldbook/domain/appointments/recurrence-rule';
import { REMINDER_EDITABLE_STATUSES } from '@fieldbook/domain/appointments/reminders.rules';
import { instantOf } from '@fieldbook/domain/dates/date-codec';
import type { Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import * as links from './appointment-links.repository';
import { takeAppointmentReferences } from './appointment-references';
import { rearmMovedReminders } from './appointment-reminders';
import * as series from './appointment-series.repository';
import { type AppointmentFields, columnsOf, recurringStatusOf, reminderValues } from './appointment-values';
import { sqlDateIn } from './appointments.presenter';
import * as repo from './appointments.repository';
import { occupiesTime, type Span } from './staff-day-locks';

// A recurring series: made from a rule, edited from one of its appointments onwards.

/**
 * Whether an edit adds or changes the rule ('new'), removes it (null), or leaves it (the same rule
 * from the same start, or none sent). Moving one appointment keeps the series' rule; a rule from a
 * new start ("Update Recurring Appointments too") is a change.
 */
export function ruleChangeOf(
  current: repo.AppointmentRow,
  body: Pick<AppointmentFields, 'recursion_rule' | 'start_date'>,
): 'none' | 'new' | 'removed' {
  const asked = body.recursion_rule;
  if (asked === undefined) return 'none';
  if (asked === null) return current.recursionRule === null ? 'none' : 'removed';
  return current.recursionRule !== null && sameRule(current.recursionRule, anchorRule(asked, body.start_date))
    ? 'none'
    : 'new';
}

/** What decides the time a save books: its own span, status and rule. */
export type TimeFields = Pick<
  AppointmentFields,
  'start_date' | 'end_date' | 'timezone' | 'status' | 'recurring_status' | 'recursion_rule'
>;

/** The spans of a rule's appointments after the first: the same wall-clock time and length on each date. */
function laterOccurrences(rule: string, body: TimeFields): Span[] {
  const length = minutesBetween(body.start_date, body.end_date);
  return recurrenceStarts(rule, body.timezone)
    .slice(1)
    .map((start) => ({
      start: instantOf(start, body.timezone),
      end: instantOf(addMinutes(start, length), body.timezone),
    }));
}

/** A later appointment's span once an edit gives the series a new time of day and length, on its own date. */
function movedSpan(row: repo.AppointmentRow, body: Pick<AppointmentFields, 'start_date' | 'end_date'>): Span {
  const start = `${sqlDateIn(row.startAt, row.timezone).slice(0, 10)}${body.start_date.slice(10)}`;
  const length = minutesBetween(body.start_date, body.end_date);
  return { start: instantOf(start, row.timezone), end: instantOf(addMinutes(start, length), row.timezone) };
}

/**
 * The time a save would book its staff for in the series' other appointments: a new rule's later ones
 * (none for a rule the save will refuse), or the later ones an update type moves. Busy ones only.
 */
export async function seriesSpansOf(
  tx: Executor,
  companyId: number,
  body: TimeFields & { update_recurring?: SeriesAction },
  current?: repo.AppointmentRow,
): Promise<Span[]> {
  const change = current ? ruleChangeOf(current, body) : body.recursion_rule ? 'new' : 'none';
  if (change === 'new' && body.recursion_rule) {
    const options = { start: body.start_date, timezone: body.timezone };
    if (!occupiesTime(recurringStatusOf(body)) || recurrenceRuleProblem(body.recursion_rule, options)) return [];
    return laterOccurrences(anchorRule(body.recursion_rule, body.start_date), body);
  }
  const update = body.update_recurring ?? 'none';
  if (change !== 'none' || !current?.recurrenceId || update === 'none') return [];
  const statuses = SERIES_ACTION_STATUSES[update].filter(occupiesTime);
  if (statuses.length === 0) return [];
  const later = await series.laterInSeries(tx, companyId, current.recurrenceId, current.startAt, statuses, false);
  return later.map((row) => movedSpan(row, body));
}

/**
 * A new rule makes every occurrence its own appointment (the first is the one just created): same
 * details, links and reminders, the same wall-clock time and length, the next free reference numbers,
 * all linked by recurrence_id and carrying the rule exactly as sent (checked beforehand), anchored
 * at the first start when it had no DTSTART. The later ones start as recurring_status says (an
 * unscheduled one without staff reminders).
 */
export async function createSeries(
  tx: Executor,
  auth: AuthContext,
  first: repo.AppointmentRow,
  body: AppointmentFields,
  sent: string,
  parentId: number | null = null,
) {
  const rule = anchorRule(sent, body.start_date);
  await series.updateSeriesLink(tx, auth.companyId, first.id, rule, parentId);
  const spans = laterOccurrences(rule, body);
  if (spans.length === 0) return [];
  const references = await takeAppointmentReferences(tx, auth.companyId, spans.length);
  const status = recurringStatusOf(body);
  const columns = columnsOf({ ...body, status });
  const rows = await series.insertAppointments(
    tx,
    auth.companyId,
    auth.userId,
    spans.map((span, index) =>
      Object.assign({}, columns, {
        referenceId: references[index] ?? '',
        startAt: span.start,
        endAt: span.end,
        recursionRule: rule,
        recurrenceId: first.id,
        recurrenceParentId: parentId,
        quotationId: first.quotationId,
      }),
    ),
  );
  const ids = rows.map((r) => r.id);
  await links.saveLinksForMany(tx, auth.companyId, ids, body);
  await links.saveRemindersForMany(tx, auth.companyId, ids, reminderValues(body, status));
  return ids;
}

/**
 * An update type other than none: the later appointments of the series with those statuses take
 * the same details, links and reminders, and the new time of day and length on their own dates.
 */
export async function updateLaterInSeries(
  tx: Executor,
  auth: AuthContext,
  current: repo.AppointmentRow,
  body: UpdateAppointmentBody,
  statuses: readonly AppointmentStatus[],
) {
  if (current.recurrenceId === null) return [];
  const later = await series.laterInSeries(tx, auth.companyId, current.recurrenceId, current.startAt, statuses);
  const moved: repo.AppointmentRow[] = [];
  for (const row of later) {
    const span = movedSpan(row, body);
    const saved = await repo.updateAppointment(tx, row, {
      title: body.title,
      description: body.description ?? null,
      color: body.color ?? null,
      address: body.address ?? null,
      allDay: body.all_day,
      startAt: span.start,
      endAt: span.end,
    });
    if (saved.startAt.getTime() !== row.startAt.getTime()) moved.push(saved);
  }
  const ids = later.map((row) => row.id);
  await links.replaceLinksOfMany(tx, auth.companyId, ids, body);
  if (REMINDER_EDITABLE_STATUSES.includes(body.status)) {
    for (const unscheduled of [true, false]) {
      const some = later.filter((row) => (row.status === 'UNSCHEDULED') === unscheduled).map((row) => row.id);
      await links.replaceRemindersOfMany(
        tx,
        auth.companyId,
        some,
        reminderValues(body, unscheduled ? 'UNSCHEDULED' : body.status),
      );
    }
    for (const row of moved) await rearmMovedReminders(tx, auth.companyId, row.id, row.startAt);
  }
  return ids;
}
