import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { arrayRows } from '../../db/array-rows';
import { type Database, type Executor, isTransaction } from '../../db/database';
import { appointmentAttendees, appointments } from '../../db/schema/index';
import { epochMillis } from './appointments-search.repository';
import { type Span, TIME_FREEING_STATUSES } from './staff-day-locks';

// Staff's busy time: their live appointments (not archived, cancelled or unscheduled) overlapping a
// span. The office's availability, online booking's free times and a booking's re-check read it.

const dialect = new PgDialect();

/** Appointments longer than this are read by their own partial span index, not from the staff's side. */
const SHORT_APPOINTMENT = sql.raw(`interval '1 day'`);
const FREEING = sql.raw(`(${TIME_FREEING_STATUSES.map((status) => `'${status}'`).join(', ')})`);

export interface BusyAppointment {
  userId: number;
  id: number;
  /** Its title when it overlaps the span asked to be titled (the office's conflicts), else null. */
  title: string | null;
  startAt: Date;
  endAt: Date;
}

export interface BusyOptions {
  /** An appointment to leave out (the one being edited or moved). */
  except?: number | null | undefined;
  /** Where titles are wanted: only these appointments are visited beyond the index. */
  titled?: Span | undefined;
}

/**
 * Read from each staff member's side, so the cost follows the staff asked about and not the company's
 * size: their appointments starting up to a day before the span, off the attendee start index alone
 * (its rows carry their appointment's end, status and archived_at: migration 0048), plus the few longer
 * than a day from the appointments' own partial span index.
 */
function busyQuery(companyId: number, userIds: number[], span: Span, options: BusyOptions): SQL {
  const ids = sql`${sql.param(userIds)}::bigint[]`;
  const start = sql`${span.start}::timestamptz`;
  const { titled } = options;
  const titleOf = (row: string, title: SQL) =>
    titled
      ? sql`case when ${sql.raw(row)}.start_at < ${titled.end} and ${sql.raw(row)}.end_at > ${titled.start} then ${title} end`
      : sql`null::text`;
  const live = (row: string, id: string) =>
    sql`${sql.raw(row)}.archived_at is null and ${sql.raw(row)}.status not in ${FREEING}
      and ${sql.raw(id)} <> ${options.except ?? 0}`;
  return sql`
    select aa.user_id, aa.appointment_id as id,
           ${titleOf('aa', sql`(select title from ${appointments} where company_id = ${companyId} and id = aa.appointment_id)`)} as title,
           ${epochMillis(sql`aa.start_at`)} as start_ms, ${epochMillis(sql`aa.end_at`)} as end_ms
    from unnest(${ids}) as staff (id)
    join ${appointmentAttendees} aa on aa.company_id = ${companyId} and aa.user_id = staff.id
      and aa.start_at >= ${start} - ${SHORT_APPOINTMENT} and aa.start_at < ${span.end}
    where ${live('aa', 'aa.appointment_id')} and aa.end_at > ${start} and aa.end_at - aa.start_at <= ${SHORT_APPOINTMENT}
    union all
    select attendee.user_id, a.id, ${titleOf('a', sql`a.title`)},
           ${epochMillis(sql`a.start_at`)}, ${epochMillis(sql`a.end_at`)}
    from ${appointments} a
    join lateral (
      select user_id from ${appointmentAttendees}
      where company_id = a.company_id and appointment_id = a.id and user_id = any(${ids})
      limit ${userIds.length}
    ) attendee on true
    where a.company_id = ${companyId} and ${live('a', 'a.id')} and a.end_at - a.start_at > ${SHORT_APPOINTMENT}
      and tstzrange(a.start_at, a.end_at, '[]') && tstzrange(${start}, ${span.end}, '()')
    order by 4, 2`;
}

/** These staff's busy time overlapping the span, soonest first: on the pool, or in the caller's transaction. */
export async function busyAppointments(
  db: Executor,
  companyId: number,
  userIds: number[],
  span: Span,
  options: BusyOptions = {},
): Promise<BusyAppointment[]> {
  if (userIds.length === 0) return [];
  const query = busyQuery(companyId, userIds, span, options);
  // Rows by position (arrayRows) where the pool allows it; a transaction's rows come as objects.
  const rows = isTransaction(db)
    ? (await db.execute<Record<string, unknown>>(query)).rows.map((row) => Object.values(row))
    : await arrayRows(db as Database, { toSQL: () => dialect.sqlToQuery(query) });
  return rows.map((cells) => {
    const row = cells as [userId: number, id: number, title: string | null, startAt: number, endAt: number];
    return { userId: row[0], id: row[1], title: row[2], startAt: new Date(row[3]), endAt: new Date(row[4]) };
  });
}
