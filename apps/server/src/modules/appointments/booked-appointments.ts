import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import { and, eq, gt, inArray, isNull, lt, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { AppointmentAddress } from '../../db/schema/appointments';
import { appointmentAttendees, appointments } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { recordActivity } from '../activity/index';
import { takeAppointmentReference } from './appointment-references';
import { scheduleReminders } from './appointment-reminders';
import * as repo from './appointments.repository';

/**
 * The appointments a visitor books on a business's public page (modules/booking): written here, as
 * this module owns the appointment tables, inside the booking's own transaction. No staff user makes
 * them, so the activity log names none.
 */

export interface BookedAppointment {
  typeId: number;
  title: string;
  description: string | null;
  start: Date;
  end: Date;
  timezone: string;
  address: AppointmentAddress;
  status: AppointmentStatus;
  staffId: number;
  clientId: number;
}

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
        lt(appointments.startAt, span.end),
        gt(appointments.endAt, span.start),
      ),
    );
}

export function bookedAppointments(jobs: JobRunner) {
  const log = (tx: Executor, row: repo.AppointmentRow, action: string, description: string) =>
    recordActivity(tx, {
      companyId: row.companyId,
      userId: null,
      action,
      subjectType: 'appointment',
      subjectId: row.id,
      description,
    });
  return {
    find: (tx: Executor, companyId: number, id: number) => repo.findAppointment(tx, companyId, id),

    /** The staff member a booked appointment went to (the first attendee), if any is left on it. */
    async firstAttendee(tx: Executor, companyId: number, id: number): Promise<number | null> {
      const [row] = await tx
        .select({ userId: appointmentAttendees.userId })
        .from(appointmentAttendees)
        .where(and(eq(appointmentAttendees.companyId, companyId), eq(appointmentAttendees.appointmentId, id)))
        .orderBy(appointmentAttendees.position)
        .limit(1);
      return row?.userId ?? null;
    },

    async book(tx: Executor, companyId: number, booked: BookedAppointment) {
      const row = await repo.insertAppointment(tx, companyId, null, {
        referenceId: await takeAppointmentReference(tx, companyId),
        title: booked.title,
        description: booked.description,
        color: null,
        status: booked.status,
        startAt: booked.start,
        endAt: booked.end,
        timezone: booked.timezone,
        allDay: false,
        address: booked.address,
        recursionRule: null,
        recurringStatus: 'UNSCHEDULED',
      });
      await repo.saveLinks(tx, companyId, row.id, {
        attendees: [booked.staffId],
        clients: [booked.clientId],
        types: [booked.typeId],
      });
      await log(tx, row, 'appointment_created', `Booked online ${row.referenceId}: ${row.title}`);
      return row;
    },

    /** A visitor's reschedule: the new time and the staff member free then (its client and type stay). */
    async move(
      tx: Executor,
      companyId: number,
      id: number,
      booked: Pick<BookedAppointment, 'start' | 'end' | 'staffId' | 'clientId' | 'typeId'>,
    ) {
      const current = await repo.findAppointment(tx, companyId, id);
      if (!current) throw new Error(`booked appointment ${id} is gone`);
      const saved = await repo.updateAppointment(tx, current, { startAt: booked.start, endAt: booked.end });
      await repo.saveLinks(tx, companyId, id, {
        attendees: [booked.staffId],
        clients: [booked.clientId],
        types: [booked.typeId],
      });
      await scheduleReminders(jobs, tx, companyId, [id]);
      await log(tx, saved, 'appointment_updated', `Rescheduled online ${saved.referenceId}`);
      return saved;
    },

    /** Approving (UNCONFIRMED → SCHEDULED) or a visitor's cancel (→ CANCELLED). */
    async setStatus(tx: Executor, companyId: number, id: number, status: AppointmentStatus, userId: number | null) {
      const current = await repo.findAppointment(tx, companyId, id);
      if (!current) throw new Error(`booked appointment ${id} is gone`);
      const saved = await repo.updateAppointment(tx, current, { status });
      await scheduleReminders(jobs, tx, companyId, [id]);
      await recordActivity(tx, {
        companyId,
        userId,
        action: 'appointment_status',
        subjectType: 'appointment',
        subjectId: id,
        description: `Changed the status of ${saved.referenceId} to ${status}${userId === null ? ' (online booking)' : ''}`,
      });
      return saved;
    },
  };
}
export type BookedAppointments = ReturnType<typeof bookedAppointments>;
