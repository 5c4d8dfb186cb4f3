import { SQL_DATE_TIME } from '@fieldbook/domain/appointments/appointments.schemas';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Executor } from '../db/database';
import { recordReference } from '../db/reference-numbers';
import { clients } from '../db/schema/index';
import { insertType } from '../modules/appointment-types/appointment-types.repository';
import { instantOf } from '../modules/appointments/appointments.presenter';
import { insertAppointment, saveLinks, saveReminders } from '../modules/appointments/appointments.repository';

/** The demo plumber's appointment types. */
const DEMO_TYPES = [
  { name: 'Blocked drain', color: '#1e88e5', minutes: 60, title: 'Blocked drain', staffed: true },
  { name: 'Hot water service', color: '#e53935', minutes: 120, title: 'Hot water system service', staffed: true },
  { name: 'Gas compliance check', color: '#43a047', minutes: 60, title: 'Gas compliance check', staffed: false },
  { name: 'Quote visit', color: '#8e24aa', minutes: 30, title: 'On-site quote', staffed: false },
] as const;

/**
 * Two weeks of work from last Monday across the demo staff: weekdays at 8:00, 10:30 and 13:30 in the
 * company's timezone, a few left unscheduled.
 */
export async function seedDemoAppointments(
  tx: Executor,
  company: { id: number; timezone: string },
  ownerId: number,
  staffIds: number[],
) {
  const types = [];
  for (const demo of DEMO_TYPES) {
    types.push(
      await insertType(tx, company.id, ownerId, {
        name: demo.name,
        shorthandName: demo.name
          .split(' ')
          .map((w) => w.charAt(0).toUpperCase())
          .join(''),
        color: demo.color,
        mustBeStaffed: demo.staffed,
        title: demo.title,
        timeAllocation: demo.minutes,
        clientReminderOffset: [-1440],
      }),
    );
  }
  const clientRows = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, company.id)))
    .limit(20);
  const monday = DateTime.now().setZone(company.timezone).startOf('week');
  let reference = 5000;
  let n = 0;
  for (let day = 0; day < 14; day++) {
    const date = monday.plus({ days: day });
    if (date.weekday > 5) continue;
    for (const time of ['08:00', '10:30', '13:30']) {
      const type = types[n % types.length];
      const client = clientRows[n % Math.max(clientRows.length, 1)];
      const staff = staffIds[n % staffIds.length];
      if (!type || staff === undefined) throw new Error('demo appointments need types and staff');
      const start = DateTime.fromFormat(`${date.toISODate()} ${time}`, 'yyyy-MM-dd HH:mm', { zone: company.timezone });
      const unscheduled = n % 11 === 5;
      const row = await insertAppointment(tx, company.id, ownerId, {
        referenceId: String(++reference),
        title: type.title ?? type.name,
        status: unscheduled ? 'UNSCHEDULED' : start < DateTime.now() ? 'COMPLETE' : 'SCHEDULED',
        startAt: instantOf(start.toFormat(SQL_DATE_TIME), company.timezone),
        endAt: instantOf(start.plus({ minutes: type.timeAllocation }).toFormat(SQL_DATE_TIME), company.timezone),
        timezone: company.timezone,
        allDay: false,
        recurringStatus: 'UNSCHEDULED',
      });
      await saveLinks(tx, company.id, row.id, {
        attendees: unscheduled ? [] : [staff],
        clients: client ? [client.id] : [],
        types: [type.id],
      });
      if (!unscheduled) {
        await saveReminders(tx, company.id, row.id, [
          { key: 'staff', clientId: null, userId: null, type: 'NONE', value: null, reminderOffset: -60 },
        ]);
      }
      n++;
    }
  }
  await recordReference(tx, company.id, 'appointment_reference', String(reference));
}
