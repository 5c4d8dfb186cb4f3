import type { AppointmentReminder } from '@fieldbook/domain/appointments/appointments.payloads';
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
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import { arrayRows } from '../../db/array-rows';
import type { Database } from '../../db/database';
import { epochMillis } from '../../db/epoch-millis';
import { containingLower } from '../../db/like-pattern';
import { type BuiltStatement, buildStatement, executeNamed, executeNamedArrays, runBuilt } from '../../db/prepared';
import {
  type AppointmentAddress,
  appointmentAttendees,
  appointmentClients,
  appointmentCounts,
  appointmentReminders,
  appointments,
  appointmentTypeLinks,
  appointmentTypes,
  clients,
  users,
} from '../../db/schema/index';
import type { AppointmentDetails, ListedAppointment } from './appointments.repository';

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
  const columns = sql.join(Object.values(listedSelection), sql`, `);
  const query = sql`select ${columns} from (${page}) as ${appointments} order by ${sql.join(orderBy, sql`, `)}`;
  return (await arrayRows(db, { toSQL: () => dialect.sqlToQuery(query) })).map(listedAppointmentOf);
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
function searchConditions(companyId: number, body: AppointmentSearchBody, span: SQL | undefined) {
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
  const [rows, [total]] = await Promise.all([
    // A text search is selective (the trigram index): sort its few matches by distance. Otherwise walk
    // the start index both ways from now.
    body.sortBy === 'closest' && !body.filter
      ? closestPage(db, where, body.page, body.rows)
      : listed(
          db,
          where,
          [
            body.sortBy === 'closest'
              ? sql`abs(extract(epoch from ${appointments.startAt} - now()))`
              : direction(SORTS[body.sortBy]),
            asc(appointments.id),
          ],
          body.rows,
          (body.page - 1) * body.rows,
        ),
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
      : db
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(appointments)
          .where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

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
const openingStatements = new Map<string, BuiltStatement>();

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
  let statement = openingStatements.get(shape);
  if (!statement) {
    statement = buildStatement(openingQuery(body.archived, statuses !== null, scheduled));
    openingStatements.set(shape, statement);
  }
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
  const columns = sql.join(Object.values(listedSelection), sql`, `);
  return sql`select t.total, ${columns}
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
function overlapping(range: { start: Date | null; end: Date | null }) {
  if (range.start && range.end) {
    return sql`tstzrange(${appointments.startAt}, ${appointments.endAt}, '[]') && tstzrange(${range.start}, ${range.end}, '()')`;
  }
  if (range.end) return lt(appointments.startAt, range.end);
  if (range.start) return gt(appointments.endAt, range.start);
  return undefined;
}

/**
 * The details' four reads as one union (a kind, its appointment, its order, a JSON array a row), for
 * the company and the ids' `any(…)` given (values, or placeholders of a statement built once); the
 * caller orders it (`order by 1, 3`), after any reads of its own.
 */
const detailsUnion = (companyId: number | Placeholder, any: SQL) => sql`
    select 0 as k, aa.appointment_id as a, aa.position as o,
           json_build_array(u.id, u.first_name, u.last_name, u.color, u.created_company) as v
    from ${appointmentAttendees} aa join ${users} u on u.company_id = aa.company_id and u.id = aa.user_id
    where aa.company_id = ${companyId} and aa.appointment_id = ${any}
    union all
    select 1, ac.appointment_id, ac.position,
           json_build_array(c.id, c.display_name, c.disable_reminders, c.default_communication_method)
    from ${appointmentClients} ac join ${clients} c on c.company_id = ac.company_id and c.id = ac.client_id
    where ac.company_id = ${companyId} and ac.appointment_id = ${any}
    union all
    select 2, tl.appointment_id, tl.position, json_build_array(t.id, t.name, t.shorthand_name, t.must_be_staffed, t.color)
    from ${appointmentTypeLinks} tl join ${appointmentTypes} t on t.company_id = tl.company_id and t.id = tl.type_id
    where tl.company_id = ${companyId} and tl.appointment_id = ${any}
    union all
    select 3, r.appointment_id, r.id,
           json_build_array(r.id, r.key, r.client_id, r.user_id, r.type, r.value, r.reminder_offset, r.has_sent, r.job_id)
    from ${appointmentReminders} r where r.company_id = ${companyId} and r.appointment_id = ${any}`;

/**
 * loadDetails for a list's many appointments in one statement (its four reads as one union, each row a
 * JSON array): one round trip and one array of ids sent instead of four, for the calendar's 500.
 */
export async function listDetails(db: Database, companyId: number, ids: number[]): Promise<AppointmentDetails> {
  const details: AppointmentDetails = { attendees: [], clients: [], types: [], reminders: [] };
  if (ids.length === 0) return details;
  // The ids as one array literal, written once: node-postgres quotes and escapes an array's every
  // element, for each of the four places that name it.
  const any = sql`any(${`{${ids.join(',')}}`}::bigint[])`;
  const rows = await executeNamed<{ k: number; a: number; v: unknown[] }>(
    db,
    sql`${detailsUnion(companyId, any)} order by 1, 3`,
  );
  for (const { k, a, v } of rows) addDetail(details, companyId, k, a, v);
  return details;
}

/** One row of the details statements (a kind, its appointment, the JSON array built for that kind) into `details`. */
function addDetail(details: AppointmentDetails, companyId: number, k: number, appointmentId: number, v: unknown[]) {
  // The arrays' cells in the order built above, typed as the columns they come from.
  const cells = v as never[] as [never, never, never, never, never, never, never, never, never];
  if (k === 0) {
    const [id, firstName, lastName, color, createdCompany] = cells;
    details.attendees.push({ appointmentId, id, firstName, lastName, color, createdCompany });
  } else if (k === 1) {
    const [id, displayName, disableReminders, defaultCommunicationMethod] = cells;
    details.clients.push({ appointmentId, id, displayName, disableReminders, defaultCommunicationMethod });
  } else if (k === 2) {
    const [id, name, shorthandName, mustBeStaffed, color] = cells;
    details.types.push({ appointmentId, id, name, shorthandName, mustBeStaffed, color });
  } else {
    const [id, key, clientId, userId, type, value, reminderOffset, hasSent, jobId] = cells;
    details.reminders.push({
      companyId,
      appointmentId,
      id,
      key,
      clientId,
      userId,
      type,
      value,
      reminderOffset,
      hasSent,
      jobId,
    });
  }
}

/**
 * listDetails and the names of the appointments' creators (found from their rows: a read by id need
 * not wait for its row) in one statement built once: for the search dialog's page and find, one round
 * trip and no query building instead of two statements built per request. A creator's name is "first
 * last", trimmed, as the clients' creator_names gives it.
 */
const detailsAndCreatorsStatement = (() => {
  const companyId = sql.placeholder('companyId');
  // The ids as one array literal, written once (see listDetails), named four times.
  const any = sql`any(${sql.placeholder('ids')}::bigint[])`;
  return buildStatement(sql`${detailsUnion(companyId, any)}
    union all
    select 4, u.id, 0, json_build_array(u.first_name, u.last_name)
    from ${users} u where u.company_id = ${companyId} and u.id in (
      select ${appointments.createdBy} from ${appointments}
      where ${appointments.companyId} = ${companyId} and ${appointments.id} = ${any})
    order by 1, 3`);
})();

export async function listDetailsAndCreators(db: Database, companyId: number, ids: number[]) {
  const details: AppointmentDetails = { attendees: [], clients: [], types: [], reminders: [] };
  const creators = new Map<number, string>();
  if (ids.length === 0) return { details, creators };
  const rows = await runBuilt<{ k: number; a: number; v: unknown[] }>(db, detailsAndCreatorsStatement, {
    companyId,
    ids: `{${ids.join(',')}}`,
  });
  for (const { k, a, v } of rows) {
    if (k === 4) {
      const [firstName, lastName] = v as [string, string];
      creators.set(a, `${firstName} ${lastName}`.trim());
    } else addDetail(details, companyId, k, a, v);
  }
  return { details, creators };
}

/**
 * An appointment as the calendar's page reads it: only what calendarAppointmentSchema shows and can_edit
 * asks (archived, creator); instants as epoch milliseconds (whole seconds: the answer shows no finer).
 */
export interface CalendarRow {
  id: number;
  referenceId: string;
  title: string;
  description: string | null;
  color: string | null;
  status: string;
  startAt: number;
  endAt: number;
  timezone: string;
  allDay: boolean;
  address: AppointmentAddress | null;
  isLocked: boolean;
  recursionRule: string | null;
  recurringStatus: string;
  archived: boolean;
  createdBy: number | null;
  updatedAt: number;
}

/** The columns the calendar's page sorts and reads, as stored. */
const calendarStored = sql.raw(
  'id, reference_id, title, description, color, status, start_at, end_at, timezone, all_day, address, is_locked, recursion_rule, recurring_status, archived_at, created_by, updated_at',
);
/**
 * The same columns as the page answers them: the instants as whole epoch seconds through date_part's
 * float8 (exact to the second: a float8 of an epoch in seconds keeps microseconds apart, so its floor
 * is the second; numeric arithmetic per instant cost a third of the page).
 */
const calendarSelected = sql.raw(
  "id, reference_id, title, description, color, status, floor(date_part('epoch', start_at))::bigint, floor(date_part('epoch', end_at))::bigint, timezone, all_day, address, is_locked, recursion_rule, recurring_status, archived_at is not null, created_by, floor(date_part('epoch', updated_at))::bigint",
);
type CalendarTuple = [
  id: number,
  referenceId: string,
  title: string,
  description: string | null,
  color: string | null,
  status: string,
  startSeconds: number,
  endSeconds: number,
  timezone: string,
  allDay: boolean,
  address: AppointmentAddress | null,
  isLocked: boolean,
  recursionRule: string | null,
  recurringStatus: string,
  archived: boolean,
  createdBy: number | null,
  updatedSeconds: number,
];
function calendarRowOf(cells: unknown[]): CalendarRow {
  const row = cells as CalendarTuple;
  return {
    id: row[0],
    referenceId: row[1],
    title: row[2],
    description: row[3],
    color: row[4],
    status: row[5],
    startAt: row[6] * 1000,
    endAt: row[7] * 1000,
    timezone: row[8],
    allDay: row[9],
    address: row[10],
    isLocked: row[11],
    recursionRule: row[12],
    recurringStatus: row[13],
    archived: row[14],
    createdBy: row[15],
    updatedAt: row[16] * 1000,
  };
}
const calendarRowOfListed = (row: ListedAppointment): CalendarRow => ({
  id: row.id,
  referenceId: row.referenceId,
  title: row.title,
  description: row.description,
  color: row.color,
  status: row.status,
  startAt: row.startAt.getTime(),
  endAt: row.endAt.getTime(),
  timezone: row.timezone,
  allDay: row.allDay,
  address: row.address,
  isLocked: row.isLocked,
  recursionRule: row.recursionRule,
  recurringStatus: row.recurringStatus,
  archived: row.archivedAt !== null,
  createdBy: row.createdBy,
  updatedAt: row.updatedAt.getTime(),
});

/**
 * POST calendar's page, the search's page (the same conditions, order and total) as the calendar reads
 * it, and how to know its total. A span by start (the calendar's week) is read in two parts that need no
 * sort of the span's every match: the few appointments under way at the span's start (the span GiST
 * index, by containing that instant), then those starting within it along the start index, already in
 * order, read only as far as the page goes. Each shape is a named statement: planned once per
 * connection. Other searches (another order, an open end, archived ones) are the search's own.
 */
export async function calendarPage(
  db: Database,
  companyId: number,
  body: AppointmentSearchBody,
  range: { start: Date | null; end: Date | null },
): Promise<{ rows: CalendarRow[]; total: () => Promise<number> }> {
  const { start, end } = range;
  if (!start || !end || body.sortBy !== 'start_date' || body.sortDirection === 'desc' || body.archived) {
    const { rows, total } = await searchAppointments(db, companyId, body, range);
    return { rows: rows.map(calendarRowOfListed), total: async () => total };
  }
  const offset = (body.page - 1) * body.rows;
  // Under way at the start: overlapping the span and starting before it (so holding its start).
  const underWay = searchConditions(
    companyId,
    body,
    sql`${overlapping(range)} and tstzrange(${appointments.startAt}, ${appointments.endAt}, '[]') @> ${start}::timestamptz and ${lt(appointments.startAt, start)}`,
  );
  // Starting within it: the same overlap written on the start index's column (a start at or after the
  // span's start overlaps it exactly when it starts before the span's end and ends after its start).
  const starting = searchConditions(
    companyId,
    body,
    sql`${gte(appointments.startAt, start)} and ${lt(appointments.startAt, end)} and ${gt(appointments.endAt, start)}`,
  );
  const rows = await executeNamedArrays(
    db,
    sql`select ${calendarSelected} from (
      (select ${calendarStored} from (select ${calendarStored} from ${appointments} where ${underWay} offset 0) as under_way
       order by start_at, id)
      union all
      (select ${calendarStored} from ${appointments} where ${starting} order by start_at, id)
      order by start_at, id limit ${body.rows} offset ${offset}
    ) as page order by start_at, id`,
  );
  const page = rows.map(calendarRowOf);
  return {
    rows: page,
    // A page short of full ends the matches: its total is known without counting them.
    total: async () =>
      page.length > 0 && page.length < body.rows
        ? offset + page.length
        : body.page === 1 && page.length === 0
          ? 0
          : Number(
              (
                await executeNamedArrays(
                  db,
                  sql`select count(*) from ${appointments} where ${searchConditions(companyId, body, overlapping(range))}`,
                )
              )[0]?.[0] ?? 0,
            ),
  };
}

/** An appointment's details as the calendar shows them (calendarAppointmentSchema's lists). */
export interface CalendarDetails {
  attendees: { id: number; name: string; color: string }[];
  clients: { id: number; display_name: string }[];
  types: { id: number; name: string; color: string }[];
  client_reminders: AppointmentReminder[];
  staff_reminders: AppointmentReminder[];
  unscheduled_reminders: AppointmentReminder[];
}

const REMINDER_LISTS = {
  clients: 'client_reminders',
  staff: 'staff_reminders',
  unscheduled: 'unscheduled_reminders',
} as const;

/**
 * listDetails for the calendar's page: only what the calendar shows of each, already in its answer's
 * shape, by appointment. The attendees are read once into a materialized list: their pairs come back
 * as one text of numbers (a row, not a row each), their users once each (a week's 500 appointments
 * name some 40 staff); the rest as a JSON array a row.
 */
export async function calendarDetails(
  db: Database,
  companyId: number,
  ids: number[],
): Promise<Map<number, CalendarDetails>> {
  const byAppointment = new Map<number, CalendarDetails>();
  if (ids.length === 0) return byAppointment;
  for (const id of ids) {
    byAppointment.set(id, {
      attendees: [],
      clients: [],
      types: [],
      client_reminders: [],
      staff_reminders: [],
      unscheduled_reminders: [],
    });
  }
  const any = sql`any(${`{${ids.join(',')}}`}::bigint[])`;
  const rows = await executeNamedArrays(
    db,
    sql`
    with attending as materialized (
      select aa.appointment_id, aa.user_id, aa.position from ${appointmentAttendees} aa
      where aa.company_id = ${companyId} and aa.appointment_id = ${any}
    )
    select k, a, v from (
      select 0 as k, null::bigint as a, 0 as o,
             (select string_agg(appointment_id || ',' || user_id, ',' order by appointment_id, position) from attending) as v
      union all
      select 1, u.id, 0, json_build_array(u.first_name, u.last_name, u.color)::text
      from ${users} u where u.company_id = ${companyId} and u.id in (select user_id from attending)
      union all
      select 2, ac.appointment_id, ac.position, json_build_array(c.id, c.display_name)::text
      from ${appointmentClients} ac join ${clients} c on c.company_id = ac.company_id and c.id = ac.client_id
      where ac.company_id = ${companyId} and ac.appointment_id = ${any}
      union all
      select 3, tl.appointment_id, tl.position, json_build_array(t.id, t.name, t.color)::text
      from ${appointmentTypeLinks} tl join ${appointmentTypes} t on t.company_id = tl.company_id and t.id = tl.type_id
      where tl.company_id = ${companyId} and tl.appointment_id = ${any}
      union all
      select 4, r.appointment_id, r.id,
             json_build_array(r.id, r.key, r.client_id, r.user_id, r.type, r.value, r.reminder_offset, r.has_sent)::text
      from ${appointmentReminders} r where r.company_id = ${companyId} and r.appointment_id = ${any}
    ) as details order by k, o`,
  );
  // Each user's attendee entry, one object for all their appointments.
  const staff = new Map<number, CalendarDetails['attendees'][number]>();
  let pairs: string | null = null;
  for (const [k, a, v] of rows as [number, number | null, string | null][]) {
    if (k === 0) {
      pairs = v;
      continue;
    }
    const cells = JSON.parse(v as string) as unknown[];
    if (k === 1) {
      const [firstName, lastName, color] = cells as [string, string, string];
      staff.set(a as number, { id: a as number, name: `${firstName} ${lastName}`.trim(), color });
      continue;
    }
    const details = byAppointment.get(a as number);
    if (!details) continue;
    if (k === 2) {
      const [id, display_name] = cells as [number, string];
      details.clients.push({ id, display_name });
    } else if (k === 3) {
      const [id, name, color] = cells as [number, string, string];
      details.types.push({ id, name, color });
    } else {
      // Only the listed keys, types and statuses are ever stored (the body schemas refuse others).
      const [id, key, client_id, user_id, type, value, reminder_offset, has_sent] = cells as [
        number,
        keyof typeof REMINDER_LISTS,
        number | null,
        number | null,
        AppointmentReminder['type'],
        string | null,
        number,
        boolean,
      ];
      details[REMINDER_LISTS[key]].push({ id, key, client_id, user_id, type, value, reminder_offset, has_sent });
    }
  }
  // appointment,user,appointment,user…: by appointment, each one's in their order.
  const numbers = pairs === null ? [] : pairs.split(',');
  for (let at = 0; at + 1 < numbers.length; at += 2) {
    const attendee = staff.get(Number(numbers[at + 1]));
    if (attendee) byAppointment.get(Number(numbers[at]))?.attendees.push(attendee);
  }
  return byAppointment;
}
