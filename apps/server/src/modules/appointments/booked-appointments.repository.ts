import { and, eq, gt, inArray, isNull, lt, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { appointmentAttendees, appointments } from '../../db/schema/index';
import { attendeesAppointment } from './attendee-join';
import { TIME_FREEING_STATUSES } from './staff-day-locks';

// The reads online booking makes of appointments inside its own transaction (booked-appointments.ts).

/** Busy time of these staff overlapping the span, read in the caller's transaction (the booking's re-check). */
export async function staffBusyWithin(
  tx: Executor,
  companyId: number,
  userIds: number[],
  span: { start: Date; end: Date },
) {
  if (userIds.length === 0) return [];
  return tx
    .select({
      id: appointments.id,
      userId: appointmentAttendees.userId,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
    })
    .from(appointmentAttendees)
    .innerJoin(appointments, attendeesAppointment)
    .where(
      and(
        eq(appointmentAttendees.companyId, companyId),
        inArray(appointmentAttendees.userId, userIds),
        isNull(appointments.archivedAt),
        notInArray(appointments.status, [...TIME_FREEING_STATUSES]),
        lt(appointments.startAt, span.end),
        gt(appointments.endAt, span.start),
      ),
    );
}

/** The staff member a booked appointment went to (the first attendee), if any is left on it. */
export async function firstAttendee(tx: Executor, companyId: number, id: number): Promise<number | null> {
  const [row] = await tx
    .select({ userId: appointmentAttendees.userId })
    .from(appointmentAttendees)
    .where(and(eq(appointmentAttendees.companyId, companyId), eq(appointmentAttendees.appointmentId, id)))
    .orderBy(appointmentAttendees.position)
    .limit(1);
  return row?.userId ?? null;
}
