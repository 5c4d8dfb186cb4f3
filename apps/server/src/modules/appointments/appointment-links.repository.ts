import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, readTogether } from '../../db/database';
import {
  appointmentAttendees,
  appointmentClients,
  appointmentReminders,
  appointmentTypeLinks,
  appointmentTypes,
  clients,
  users,
} from '../../db/schema/index';
import type { ReminderValues } from './appointments.repository';

// What an appointment is linked to (its staff, clients and types, in order) and its reminders: written
// together on every save, read back by id.

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

const LINKED = [
  ['attendees', appointmentAttendees, 'userId'],
  ['clients', appointmentClients, 'clientId'],
  ['types', appointmentTypeLinks, 'typeId'],
] as const;

/**
 * Gives an appointment these attendees, clients and types, in order, rewriting only the lists that
 * changed: an edit that keeps them (a drag, a new title) reads them in one statement and writes none.
 */
export async function saveLinks(
  db: Executor,
  companyId: number,
  appointmentId: number,
  links: { attendees: number[]; clients: number[]; types: number[] },
) {
  const of = (table: (typeof LINKED)[number][1]) =>
    sql`${table.companyId} = ${companyId} and ${table.appointmentId} = ${appointmentId}`;
  const { rows } = await db.execute<{ k: number; id: number }>(sql`
    select 0 as k, ${appointmentAttendees.position} as o, ${appointmentAttendees.userId} as id
      from ${appointmentAttendees} where ${of(appointmentAttendees)}
    union all
    select 1, ${appointmentClients.position}, ${appointmentClients.clientId} from ${appointmentClients} where ${of(appointmentClients)}
    union all
    select 2, ${appointmentTypeLinks.position}, ${appointmentTypeLinks.typeId} from ${appointmentTypeLinks}
      where ${of(appointmentTypeLinks)}
    order by 1, 2`);
  for (const [k, [kind, table, column]] of LINKED.entries()) {
    const saved = rows.filter((row) => Number(row.k) === k).map((row) => Number(row.id));
    const wanted = links[kind];
    if (saved.length === wanted.length && saved.every((id, i) => id === wanted[i])) continue;
    await db.delete(table).where(of(table));
    if (wanted.length === 0) continue;
    // As saveLinksForMany: the tables differ only in the linked id's column, which TypeScript cannot follow.
    await db
      .insert(table)
      .values(wanted.map((id, position) => ({ companyId, appointmentId, position, [column]: id }) as never));
  }
}

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
    .values(
      appointmentIds.flatMap((appointmentId) =>
        reminders.map((r) => Object.assign({}, r, { companyId, appointmentId })),
      ),
    );
}

/** Whether a saved reminder is the one an edit sends back: same list, person, channel, address and time. */
const sameReminder = (saved: ReminderValues, sent: ReminderValues) =>
  saved.key === sent.key &&
  saved.clientId === sent.clientId &&
  saved.userId === sent.userId &&
  saved.type === sent.type &&
  (saved.value ?? null) === (sent.value ?? null) &&
  saved.reminderOffset === sent.reminderOffset;

/**
 * Gives appointments this list of reminders. One sent back unchanged keeps its row — its has_sent,
 * so an edit never sends it again; the others are deleted, and new or changed ones inserted unsent.
 */
export async function replaceRemindersOfMany(
  db: Executor,
  companyId: number,
  appointmentIds: number[],
  reminders: ReminderValues[],
) {
  if (appointmentIds.length === 0) return;
  const saved = await db
    .select()
    .from(appointmentReminders)
    .where(
      and(eq(appointmentReminders.companyId, companyId), inArray(appointmentReminders.appointmentId, appointmentIds)),
    );
  const dropped: number[] = [];
  const added: (ReminderValues & { appointmentId: number })[] = [];
  for (const appointmentId of appointmentIds) {
    const wanted = [...reminders];
    for (const row of saved.filter((r) => r.appointmentId === appointmentId)) {
      const same = wanted.findIndex((sent) => sameReminder(row, sent));
      if (same >= 0) wanted.splice(same, 1);
      else dropped.push(row.id);
    }
    added.push(...wanted.map((reminder) => Object.assign({}, reminder, { appointmentId })));
  }
  if (dropped.length > 0) {
    await db
      .delete(appointmentReminders)
      .where(and(eq(appointmentReminders.companyId, companyId), inArray(appointmentReminders.id, dropped)));
  }
  if (added.length > 0) {
    await db.insert(appointmentReminders).values(added.map((reminder) => Object.assign({}, reminder, { companyId })));
  }
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

/** The clients an appointment is booked for, by id. */
export async function clientIdsOf(db: Executor, companyId: number, appointmentId: number) {
  const rows = await db
    .select({ id: appointmentClients.clientId })
    .from(appointmentClients)
    .where(and(eq(appointmentClients.companyId, companyId), eq(appointmentClients.appointmentId, appointmentId)));
  return rows.map((row) => row.id);
}

/** The staff on an appointment, by id. */
export async function attendeeIdsOf(db: Executor, companyId: number, appointmentId: number) {
  const rows = await db
    .select({ id: appointmentAttendees.userId })
    .from(appointmentAttendees)
    .where(and(eq(appointmentAttendees.companyId, companyId), eq(appointmentAttendees.appointmentId, appointmentId)));
  return rows.map((row) => row.id);
}

/** Which of these ids are the company's active staff, clients (and which of those are archived) and types. */
export async function knownLinks(
  db: Executor,
  companyId: number,
  links: { attendees: number[]; clients: number[]; types: number[] },
) {
  const [staff, clientRows, typeRows] = await readTogether(db, [
    async () =>
      links.attendees.length
        ? db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.companyId, companyId), inArray(users.id, links.attendees), eq(users.active, true)))
        : [],
    async () =>
      links.clients.length
        ? db
            .select({ id: clients.id, archived: sql<boolean>`${clients.archivedAt} is not null` })
            .from(clients)
            .where(and(eq(clients.companyId, companyId), inArray(clients.id, links.clients)))
        : [],
    async () =>
      links.types.length
        ? db
            .select({ id: appointmentTypes.id })
            .from(appointmentTypes)
            .where(and(eq(appointmentTypes.companyId, companyId), inArray(appointmentTypes.id, links.types)))
        : [],
  ] as const);
  return {
    attendees: new Set(staff.map((r) => r.id)),
    clients: new Set(clientRows.map((r) => r.id)),
    archivedClients: new Set(clientRows.filter((r) => r.archived).map((r) => r.id)),
    types: new Set(typeRows.map((r) => r.id)),
  };
}
