import { and, eq, gt, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { appointmentAttendees, appointments, appointmentTypeLinks } from '../../db/schema/index';
import { attendeesAppointment } from './attendee-join';

/** Booked work: what a lapsing licence can leave without a qualified staff member. */
const BOOKED_STATUSES_NOT = ['UNSCHEDULED', 'CANCELLED', 'COMPLETE', 'DEPARTED_INCOMPLETE'];

/** The stored addresses of these appointments (travel from and to them). */
export function appointmentAddresses(db: Executor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: appointments.id, address: appointments.address })
    .from(appointments)
    .where(and(eq(appointments.companyId, companyId), inArray(appointments.id, [...ids])));
}

/** The staff member's live booked appointments ending after `after`, with their types, soonest first. */
export async function bookedWorkOf(db: Executor, companyId: number, userId: number, after: Date) {
  const rows = await db
    .select({
      id: appointments.id,
      referenceId: appointments.referenceId,
      title: appointments.title,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      typeId: appointmentTypeLinks.typeId,
    })
    .from(appointmentAttendees)
    .innerJoin(appointments, attendeesAppointment)
    .innerJoin(
      appointmentTypeLinks,
      and(
        eq(appointmentTypeLinks.companyId, appointments.companyId),
        eq(appointmentTypeLinks.appointmentId, appointments.id),
      ),
    )
    .where(
      and(
        eq(appointmentAttendees.companyId, companyId),
        eq(appointmentAttendees.userId, userId),
        // The attendee rows' copies (migration 0048): only the work still booked is joined to its appointment.
        isNull(appointmentAttendees.archivedAt),
        notInArray(appointmentAttendees.status, BOOKED_STATUSES_NOT),
        gt(appointmentAttendees.endAt, after),
      ),
    )
    .orderBy(appointments.startAt, appointments.id);
  const byId = new Map<
    number,
    { id: number; referenceId: string; title: string; startAt: Date; endAt: Date; typeIds: number[] }
  >();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? Object.assign({}, row, { typeIds: [] as number[] });
    entry.typeIds.push(row.typeId);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}
