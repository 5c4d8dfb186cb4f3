import { SQL_DATE_TIME_NO_SECONDS, toDateOnly } from '@fieldbook/domain/dates/date-codec';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Executor } from '../db/database';
import { recordReference } from '../db/reference-numbers';
import { clientAddresses, clientEmails, clients } from '../db/schema/index';
import { insertType, saveRequiredLicenceTypes } from '../modules/appointment-types/index';
import { insertAppointment, saveLinks, saveReminders } from '../modules/appointments/index';

/** The demo plumber's appointment types. */
const DEMO_TYPES = [
  { name: 'Blocked drain', color: '#1e88e5', minutes: 60, title: 'Blocked drain', staffed: true },
  { name: 'Hot water service', color: '#e53935', minutes: 120, title: 'Hot water system service', staffed: true },
  // Gas work needs a gasfitter: the type requires the demo's Gasfitter Type A licence.
  {
    name: 'Gas compliance check',
    color: '#43a047',
    minutes: 60,
    title: 'Gas compliance check',
    staffed: false,
    gas: true,
  },
  { name: 'Quote visit', color: '#8e24aa', minutes: 30, title: 'On-site quote', staffed: false },
] as const;

/** Rough suburb centres for the demo's weather; other suburbs take the city's (Open-Meteo's grid is ~10 km). */
const PLACES: Record<string, { latitude: number; longitude: number }> = {
  Melbourne: { latitude: -37.814, longitude: 144.963 },
  Sandringham: { latitude: -37.951, longitude: 145.004 },
  Frankston: { latitude: -38.142, longitude: 145.126 },
  Mornington: { latitude: -38.218, longitude: 145.038 },
  Geelong: { latitude: -38.149, longitude: 144.361 },
  Torquay: { latitude: -38.331, longitude: 144.326 },
};

/** Each client's first address (as the appointment's, with a place for the weather) and first email. */
async function clientDetails(tx: Executor, companyId: number, ids: number[]) {
  const addresses = await tx
    .select()
    .from(clientAddresses)
    .where(and(eq(clientAddresses.companyId, companyId), inArray(clientAddresses.clientId, ids)))
    .orderBy(asc(clientAddresses.position), asc(clientAddresses.id));
  const emails = await tx
    .select({ clientId: clientEmails.clientId, address: clientEmails.emailAddress })
    .from(clientEmails)
    .where(and(eq(clientEmails.companyId, companyId), inArray(clientEmails.clientId, ids)))
    .orderBy(asc(clientEmails.id));
  const first = <T extends { clientId: number }>(rows: T[], id: number) => rows.find((row) => row.clientId === id);
  return new Map(
    ids.map((id) => {
      const found = first(addresses, id);
      const place = found ? (PLACES[found.locality ?? ''] ?? PLACES.Melbourne) : undefined;
      return [
        id,
        {
          email: first(emails, id)?.address ?? null,
          address: found
            ? {
                address_line_1: found.addressLine1,
                locality: found.locality,
                state: found.state,
                postal_code: found.postalCode,
                country: found.country,
                full_address: found.fullAddress,
                ...place,
              }
            : null,
        },
      ];
    }),
  );
}

/**
 * Two weeks of work from last Monday across the demo staff: weekdays at 8:00, 10:30 and 13:30 in the
 * company's timezone, a few left unscheduled.
 */
export async function seedDemoAppointments(
  tx: Executor,
  company: { id: number; timezone: string },
  ownerId: number,
  staffIds: number[],
  gasLicenceTypeId: number,
) {
  const types = [];
  for (const demo of DEMO_TYPES) {
    const type = await insertType(tx, company.id, ownerId, {
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
    });
    if ('gas' in demo) await saveRequiredLicenceTypes(tx, company.id, type.id, [gasLicenceTypeId]);
    types.push(type);
  }
  const clientRows = await tx
    .select({ id: clients.id, disableReminders: clients.disableReminders })
    .from(clients)
    .where(and(eq(clients.companyId, company.id)))
    .limit(20);
  const details = await clientDetails(
    tx,
    company.id,
    clientRows.map((c) => c.id),
  );
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
      const start = DateTime.fromFormat(`${toDateOnly(date)} ${time}`, SQL_DATE_TIME_NO_SECONDS, {
        zone: company.timezone,
      });
      const unscheduled = n % 11 === 5;
      const detail = client ? details.get(client.id) : undefined;
      const row = await insertAppointment(tx, company.id, ownerId, {
        referenceId: String(++reference),
        title: type.title ?? type.name,
        status: unscheduled ? 'UNSCHEDULED' : start < DateTime.now() ? 'COMPLETE' : 'SCHEDULED',
        startAt: start.toJSDate(),
        endAt: start.plus({ minutes: type.timeAllocation }).toJSDate(),
        timezone: company.timezone,
        allDay: false,
        address: detail?.address ?? null,
        recurringStatus: 'UNSCHEDULED',
      });
      await saveLinks(tx, company.id, row.id, {
        attendees: unscheduled ? [] : [staff],
        clients: client ? [client.id] : [],
        types: [type.id],
      });
      // A day-before email to the client (unless they asked for none) and an hour-before staff reminder.
      const clientReminder =
        client && detail?.email && !client.disableReminders
          ? [
              {
                key: 'clients',
                clientId: client.id,
                userId: null,
                type: 'EMAIL',
                value: detail.email,
                reminderOffset: -1440,
              },
            ]
          : [];
      const staffReminder = unscheduled
        ? []
        : [{ key: 'staff', clientId: null, userId: null, type: 'NONE', value: null, reminderOffset: -60 }];
      await saveReminders(tx, company.id, row.id, [...clientReminder, ...staffReminder]);
      n++;
    }
  }
  await recordReference(tx, company.id, 'appointment_reference', String(reference));
}
