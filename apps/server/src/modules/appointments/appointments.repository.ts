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
import type { Executor } from '../../db/database';
import { containingLower } from '../../db/like-pattern';
import {
  appointmentAttendees,
  appointmentClients,
  appointmentReminders,
  appointments,
  appointmentTypeLinks,
  appointmentTypes,
  clients,
  users,
} from '../../db/schema/index';
import { nextUpdatedAt } from '../../http/dates';

export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentValues = Omit<
  typeof appointments.$inferInsert,
  'companyId' | 'id' | 'searchText' | 'createdAt' | 'updatedAt' | 'createdBy' | 'archivedAt'
>;
export type ReminderRow = typeof appointmentReminders.$inferSelect;
export type ReminderValues = Pick<ReminderRow, 'key' | 'clientId' | 'userId' | 'type' | 'value' | 'reminderOffset'>;

const ofCompany = (companyId: number) => eq(appointments.companyId, companyId);

export async function findAppointment(db: Executor, companyId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(appointments)
    .where(and(ofCompany(companyId), eq(appointments.id, id)))
    .limit(1);
  return (await (lock ? query.for('update') : query))[0];
}

export async function insertAppointment(db: Executor, companyId: number, createdBy: number, values: AppointmentValues) {
  const [row] = await db
    .insert(appointments)
    .values({ ...values, companyId, createdBy })
    .returning();
  if (!row) throw new Error('appointment insert returned no row');
  return row;
}

/** The later appointments of a new series, in one statement. */
export async function insertAppointments(
  db: Executor,
  companyId: number,
  createdBy: number,
  values: AppointmentValues[],
) {
  if (values.length === 0) return [];
  return db
    .insert(appointments)
    .values(values.map((v) => ({ ...v, companyId, createdBy })))
    .returning();
}

/** The first appointment of a new series: it carries the built rule and is the series' id. */
export async function updateSeriesLink(
  db: Executor,
  companyId: number,
  id: number,
  rule: string,
  parentId: number | null,
) {
  await db
    .update(appointments)
    .set({ recursionRule: rule, recurrenceId: id, recurrenceParentId: parentId })
    .where(and(ofCompany(companyId), eq(appointments.id, id)));
}

const laterInSeriesWhere = (companyId: number, recurrenceId: number, after: Date, statuses: readonly string[]) =>
  and(
    ofCompany(companyId),
    eq(appointments.recurrenceId, recurrenceId),
    gt(appointments.startAt, after),
    isNull(appointments.archivedAt),
    inArray(appointments.status, [...statuses]),
  );

/** A series' live appointments after `after` with one of the statuses, locked for the change. */
export async function laterInSeries(
  db: Executor,
  companyId: number,
  recurrenceId: number,
  after: Date,
  statuses: readonly string[],
) {
  return db
    .select()
    .from(appointments)
    .where(laterInSeriesWhere(companyId, recurrenceId, after, statuses))
    .orderBy(asc(appointments.startAt))
    .for('update');
}

/** Archives a series' appointments that start after `after` with one of the statuses; answers their ids. */
export async function archiveLaterInSeries(
  db: Executor,
  companyId: number,
  recurrenceId: number,
  after: Date,
  statuses: readonly string[],
) {
  const rows = await db
    .update(appointments)
    // As nextUpdatedAt: a whole second on, so the stale-edit check (to the second) sees the change.
    .set({
      archivedAt: new Date(),
      updatedAt: sql`greatest(now(), date_trunc('second', ${appointments.updatedAt}) + interval '1 second')`,
    })
    .where(laterInSeriesWhere(companyId, recurrenceId, after, statuses))
    .returning({ id: appointments.id });
  return rows.map((r) => r.id);
}

