import { and, asc, eq, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm';
import { anyIdPlaceholder } from '../../db/any-id';
import { type Executor, readTogether } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import {
  appointmentAttendees,
  appointmentClients,
  appointmentReminders,
  appointments,
  appointmentTypeLinks,
  appointmentTypes,
  clients,
  documents,
  users,
} from '../../db/schema/index';
import { nextUpdatedAt } from '../../http/dates';

export type AppointmentRow = typeof appointments.$inferSelect;
/** An appointment as lists read it: every column but the search text, which only the database reads. */
export type ListedAppointment = Omit<AppointmentRow, 'searchText'>;
const { searchText: _searchText, ...listedColumns } = getTableColumns(appointments);

export { listedColumns };
export type AppointmentValues = Omit<
  typeof appointments.$inferInsert,
  'companyId' | 'id' | 'searchText' | 'createdAt' | 'updatedAt' | 'createdBy' | 'archivedAt'
>;
export type ReminderRow = typeof appointmentReminders.$inferSelect;
export type ReminderValues = Pick<ReminderRow, 'key' | 'clientId' | 'userId' | 'type' | 'value' | 'reminderOffset'>;

const ofCompany = (companyId: number) => eq(appointments.companyId, companyId);
/** An appointment's type link joined to its type (same company). */
export const typeOfLink = and(
  eq(appointmentTypes.companyId, appointmentTypeLinks.companyId),
  eq(appointmentTypes.id, appointmentTypeLinks.typeId),
);

/**
 * The live quotation an appointment is booked from (scheduler?add&quotation_id=), or undefined when it is
 * not one of the company's (another company's, archived, or none at all). Read here so appointments need
 * not import documents.
 */
export async function bookedQuotation(db: Executor, companyId: number, quotationId: number) {
  const [row] = await db
    .select({ id: documents.id, clientId: documents.clientId, address: documents.address })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.kind, 'quotation'),
        eq(documents.id, quotationId),
        isNull(documents.archivedAt),
      ),
    )
    .limit(1);
  return row;
}

