import type { AppointmentSearchBody } from '@fieldbook/domain/appointments/appointments.schemas';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import { anyId } from '../../db/any-id';
import type { Executor } from '../../db/database';
import { containingLower } from '../../db/like-pattern';
import { appointmentAttendees, appointmentClients, appointments, appointmentTypeLinks } from '../../db/schema/index';

import { type ListedAppointment, listedColumns } from './appointments.repository';

// Reading appointments by time and filters: the calendar, the search dialog and availability.

const ofCompany = (companyId: number) => eq(appointments.companyId, companyId);

const SORTS = {
  start_date: appointments.startAt,
  created_at: appointments.createdAt,
} as const;

const linked = (
  table: typeof appointmentAttendees | typeof appointmentClients | typeof appointmentTypeLinks,
  column: SQL,
  companyId: number,
  ids: number[],
) =>
  sql`exists (select 1 from ${table} where ${table.companyId} = ${companyId}
    and ${table.appointmentId} = ${appointments.id} and ${column} in ${ids})`;

/** POST search: every filter of the spec in one indexed statement, paged, with the matching count. */
export async function searchAppointments(
  db: Executor,
  companyId: number,
  body: AppointmentSearchBody,
  range: { start: Date | null; end: Date | null },
) {
  const statuses = body.status?.length ? body.status : null;
  const where = and(
    ofCompany(companyId),
    body.archived ? isNotNull(appointments.archivedAt) : isNull(appointments.archivedAt),
    statuses ? inArray(appointments.status, statuses) : ne(appointments.status, 'UNSCHEDULED'),
    body.filter ? sql`${appointments.searchText} like ${containingLower(body.filter)}` : undefined,
    overlapping(range),
    body.all_day === null || body.all_day === undefined ? undefined : eq(appointments.allDay, body.all_day),
    body.color ? eq(appointments.color, body.color) : undefined,
    body.timezone ? eq(appointments.timezone, body.timezone) : undefined,
    body.is_scheduled === null || body.is_scheduled === undefined
      ? undefined
      : body.is_scheduled
        ? ne(appointments.status, 'UNSCHEDULED')
        : eq(appointments.status, 'UNSCHEDULED'),
    body.creator ? eq(appointments.createdBy, body.creator) : undefined,
    body.users.length
      ? linked(appointmentAttendees, sql`${appointmentAttendees.userId}`, companyId, body.users)
      : undefined,
    body.clients.length
      ? linked(appointmentClients, sql`${appointmentClients.clientId}`, companyId, body.clients)
      : undefined,
    body.appointment_types.length
      ? linked(appointmentTypeLinks, sql`${appointmentTypeLinks.typeId}`, companyId, body.appointment_types)
      : undefined,
  );
  const direction = body.sortDirection === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    // A text search is selective (the trigram index): sort its few matches by distance. Otherwise walk
    // the start index both ways from now.
    body.sortBy === 'closest' && !body.filter
      ? closestPage(db, where, body.page, body.rows)
      : db
          .select(listedColumns)
          .from(appointments)
          .where(where)
          .orderBy(
            body.sortBy === 'closest'
              ? sql`abs(extract(epoch from ${appointments.startAt} - now()))`
              : direction(SORTS[body.sortBy]),
            asc(appointments.id),
          )
          .limit(body.rows)
          .offset((body.page - 1) * body.rows),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(appointments)
      .where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/**
 * The page of appointments closest to now: the next ones and the last ones, each read along the
 * start index (sorting every match by distance would read them all), merged by distance.
 */
async function closestPage(db: Executor, where: SQL | undefined, page: number, rows: number) {
  const now = new Date();
  const want = page * rows;
  const [upcoming, past] = await Promise.all([
    db
      .select(listedColumns)
      .from(appointments)
      .where(and(where, gte(appointments.startAt, now)))
      .orderBy(asc(appointments.startAt), asc(appointments.id))
      .limit(want),
    db
      .select(listedColumns)
      .from(appointments)
      .where(and(where, lt(appointments.startAt, now)))
      .orderBy(desc(appointments.startAt), desc(appointments.id))
      .limit(want),
  ]);
  const distance = (row: ListedAppointment) => Math.abs(row.startAt.getTime() - now.getTime());
  const merged: ListedAppointment[] = [];
  let [i, j] = [0, 0];
  while (merged.length < want && (i < upcoming.length || j < past.length)) {
    const next = upcoming[i];
    const previous = past[j];
    if (next && (!previous || distance(next) <= distance(previous))) {
      merged.push(next);
      i++;
    } else if (previous) {
      merged.push(previous);
      j++;
    }
  }
  return merged.slice((page - 1) * rows);
}

/** Appointments overlapping a span (either end may be open), through the span GiST index. */
function overlapping(range: { start: Date | null; end: Date | null }) {
  if (range.start && range.end) {
    return sql`tstzrange(${appointments.startAt}, ${appointments.endAt}, '[]') && tstzrange(${range.start}, ${range.end}, '()')`;
  }
  if (range.end) return lt(appointments.startAt, range.end);
  if (range.start) return gt(appointments.endAt, range.start);
  return undefined;
}

/** Live appointments of these staff overlapping a span (not cancelled or unscheduled), for availability. */
export function busyAppointments(
  db: Executor,
  companyId: number,
  userIds: number[],
  span: { start: Date; end: Date },
  except: number | null | undefined,
) {
  // Each appointment of the span probes its attendees by primary key; read from the staff's side the
  // join took every attendee row they ever had (40 000 for 10 staff) to answer a day. The limit (no
  // appointment has an asked staff member twice) also keeps the planner from flattening the probe.
  const attendee = db
    .select({ userId: appointmentAttendees.userId })
    .from(appointmentAttendees)
    .where(
      and(
        eq(appointmentAttendees.companyId, appointments.companyId),
        eq(appointmentAttendees.appointmentId, appointments.id),
        anyId(appointmentAttendees.userId, userIds),
      ),
    )
    .limit(userIds.length)
    .as('attendee');
  return db
    .select({
      userId: attendee.userId,
      id: appointments.id,
      title: appointments.title,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      timezone: appointments.timezone,
    })
    .from(appointments)
    .innerJoinLateral(attendee, sql`true`)
    .where(
      and(
        ofCompany(companyId),
        isNull(appointments.archivedAt),
        notInArray(appointments.status, ['CANCELLED', 'UNSCHEDULED']),
        overlapping(span),
        except ? ne(appointments.id, except) : undefined,
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id));
}