/** hasFutureRule: a later appointment of the series already changed the rule (and split from it). */
export async function hasLaterSplit(db: Executor, companyId: number, recurrenceId: number, after: Date) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        ofCompany(companyId),
        eq(appointments.recurrenceParentId, recurrenceId),
        gt(appointments.startAt, after),
        isNull(appointments.archivedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A series' appointments by start: id, start and status (the Beforehand / Afterward lists). */
export async function seriesOf(db: Executor, companyId: number, recurrenceId: number) {
  return db
    .select({ id: appointments.id, startAt: appointments.startAt, status: appointments.status })
    .from(appointments)
    .where(and(ofCompany(companyId), eq(appointments.recurrenceId, recurrenceId), isNull(appointments.archivedAt)))
    .orderBy(asc(appointments.startAt), asc(appointments.id));
}

/** Writes a new version; updated_at always moves on (the stale-edit check compares it). */
export async function updateAppointment(
  db: Executor,
  current: AppointmentRow,
  values: Partial<AppointmentValues & Pick<AppointmentRow, 'archivedAt'>>,
) {
  const [row] = await db
    .update(appointments)
    .set({ ...values, updatedAt: nextUpdatedAt(current.updatedAt) })
    .where(and(ofCompany(current.companyId), eq(appointments.id, current.id)))
    .returning();
  if (!row) throw new Error('appointment update returned no row');
  return row;
}

export async function referenceTaken(db: Executor, companyId: number, reference: string, exceptId?: number) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        ofCompany(companyId),
        sql`lower(${appointments.referenceId}) = lower(${reference})`,
        exceptId === undefined ? undefined : ne(appointments.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Replaces appointments' attendees, clients and types with the same lists, keeping the given order. */
export async function replaceLinksOfMany(
  db: Executor,
  companyId: number,
  appointmentIds: number[],
  links: { attendees: number[]; clients: number[]; types: number[] },
) {
  if (appointmentIds.length === 0) return;
  for (const table of [appointmentAttendees, appointmentClients, appointmentTypeLinks]) {
    await db.delete(table).where(and(eq(table.companyId, companyId), inArray(table.appointmentId, appointmentIds)));
  }
  await saveLinksForMany(db, companyId, appointmentIds, links);
}

export const saveLinks = (
  db: Executor,
  companyId: number,
  appointmentId: number,
  links: { attendees: number[]; clients: number[]; types: number[] },
) => replaceLinksOfMany(db, companyId, [appointmentId], links);

/** The same links on new appointments (or ones just cleared), one insert per link table. */
export async function saveLinksForMany(
  db: Executor,
  companyId: number,
  appointmentIds: number[],
  links: { attendees: number[]; clients: number[]; types: number[] },
) {
  const tables = [
    [appointmentAttendees, 'userId', links.attendees],
    [appointmentClients, 'clientId', links.clients],
    [appointmentTypeLinks, 'typeId', links.types],
  ] as const;
  for (const [table, column, ids] of tables) {
    if (ids.length === 0 || appointmentIds.length === 0) continue;
    // The three tables differ only in the linked id's column, which TypeScript cannot follow through the loop.
    await db
      .insert(table)
      .values(
        appointmentIds.flatMap((appointmentId) =>
          ids.map((id, position) => ({ companyId, appointmentId, position, [column]: id }) as never),
        ),
      );
  }
}

/** The same reminders on new appointments (or ones just cleared), in one insert. */
export async function saveRemindersForMany(
  db: Executor,
  companyId: number,
  appointmentIds: number[],
  reminders: ReminderValues[],
) {
  if (reminders.length === 0 || appointmentIds.length === 0) return;
  await db
    .insert(appointmentReminders)
    .values(appointmentIds.flatMap((appointmentId) => reminders.map((r) => ({ ...r, companyId, appointmentId }))));
}

/** Replaces appointments' reminders with the same list. */
export async function replaceRemindersOfMany(
  db: Executor,
  companyId: number,
  appointmentIds: number[],
  reminders: ReminderValues[],
) {
  if (appointmentIds.length === 0) return;
  await db
    .delete(appointmentReminders)
    .where(
      and(eq(appointmentReminders.companyId, companyId), inArray(appointmentReminders.appointmentId, appointmentIds)),
    );
  await saveRemindersForMany(db, companyId, appointmentIds, reminders);
}

export const saveReminders = (db: Executor, companyId: number, appointmentId: number, reminders: ReminderValues[]) =>
  replaceRemindersOfMany(db, companyId, [appointmentId], reminders);

export const deleteStaffReminders = (db: Executor, companyId: number, appointmentId: number) =>
  db
    .delete(appointmentReminders)
    .where(
      and(
        eq(appointmentReminders.companyId, companyId),
        eq(appointmentReminders.appointmentId, appointmentId),
        eq(appointmentReminders.key, 'staff'),
      ),
    );

/** Which of these ids are the company's active staff, clients (not archived) and types. */
export async function knownLinks(
  db: Executor,
  companyId: number,
  links: { attendees: number[]; clients: number[]; types: number[] },
) {
  const [staff, clientRows, typeRows] = await Promise.all([
    links.attendees.length
      ? db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.companyId, companyId), inArray(users.id, links.attendees), eq(users.active, true)))
      : [],
    links.clients.length
      ? db
          .select({ id: clients.id, disableReminders: clients.disableReminders })
          .from(clients)
          .where(and(eq(clients.companyId, companyId), inArray(clients.id, links.clients)))
      : [],
    links.types.length
      ? db
          .select({ id: appointmentTypes.id })
          .from(appointmentTypes)
          .where(and(eq(appointmentTypes.companyId, companyId), inArray(appointmentTypes.id, links.types)))
      : [],
  ]);
  return {
    attendees: new Set(staff.map((r) => r.id)),
    clients: new Set(clientRows.map((r) => r.id)),
    types: new Set(typeRows.map((r) => r.id)),
  };
}