/** An opened appointment (find, and every change's answer): a named prepared statement. */
const findAppointmentQuery = preparedPer((db: Executor) =>
  db
    .select()
    .from(appointments)
    .where(and(eq(appointments.companyId, sql.placeholder('companyId')), eq(appointments.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('find_appointment'),
);

export async function findAppointment(db: Executor, companyId: number, id: number, lock = false) {
  if (!lock) return (await findAppointmentQuery(db).execute({ companyId, id }))[0];
  const query = db
    .select()
    .from(appointments)
    .where(and(ofCompany(companyId), eq(appointments.id, id)))
    .limit(1);
  return (await query.for('update'))[0];
}

export async function insertAppointment(
  db: Executor,
  companyId: number,
  createdBy: number | null,
  values: AppointmentValues,
) {
  const [row] = await db
    .insert(appointments)
    .values({ ...values, companyId, createdBy })
    .returning();
  if (!row) throw new Error('appointment insert returned no row');
  return row;
}

type ChangedValues = Partial<AppointmentValues & Pick<AppointmentRow, 'archivedAt'>>;

/** Writes a new version; updated_at always moves on (the stale-edit check compares it). */
export async function updateAppointment(db: Executor, current: AppointmentRow, values: ChangedValues) {
  const row = await updateAppointmentAsSeen(db, current, values, false);
  if (!row) throw new Error('appointment update returned no row');
  return row;
}

/**
 * updateAppointment for a change checked on `seen`, read without the row lock: written only while no
 * other version was saved since (each moves updated_at on by a whole second), else undefined.
 */
export async function updateAppointmentAsSeen(
  db: Executor,
  seen: AppointmentRow,
  values: ChangedValues,
  unchangedOnly = true,
) {
  const [row] = await db
    .update(appointments)
    .set({ ...values, updatedAt: nextUpdatedAt(seen.updatedAt) })
    .where(
      and(
        ofCompany(seen.companyId),
        eq(appointments.id, seen.id),
        unchangedOnly
          ? sql`date_trunc('second', ${appointments.updatedAt}) = date_trunc('second', ${seen.updatedAt}::timestamptz)`
          : undefined,
      ),
    )
    .returning();
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

/** Which of these references appointments of the company already hold (the unique index's lower-case). */
export async function referencesTaken(db: Executor, companyId: number, references: string[]) {
  if (references.length === 0) return new Set<string>();
  const lowered = references.map((reference) => reference.toLowerCase());
  const rows = await db
    .select({ reference: sql<string>`lower(${appointments.referenceId})` })
    .from(appointments)
    .where(and(ofCompany(companyId), inArray(sql`lower(${appointments.referenceId})`, lowered)));
  const held = new Set(rows.map((row) => row.reference));
  return new Set(references.filter((reference) => held.has(reference.toLowerCase())));
}

// What every list of appointments reads beside its rows (the calendar's 500 at a time): named prepared
// statements, built by drizzle once and planned once per connection, the ids as one array parameter.
const attendeesOfQuery = preparedPer((db: Executor) =>
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
    .where(
      and(
        eq(appointmentAttendees.companyId, sql.placeholder('companyId')),
        anyIdPlaceholder(appointmentAttendees.appointmentId),
      ),
    )
    .orderBy(asc(appointmentAttendees.position))
    .prepare('appointment_attendees_of'),
);
const clientsOfQuery = preparedPer((db: Executor) =>
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
    .where(
      and(
        eq(appointmentClients.companyId, sql.placeholder('companyId')),
        anyIdPlaceholder(appointmentClients.appointmentId),
      ),
    )
    .orderBy(asc(appointmentClients.position))
    .prepare('appointment_clients_of'),
);
const typesOfQuery = preparedPer((db: Executor) =>
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
    .innerJoin(appointmentTypes, typeOfLink)
    .where(
      and(
        eq(appointmentTypeLinks.companyId, sql.placeholder('companyId')),
        anyIdPlaceholder(appointmentTypeLinks.appointmentId),
      ),
    )
    .orderBy(asc(appointmentTypeLinks.position))
    .prepare('appointment_types_of'),
);
const remindersOfQuery = preparedPer((db: Executor) =>
  db
    .select()
    .from(appointmentReminders)
    .where(
      and(
        eq(appointmentReminders.companyId, sql.placeholder('companyId')),
        anyIdPlaceholder(appointmentReminders.appointmentId),
      ),
    )
    .orderBy(asc(appointmentReminders.id))
    .prepare('appointment_reminders_of'),
);

/** What appointments show of their staff, clients, types and reminders, for many appointments at once. */
export async function loadDetails(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return { attendees: [], clients: [], types: [], reminders: [] };
  const values = { companyId, ids };
  const [attendeeRows, clientRows, typeRows, reminderRows] = await readTogether(db, [
    () => attendeesOfQuery(db).execute(values),
    () => clientsOfQuery(db).execute(values),
    () => typesOfQuery(db).execute(values),
    () => remindersOfQuery(db).execute(values),
  ] as const);
  return { attendees: attendeeRows, clients: clientRows, types: typeRows, reminders: reminderRows };
}
export type AppointmentDetails = Awaited<ReturnType<typeof loadDetails>>;

/** One appointment's clients in their order (the statement loadDetails uses). */
export const appointmentClientsOf = (db: Executor, companyId: number, id: number) =>
  clientsOfQuery(db).execute({ companyId, ids: [id] });

/** Appointments as other records name them (a document's appointment): reference and title. */
export async function appointmentSummaries(db: Executor, companyId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, { id: number; reference_id: string; title: string }>();
  const rows = await db
    .select({ id: appointments.id, reference_id: appointments.referenceId, title: appointments.title })
    .from(appointments)
    .where(and(ofCompany(companyId), inArray(appointments.id, unique)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The appointments the company keeps (not archived): what its trial limit counts. */
export async function countActiveAppointments(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.companyId, companyId), sql`${appointments.archivedAt} is null`));
  return row?.value ?? 0;
}

/** The appointment's clients, in order, but those who turned reminders off. */
export async function remindedClientIds(db: Executor, companyId: number, appointmentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: clients.id })
    .from(appointmentClients)
    .innerJoin(
      clients,
      and(eq(clients.companyId, appointmentClients.companyId), eq(clients.id, appointmentClients.clientId)),
    )
    .where(
      and(
        eq(appointmentClients.companyId, companyId),
        eq(appointmentClients.appointmentId, appointmentId),
        eq(clients.disableReminders, false),
      ),
    )
    .orderBy(appointmentClients.position);
  return rows.map((row) => row.id);
}

/** The attendees' email and phone of each of these appointments, in order. */
export async function attendeeContactsOf(db: Executor, companyId: number, appointmentIds: readonly number[]) {
  const byAppointment = new Map<number, { id: number; email: string; phone: string | null }[]>();
  if (appointmentIds.length === 0) return byAppointment;
  const rows = await db
    .select({
      appointmentId: appointmentAttendees.appointmentId,
      id: users.id,
      email: users.email,
      phone: users.phone,
    })
    .from(appointmentAttendees)
    .innerJoin(
      users,
      and(eq(users.companyId, appointmentAttendees.companyId), eq(users.id, appointmentAttendees.userId)),
    )
    .where(
      and(
        eq(appointmentAttendees.companyId, companyId),
        inArray(appointmentAttendees.appointmentId, [...appointmentIds]),
      ),
    )
    .orderBy(appointmentAttendees.appointmentId, appointmentAttendees.position);
  for (const { appointmentId, ...contact } of rows) {
    const list = byAppointment.get(appointmentId) ?? [];
    list.push(contact);
    byAppointment.set(appointmentId, list);
  }
  return byAppointment;
}

/** Of each of these appointments, the client title and description of its first type that has a client title. */
export async function clientWordingOfTypes(db: Executor, companyId: number, appointmentIds: readonly number[]) {
  const byAppointment = new Map<number, { title: string | null; description: string | null }>();
  if (appointmentIds.length === 0) return byAppointment;
  const rows = await db
    .selectDistinctOn([appointmentTypeLinks.appointmentId], {
      appointmentId: appointmentTypeLinks.appointmentId,
      title: appointmentTypes.clientTitle,
      description: appointmentTypes.clientDescription,
    })
    .from(appointmentTypeLinks)
    .innerJoin(appointmentTypes, typeOfLink)
    .where(
      and(
        eq(appointmentTypeLinks.companyId, companyId),
        inArray(appointmentTypeLinks.appointmentId, [...appointmentIds]),
        ne(appointmentTypes.clientTitle, ''),
      ),
    )
    .orderBy(appointmentTypeLinks.appointmentId, appointmentTypeLinks.position);
  for (const { appointmentId, ...wording } of rows) byAppointment.set(appointmentId, wording);
  return byAppointment;
}

/** Company reset: unlinks every appointment from its quotation (a quotation and its booking point at each other). */
export async function unlinkCompanyQuotations(tx: Executor, companyId: number) {
  await tx.update(appointments).set({ quotationId: null }).where(eq(appointments.companyId, companyId));
}

/** Company reset: erases the company's appointments (attendees, clients, reminders go by cascade). */
export async function eraseCompanyAppointments(tx: Executor, companyId: number) {
  await tx.delete(appointments).where(eq(appointments.companyId, companyId));
}
