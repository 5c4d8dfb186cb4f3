import type { AppointmentSearchBody } from '@fieldbook/domain/appointments/appointments.schemas';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import { arrayRows } from '../../db/array-rows';
import type { Database } from '../../db/database';
import { epochMillis } from '../../db/epoch-millis';
import { containingLower, searchedRows } from '../../db/like-pattern';
import { runBuilt, statementsByShape } from '../../db/prepared';
import {
  type AppointmentAddress,
  appointmentAttendees,
  appointmentClients,
  appointmentCounts,
  appointments,
  appointmentTypeLinks,
} from '../../db/schema/index';
import type { ListedAppointment } from './appointments.repository';

// Reading appointments by time and filters: the calendar, the search dialog and availability.

const dialect = new PgDialect();

const ofCompany = (companyId: number) => eq(appointments.companyId, companyId);

/** What lists read of an appointment (all but the search text), in the order `listedAppointmentOf` reads it. */
const listedSelection = {
  companyId: appointments.companyId,
  id: appointments.id,
  referenceId: appointments.referenceId,
  title: appointments.title,
  description: appointments.description,
  color: appointments.color,
  status: appointments.status,
  startAt: epochMillis(appointments.startAt),
  endAt: epochMillis(appointments.endAt),
  timezone: appointments.timezone,
  allDay: appointments.allDay,
  address: appointments.address,
  isLocked: appointments.isLocked,
  recursionRule: appointments.recursionRule,
  recurrenceId: appointments.recurrenceId,
  recurrenceParentId: appointments.recurrenceParentId,
  recurringStatus: appointments.recurringStatus,
  quotationId: appointments.quotationId,
  archivedAt: epochMillis(appointments.archivedAt),
  createdBy: appointments.createdBy,
  createdAt: epochMillis(appointments.createdAt),
  updatedAt: epochMillis(appointments.updatedAt),
};
type ListedTuple = [
  companyId: number,
  id: number,
  referenceId: string,
  title: string,
  description: string | null,
  color: string | null,
  status: string,
  startAt: number,
  endAt: number,
  timezone: string,
  allDay: boolean,
  address: AppointmentAddress | null,
  isLocked: boolean,
  recursionRule: string | null,
  recurrenceId: number | null,
  recurrenceParentId: number | null,
  recurringStatus: string,
  quotationId: number | null,
  archivedAt: number | null,
  createdBy: number | null,
  createdAt: number,
  updatedAt: number,
];

/** A row of `listedSelection` as drizzle would have mapped it, in one literal (one hidden class for all rows). */
function listedAppointmentOf(cells: unknown[]): ListedAppointment {
  const row = cells as ListedTuple;
  return {
    companyId: row[0],
    id: row[1],
    referenceId: row[2],
    title: row[3],
    description: row[4],
    color: row[5],
    status: row[6],
    startAt: new Date(row[7]),
    endAt: new Date(row[8]),
    timezone: row[9],
    allDay: row[10],
    address: row[11],
    isLocked: row[12],
    recursionRule: row[13],
    recurrenceId: row[14],
    recurrenceParentId: row[15],
    recurringStatus: row[16],
    quotationId: row[17],
    archivedAt: row[18] === null ? null : new Date(row[18]),
    createdBy: row[19],
    createdAt: new Date(row[20]),
    updatedAt: new Date(row[21]),
  };
}

/** listedSelection's columns in a select list. */
const listedColumns = sql.join(Object.values(listedSelection), sql`, `);

/** The same columns as they are stored: what the page is sorted and cut on. */
const storedSelection = Object.fromEntries(
  Object.keys(listedSelection).map((key) => [key, appointments[key as keyof typeof listedSelection]]),
);

/**
 * Reads a page of appointments through `listedSelection`: sorted and cut on the stored columns, its
 * instants made epoch milliseconds after (numeric arithmetic, five a row: done before the sort, the
 * calendar week's 1 110 matches cost 2.7 ms instead of 1.8). The page keeps the table's name, so the
 * selection and the order read its columns; PostgreSQL keeps the page's order without sorting again.
 */
async function listed(
  db: Database,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset = 0,
): Promise<ListedAppointment[]> {
  const page = db
    .select(storedSelection)
    .from(appointments)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const query = sql`select ${listedColumns} from (${page}) as ${appointments} order by ${sql.join(orderBy, sql`, `)}`;
  return (await arrayRows(db, { toSQL: () => dialect.sqlToQuery(query) })).map(listedAppointmentOf);
}

/**
 * listed's page and the count of every match in one statement, for a text search: its matches are read
 * once (the trigram index, then their rows for the other conditions; apart from the sort: searchedRows)
 * instead of once for the page and again for the count. The count is a window over the matches' ids
 * alone, sorted and cut to the page before the page's rows are read by primary key. A page with no rows
 * carries no count (null).
 */