/** What appointments show of their staff, clients, types and reminders, for many appointments at once. */
export async function loadDetails(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return { attendees: [], clients: [], types: [], reminders: [] };
  const [attendeeRows, clientRows, typeRows, reminderRows] = await Promise.all([
    db
      .select({
        appointmentId: appointmentAttendees.appointmentId,
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        color: users.color,
        createdCompany: users.createdCompany,
      })
      .from(appointmentAttendees)
      .innerJoin(
        users,
        and(eq(users.companyId, appointmentAttendees.companyId), eq(users.id, appointmentAttendees.userId)),
      )
      .where(and(eq(appointmentAttendees.companyId, companyId), inArray(appointmentAttendees.appointmentId, ids)))
      .orderBy(asc(appointmentAttendees.position)),
    db
      .select({
        appointmentId: appointmentClients.appointmentId,
        id: clients.id,
        displayName: clients.displayName,
        disableReminders: clients.disableReminders,
        defaultCommunicationMethod: clients.defaultCommunicationMethod,
      })
      .from(appointmentClients)
      .innerJoin(
        clients,
        and(eq(clients.companyId, appointmentClients.companyId), eq(clients.id, appointmentClients.clientId)),
      )
      .where(and(eq(appointmentClients.companyId, companyId), inArray(appointmentClients.appointmentId, ids)))
      .orderBy(asc(appointmentClients.position)),
    db
      .select({
        appointmentId: appointmentTypeLinks.appointmentId,
        id: appointmentTypes.id,
        name: appointmentTypes.name,
        shorthandName: appointmentTypes.shorthandName,
        mustBeStaffed: appointmentTypes.mustBeStaffed,
        color: appointmentTypes.color,
      })
      .from(appointmentTypeLinks)
      .innerJoin(
        appointmentTypes,
        and(
          eq(appointmentTypes.companyId, appointmentTypeLinks.companyId),
          eq(appointmentTypes.id, appointmentTypeLinks.typeId),
        ),
      )
      .where(and(eq(appointmentTypeLinks.companyId, companyId), inArray(appointmentTypeLinks.appointmentId, ids)))
      .orderBy(asc(appointmentTypeLinks.position)),
    db
      .select()
      .from(appointmentReminders)
      .where(and(eq(appointmentReminders.companyId, companyId), inArray(appointmentReminders.appointmentId, ids)))
      .orderBy(asc(appointmentReminders.id)),
  ]);
  return { attendees: attendeeRows, clients: clientRows, types: typeRows, reminders: reminderRows };
}
export type AppointmentDetails = Awaited<ReturnType<typeof loadDetails>>;

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
          .select()
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
      .select()
      .from(appointments)
      .where(and(where, gte(appointments.startAt, now)))
      .orderBy(asc(appointments.startAt), asc(appointments.id))
      .limit(want),
    db
      .select()
      .from(appointments)
      .where(and(where, lt(appointments.startAt, now)))
      .orderBy(desc(appointments.startAt), desc(appointments.id))
      .limit(want),
  ]);
  const distance = (row: AppointmentRow) => Math.abs(row.startAt.getTime() - now.getTime());
  const merged: AppointmentRow[] = [];
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
  return db
    .select({
      userId: appointmentAttendees.userId,
      id: appointments.id,
      title: appointments.title,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      timezone: appointments.timezone,
    })
    .from(appointmentAttendees)
    .innerJoin(
      appointments,
      and(
        eq(appointments.companyId, appointmentAttendees.companyId),
        eq(appointments.id, appointmentAttendees.appointmentId),
      ),
    )
    .where(
      and(
        eq(appointmentAttendees.companyId, companyId),
        inArray(appointmentAttendees.userId, userIds),
        isNull(appointments.archivedAt),
        notInArray(appointments.status, ['CANCELLED', 'UNSCHEDULED']),
        overlapping(span),
        except ? ne(appointments.id, except) : undefined,
      ),
    )
    .orderBy(asc(appointments.startAt));
}
