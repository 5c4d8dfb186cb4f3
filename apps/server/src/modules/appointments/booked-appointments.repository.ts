import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { appointmentAttendees } from '../../db/schema/index';

// The reads online booking makes of appointments inside its own transaction (booked-appointments.ts).

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