async function listedWithTotal(
  db: Database,
  companyId: number,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: ListedAppointment[]; total: number | null }> {
  const query = sql`select ${listedColumns}, page.total from (
      select ${appointments.id} as id, count(*) over () as total from ${searchedRows(appointments, where)}
      order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}
    ) page join ${appointments} on ${appointments.companyId} = ${companyId} and ${appointments.id} = page.id
    order by ${sql.join(orderBy, sql`, `)}`;
  const cells = await arrayRows(db, { toSQL: () => dialect.sqlToQuery(query) });
  const total = cells[0]?.[Object.keys(listedSelection).length];
  return { rows: cells.map(listedAppointmentOf), total: total === undefined ? null : Number(total) };
}

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

/** The search's conditions (every filter of the spec), `span` among them where it has always stood. */
export function searchConditions(companyId: number, body: AppointmentSearchBody, span: SQL | undefined) {
  return and(
    ofCompany(companyId),
    body.archived ? isNotNull(appointments.archivedAt) : isNull(appointments.archivedAt),
    ...statusConditions(body, appointments.status),
    body.filter ? sql`${appointments.searchText} like ${containingLower(body.filter)}` : undefined,
    span,
    body.all_day === null || body.all_day === undefined ? undefined : eq(appointments.allDay, body.all_day),
    body.color ? sql`lower(${appointments.color}) = ${body.color.toLowerCase()}` : undefined,
    body.timezone ? eq(appointments.timezone, body.timezone) : undefined,
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
}

/** POST search: every filter of the spec in one indexed statement, paged, with the matching count. */
export async function searchAppointments(
  db: Database,
  companyId: number,
  body: AppointmentSearchBody,
  range: { start: Date | null; end: Date | null },
) {
  if (body.sortBy === 'closest' && !body.filter && countedByStatus(body, range)) {
    return openingPage(db, companyId, body);
  }
  const where = searchConditions(companyId, body, overlapping(range));
  const direction = body.sortDirection === 'desc' ? desc : asc;
  const orderBy = [
    body.sortBy === 'closest'
      ? sql`abs(extract(epoch from ${appointments.startAt} - now()))`
      : direction(SORTS[body.sortBy]),
    asc(appointments.id),
  ];
  const offset = (body.page - 1) * body.rows;
  if (body.filter) {
    // A text search is selective (the trigram index): its few matches are sorted, cut and counted at once.
    const { rows, total } = await listedWithTotal(db, companyId, where, orderBy, body.rows, offset);
    return { rows, total: total ?? (offset === 0 ? 0 : await countOf(db, where)) };
  }
  const [rows, total] = await Promise.all([
    // Closest to now: walk the start index both ways from now.
    body.sortBy === 'closest'
      ? closestPage(db, where, body.page, body.rows)
      : listed(db, where, orderBy, body.rows, offset),
    countedByStatus(body, range)
      ? db
          .select({ count: sql<number>`coalesce(sum(${appointmentCounts.n}), 0)`.mapWith(Number) })
          .from(appointmentCounts)
          .where(
            and(
              eq(appointmentCounts.companyId, companyId),
              eq(appointmentCounts.archived, body.archived),
              ...statusConditions(body, appointmentCounts.status),
            ),
          )
          .then(([row]) => row?.count ?? 0)
      : countOf(db, where),
  ]);
  return { rows, total };
}

/** How many appointments match. */
const countOf = async (db: Database, where: SQL | undefined) =>
  (
    await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(appointments)
      .where(where)
  )[0]?.count ?? 0;

/** The search's conditions on the status (the chosen ones, or all but unscheduled; and is_scheduled). */
function statusConditions(body: AppointmentSearchBody, status: AnyPgColumn) {
  const statuses = body.status?.length ? body.status : null;
  return [
    statuses ? inArray(status, statuses) : ne(status, 'UNSCHEDULED'),
    body.is_scheduled === null || body.is_scheduled === undefined
      ? undefined
      : body.is_scheduled
        ? ne(status, 'UNSCHEDULED')
        : eq(status, 'UNSCHEDULED'),
  ];
}

/**
 * Whether the search narrows by status and archived alone (the dialog as it opens), so its total is
 * the sum of appointment_counts (kept by triggers) instead of a count over every appointment.
 */
const countedByStatus = (body: AppointmentSearchBody, range: { start: Date | null; end: Date | null }) =>
  !body.filter &&
  !range.start &&
  !range.end &&
  (body.all_day === null || body.all_day === undefined) &&
  !body.color &&
  !body.timezone &&
  !body.creator &&
  body.users.length === 0 &&
  body.clients.length === 0 &&
  body.appointment_types.length === 0;

/**
 * The page of appointments closest to now: the next ones and the last ones, each read along the
 * start index (sorting every match by distance would read them all), merged by distance.
 */
async function closestPage(db: Database, where: SQL | undefined, page: number, rows: number) {
  const now = new Date();
  const want = page * rows;
  const [upcoming, past] = await Promise.all([
    listed(db, and(where, gte(appointments.startAt, now)), [asc(appointments.startAt), asc(appointments.id)], want),
    listed(db, and(where, lt(appointments.startAt, now)), [desc(appointments.startAt), desc(appointments.id)], want),
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

/** The opening dialog's statements (closest first, narrowed by status and archived alone), by shape. */
const openingStatement = statementsByShape<string>();

/**
 * The search dialog as it opens (closest to now, narrowed by status and archived alone): closestPage's
 * two walks along the start index, their merge by distance and the total from appointment_counts in one
 * statement built once per shape (archived or not, statuses chosen or not, is_scheduled): one round
 * trip and no query building instead of three statements built on every request. The order is
 * closestPage's: by distance in milliseconds, the upcoming first at equal distance, each side in its
 * walk's order. A page past the end still reads the total (the left join's row of nulls).
 */
async function openingPage(db: Database, companyId: number, body: AppointmentSearchBody) {
  const statuses = body.status?.length ? body.status : null;
  const scheduled = body.is_scheduled ?? null;
  const shape = `${body.archived}|${statuses !== null}|${scheduled}`;
  const statement = openingStatement(shape, () => openingQuery(body.archived, statuses !== null, scheduled));
  const now = new Date();
  const rows = await runBuilt<unknown[]>(
    db,
    statement,
    {
      companyId,
      statuses: statuses ?? [],
      now,
      nowMillis: now.getTime(),
      want: body.page * body.rows,
      rows: body.rows,
      offset: (body.page - 1) * body.rows,
    },
    'array',
  );
  // The first cell is the total; a page past the end is one row of nulls after it.
  const total = Number(rows[0]?.[0] ?? 0);
  const page = rows[0]?.[2] === null ? [] : rows.map((cells) => listedAppointmentOf(cells.slice(1)));
  return { rows: page, total };
}

function openingQuery(archived: boolean, byStatuses: boolean, scheduled: boolean | null): SQL {
  const p = sql.placeholder;
  const status = (column: AnyPgColumn) => [
    byStatuses ? sql`${column} = any(${p('statuses')}::text[])` : sql`${column} <> 'UNSCHEDULED'`,
    scheduled === null ? undefined : scheduled ? sql`${column} <> 'UNSCHEDULED'` : sql`${column} = 'UNSCHEDULED'`,
  ];
  const where = and(
    sql`${appointments.companyId} = ${p('companyId')}`,
    archived ? isNotNull(appointments.archivedAt) : isNull(appointments.archivedAt),
    ...status(appointments.status),
  );
  const now = sql`${p('now')}::timestamptz`;
  const stored = sql.join(Object.values(storedSelection), sql`, `);
  const walk = (upcoming: boolean) => sql`select ${stored} from ${appointments}
      where ${where} and ${upcoming ? sql`${appointments.startAt} >= ${now}` : sql`${appointments.startAt} < ${now}`}
      order by ${
        upcoming
          ? sql`${appointments.startAt} asc, ${appointments.id} asc`
          : sql`${appointments.startAt} desc, ${appointments.id} desc`
      }
      limit ${p('want')}`;
  const upcoming = sql`${appointments.startAt} >= ${now}`;
  const order = sql`abs(floor(extract(epoch from ${appointments.startAt}) * 1000) - ${p('nowMillis')}::bigint),
    ${upcoming} desc,
    case when ${upcoming} then ${appointments.startAt} end asc, case when ${upcoming} then null else ${appointments.startAt} end desc,
    case when ${upcoming} then ${appointments.id} end asc, case when ${upcoming} then null else ${appointments.id} end desc`;
  return sql`select t.total, ${listedColumns}
    from (
      select coalesce(sum(${appointmentCounts.n}), 0)::bigint as total from ${appointmentCounts}
      where ${and(
        sql`${appointmentCounts.companyId} = ${p('companyId')}`,
        sql`${appointmentCounts.archived} = ${sql.raw(String(archived))}`,
        ...status(appointmentCounts.status),
      )}
    ) t
    left join lateral (
      select * from ((${walk(true)}) union all (${walk(false)})) as ${appointments}
      order by ${order} limit ${p('rows')} offset ${p('offset')}
    ) as ${appointments} on true
    order by ${order}`;
}

/** Appointments overlapping a span (either end may be open), through the span GiST index. */
export function overlapping(range: { start: Date | null; end: Date | null }) {
  if (range.start && range.end) {
    return sql`tstzrange(${appointments.startAt}, ${appointments.endAt}, '[]') && tstzrange(${range.start}, ${range.end}, '()')`;
  }
  if (range.end) return lt(appointments.startAt, range.end);
  if (range.start) return gt(appointments.endAt, range.start);
  return undefined;
}
