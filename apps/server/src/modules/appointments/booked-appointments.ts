import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import type { Executor } from '../../db/database';
import type { AppointmentAddress } from '../../db/schema/appointments';
import type { JobRunner } from '../../jobs/job-runner';
import { recordActivity } from '../activity/index';
import * as links from './appointment-links.repository';
import { takeAppointmentReference } from './appointment-references';
import { scheduleReminders } from './appointment-reminders';
import * as repo from './appointments.repository';
import * as bookedRepo from './booked-appointments.repository';

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

    firstAttendee: (tx: Executor, companyId: number, id: number) => bookedRepo.firstAttendee(tx, companyId, id),

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
      await links.saveLinksForMany(tx, companyId, [row.id], {
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
      await links.saveLinks(tx, companyId, id, {
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
