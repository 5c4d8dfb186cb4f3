import { and, eq } from 'drizzle-orm';
import { appointmentAttendees, appointments } from '../../db/schema/index';

/** An attendee row's appointment (both keyed by company): the join of every "whose work is this" read. */
export const attendeesAppointment = and(
  eq(appointments.companyId, appointmentAttendees.companyId),
  eq(appointments.id, appointmentAttendees.appointmentId),
);
