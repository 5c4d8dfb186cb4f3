import { recurrenceStarts } from '@fieldbook/domain/appointments/recurrence-rule';
import { parseWallClock } from '@fieldbook/domain/dates/date-codec';
import { sqlDateIn } from '../appointments/index';

// A recurring series as iCalendar sees it: one rule whose occurrences the app keeps as separate
// appointments. Each appointment is placed on the occurrence it stands for, so the feed can say which
// occurrences are gone (EXDATE) and which were moved or changed (RECURRENCE-ID).

export interface SeriesMember {
  id: number;
  startAt: Date;
}

export interface SeriesPlan<Row> {
  /** The occurrences' wall-clock starts (SQL date-times), DTSTART first. */
  starts: string[];
  /** The appointment the parent VEVENT describes: the first shown one at its own occurrence. */
  template: Row;
  /** Occurrences the feed does not show: deleted, not the staff member's, out of range. */
  excluded: string[];
  /** Shown appointments that differ from the template or were moved, with the occurrence they replace. */
  overrides: { row: Row; occurrence: string }[];
  /** Shown appointments no occurrence is left for (a rule edited under them): events of their own. */
  loose: Row[];
}

/**
 * Places each member on an occurrence: first those still at an occurrence's start, then the moved
 * ones on a free occurrence of the same day, else the nearest free one. Deleted members count too,
 * so a moved appointment is not placed on a deleted one's occurrence.
 */
export function placeMembers(starts: readonly string[], members: readonly SeriesMember[], timezone: string) {
  const free = new Set(starts);
  const placed = new Map<number, string>();
  const moved: { id: number; wall: string }[] = [];
  for (const member of members) {
    const wall = sqlDateIn(member.startAt, timezone);
    if (free.delete(wall)) placed.set(member.id, wall);
    else moved.push({ id: member.id, wall });
  }
  const millis = (wall: string) => parseWallClock(wall).toMillis();
  for (const { id, wall } of moved) {
    let best: string | null = null;
    for (const start of free) {
      const sameDay = start.slice(0, 10) === wall.slice(0, 10);
      const bestSameDay = best !== null && best.slice(0, 10) === wall.slice(0, 10);
      if (
        best === null ||
        (sameDay && !bestSameDay) ||
        (sameDay === bestSameDay && Math.abs(millis(start) - millis(wall)) < Math.abs(millis(best) - millis(wall)))
      )
        best = start;
    }
    if (best === null) continue;
    free.delete(best);
    placed.set(id, best);
  }
  return placed;
}

/**
 * How to write a series whose shown appointments are `shown` (by start) and whose every appointment,
 * deleted ones included, is `members`; null when the rule cannot be expanded (then each appointment is
 * written on its own). `same` tells whether a row reads the same as the template apart from its date.
 */
export function planSeries<Row extends SeriesMember & { timezone: string }>(
  rule: string,
  shown: readonly Row[],
  members: readonly SeriesMember[],
  same: (row: Row, template: Row) => boolean,
): SeriesPlan<Row> | null {
  const first = shown[0];
  if (!first) return null;
  const timezone = first.timezone;
  const starts = recurrenceStarts(rule, timezone);
  if (starts.length === 0) return null;
  const placed = placeMembers(starts, members, timezone);
  const at = (row: Row) => placed.get(row.id);
  const template = shown.find((row) => at(row) === sqlDateIn(row.startAt, timezone)) ?? first;
  const byOccurrence = new Map<string, Row>();
  const loose: Row[] = [];
  for (const row of shown) {
    const occurrence = at(row);
    if (occurrence === undefined || row.timezone !== timezone) loose.push(row);
    else byOccurrence.set(occurrence, row);
  }
  const excluded: string[] = [];
  const overrides: SeriesPlan<Row>['overrides'] = [];
  for (const occurrence of starts) {
    const row = byOccurrence.get(occurrence);
    if (!row) excluded.push(occurrence);
    else if (sqlDateIn(row.startAt, timezone) !== occurrence || (row !== template && !same(row, template)))
      overrides.push({ row, occurrence });
  }
  return { starts, template, excluded, overrides, loose };
}
