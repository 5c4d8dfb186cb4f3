import { type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, isTransaction } from '../../db/database';
import { epochMillis } from '../../db/epoch-millis';
import { buildStatement, runBuilt } from '../../db/prepared';
import { appointmentAttendees, appointments } from '../../db/schema/index';
import { type Span, TIME_FREEING_STATUSES } from './staff-day-locks';

// Staff's busy time: their live appointments (not archived, cancelled or unscheduled) overlapping a
// span. The office's availability, online booking's free times and a booking's re-check read it.

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
function busyQuery(values: BusyValues, titled: boolean): SQL {
  const { companyId, userIds, limit, except } = values;
  const ids = sql`${userIds}::bigint[]`;
  const start = sql`${values.start}::timestamptz`;
  const end = sql`${values.end}::timestamptz`;
  const titleOf = (row: string, title: SQL) =>
    titled
      ? sql`case when ${sql.raw(row)}.start_at < ${values.titledEnd}::timestamptz and ${sql.raw(row)}.end_at > ${values.titledStart}::timestamptz then ${title} end`
      : sql`null::text`;
  const live = (row: string, id: string) =>
    sql`${sql.raw(row)}.archived_at is null and ${sql.raw(row)}.status not in ${FREEING}
      and ${sql.raw(id)} <> ${except}`;
  return sql`
    select aa.user_id, aa.appointment_id as id,
           ${titleOf('aa', sql`(select title from ${appointments} where company_id = ${companyId} and id = aa.appointment_id)`)} as title,
           ${epochMillis(sql`aa.start_at`)} as start_ms, ${epochMillis(sql`aa.end_at`)} as end_ms
    from unnest(${ids}) as staff (id)
    join ${appointmentAttendees} aa on aa.company_id = ${companyId} and aa.user_id = staff.id
      and aa.start_at >= ${start} - ${SHORT_APPOINTMENT} and aa.start_at < ${end}
    where ${live('aa', 'aa.appointment_id')} and aa.end_at > ${start} and aa.end_at - aa.start_at <= ${SHORT_APPOINTMENT}
    union all
    select attendee.user_id, a.id, ${titleOf('a', sql`a.title`)},
           ${epochMillis(sql`a.start_at`)}, ${epochMillis(sql`a.end_at`)}
    from ${appointments} a
    join lateral (
      select user_id from ${appointmentAttendees}
      where company_id = a.company_id and appointment_id = a.id and user_id = any(${ids})
      limit ${limit}
    ) attendee on true
    where a.company_id = ${companyId} and ${live('a', 'a.id')} and a.end_at - a.start_at > ${SHORT_APPOINTMENT}
      and tstzrange(a.start_at, a.end_at, '[]') && tstzrange(${start}, ${end}, '()')
    order by 4, 2`;
}

/** busyQuery's values: written into the query (in a transaction), or placeholders of a statement built once. */
type BusyValues = Record<
  'companyId' | 'userIds' | 'start' | 'end' | 'titledStart' | 'titledEnd' | 'except' | 'limit',
  unknown
>;

const placeholders = Object.fromEntries(
  ['companyId', 'userIds', 'start', 'end', 'titledStart', 'titledEnd', 'except', 'limit'].map((name) => [
    name,
    sql.placeholder(name),
  ]),
) as BusyValues;

/** The statement on the pool, built once with and once without titles: no drizzle on the request's path. */
const busyStatements = {
  titled: buildStatement(busyQuery(placeholders, true), false),
  untitled: buildStatement(busyQuery(placeholders, false), false),
};

/** These staff's busy time overlapping the span, soonest first: on the pool, or in the caller's transaction. */
export async function busyAppointments(
  db: Executor,
  companyId: number,
  userIds: number[],
  span: Span,
  options: BusyOptions = {},
): Promise<BusyAppointment[]> {
  if (userIds.length === 0) return [];
  const { titled } = options;
  const values: BusyValues = {
    companyId,
    userIds,
    start: span.start,
    end: span.end,
    titledStart: titled?.start ?? null,
    titledEnd: titled?.end ?? null,
    except: options.except ?? 0,
    limit: userIds.length,
  };
  // Rows by position where the pool allows it; a transaction's rows come as objects.
  const rows = isTransaction(db)
    ? // The ids as one array parameter (node-postgres writes it as an array literal).
      (
        await db.execute<Record<string, unknown>>(
          busyQuery(Object.assign({}, values, { userIds: sql.param(userIds) }), titled !== undefined),
        )
      ).rows.map((row) => Object.values(row))
    : await runBuilt<unknown[]>(
        db as Database,
        titled ? busyStatements.titled : busyStatements.untitled,
        values,
        'array',
      );
  return rows.map((cells) => {
    const row = cells as [userId: number, id: number, title: string | null, startAt: number, endAt: number];
    return { userId: row[0], id: row[1], title: row[2], startAt: new Date(row[3]), endAt: new Date(row[4]) };
  });
}
