import type { AppointmentReminder } from '@fieldbook/domain/appointments/appointments.payloads';
import type { AppointmentSearchBody } from '@fieldbook/domain/appointments/appointments.schemas';
import { gt, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { executeNamedArrays } from '../../db/prepared';
import {
  type AppointmentAddress,
  appointmentAttendees,
  appointmentClients,
  appointmentReminders,
  appointments,
  appointmentTypeLinks,
  appointmentTypes,
  clients,
  users,
} from '../../db/schema/index';
import type { ListedAppointment } from './appointments.repository';
import { overlapping, searchAppointments, searchConditions } from './appointments-search.repository';

// The calendar's own reads (POST calendar): its page of the search and its details, in its answer's shape.

/**
 * An appointment as the calendar's page reads it: only what calendarAppointmentSchema shows and can_edit
 * asks (archived, creator); instants as epoch milliseconds (whole seconds: the answer shows no finer).
 */
export interface CalendarRow {
  id: number;
  referenceId: string;
  title: string;
  description: string | null;
  color: string | null;
  status: string;
  startAt: number;
  endAt: number;
  timezone: string;
  allDay: boolean;
  address: AppointmentAddress | null;
  isLocked: boolean;
  recursionRule: string | null;
  recurringStatus: string;
  archived: boolean;
  createdBy: number | null;
  updatedAt: number;
}

/** The columns the calendar's page sorts and reads, as stored. */
const calendarStored = sql.raw(
  'id, reference_id, title, description, color, status, start_at, end_at, timezone, all_day, address, is_locked, recursion_rule, recurring_status, archived_at, created_by, updated_at',
);
/**
 * The same columns as the page answers them: the instants as whole epoch seconds through date_part's
 * float8 (exact to the second: a float8 of an epoch in seconds keeps microseconds apart, so its floor
 * is the second; numeric arithmetic per instant cost a third of the page).
 */
const calendarSelected = sql.raw(
  "id, reference_id, title, description, color, status, floor(date_part('epoch', start_at))::bigint, floor(date_part('epoch', end_at))::bigint, timezone, all_day, address, is_locked, recursion_rule, recurring_status, archived_at is not null, created_by, floor(date_part('epoch', updated_at))::bigint",
);
type CalendarTuple = [
  id: number,
  referenceId: string,
  title: string,
  description: string | null,
  color: string | null,
  status: string,
  startSeconds: number,
  endSeconds: number,
  timezone: string,
  allDay: boolean,
  address: AppointmentAddress | null,
  isLocked: boolean,
  recursionRule: string | null,
  recurringStatus: string,
  archived: boolean,
  createdBy: number | null,
  updatedSeconds: number,
];
function calendarRowOf(cells: unknown[]): CalendarRow {
  const row = cells as CalendarTuple;
  return {
    id: row[0],
    referenceId: row[1],
    title: row[2],
    description: row[3],
    color: row[4],
    status: row[5],
    startAt: row[6] * 1000,
    endAt: row[7] * 1000,
    timezone: row[8],
    allDay: row[9],
    address: row[10],
    isLocked: row[11],
    recursionRule: row[12],
    recurringStatus: row[13],
    archived: row[14],
    createdBy: row[15],
    updatedAt: row[16] * 1000,
  };
}
const calendarRowOfListed = (row: ListedAppointment): CalendarRow => ({
  id: row.id,
  referenceId: row.referenceId,
  title: row.title,
  description: row.description,
  color: row.color,
  status: row.status,
  startAt: row.startAt.getTime(),
  endAt: row.endAt.getTime(),
  timezone: row.timezone,
  allDay: row.allDay,
  address: row.address,
  isLocked: row.isLocked,
  recursionRule: row.recursionRule,
  recurringStatus: row.recurringStatus,
  archived: row.archivedAt !== null,
  createdBy: row.createdBy,
  updatedAt: row.updatedAt.getTime(),
});

/**
 * POST calendar's page, the search's page (the same conditions, order and total) as the calendar reads
 * it, and how to know its total. A span by start (the calendar's week) is read in two parts that need no
 * sort of the span's every match: the few appointments under way at the span's start (the span GiST
 * index, by containing that instant), then those starting within it along the start index, already in
 * order, read only as far as the page goes. Each shape is a named statement: planned once per
 * connection. Other searches (another order, an open end, archived ones) are the search's own.
 */
export async function calendarPage(
  db: Database,
  companyId: number,
  body: AppointmentSearchBody,
  range: { start: Date | null; end: Date | null },
): Promise<{ rows: CalendarRow[]; total: () => Promise<number> }> {
  const { start, end } = range;
  if (!start || !end || body.sortBy !== 'start_date' || body.sortDirection === 'desc' || body.archived) {
    const { rows, total } = await searchAppointments(db, companyId, body, range);
    return { rows: rows.map(calendarRowOfListed), total: async () => total };
  }
  const offset = (body.page - 1) * body.rows;
  // Under way at the start: overlapping the span and starting before it (so holding its start).
  const underWay = searchConditions(
    companyId,
    body,
    sql`${overlapping(range)} and tstzrange(${appointments.startAt}, ${appointments.endAt}, '[]') @> ${start}::timestamptz and ${lt(appointments.startAt, start)}`,
  );
  // Starting within it: the same overlap written on the start index's column (a start at or after the
  // span's start overlaps it exactly when it starts before the span's end and ends after its start).
  const starting = searchConditions(
    companyId,
    body,
    sql`${gte(appointments.startAt, start)} and ${lt(appointments.startAt, end)} and ${gt(appointments.endAt, start)}`,
  );
  const rows = await executeNamedArrays(
    db,
    sql`select ${calendarSelected} from (
      (select ${calendarStored} from (select ${calendarStored} from ${appointments} where ${underWay} offset 0) as under_way
       order by start_at, id)
      union all
      (select ${calendarStored} from ${appointments} where ${starting} order by start_at, id)
      order by start_at, id limit ${body.rows} offset ${offset}
    ) as page order by start_at, id`,
  );
  const page = rows.map(calendarRowOf);
  return {
    rows: page,
    // A page short of full ends the matches: its total is known without counting them.
    total: async () =>
      page.length > 0 && page.length < body.rows
        ? offset + page.length
        : body.page === 1 && page.length === 0
          ? 0
          : Number(
              (
                await executeNamedArrays(
                  db,
                  sql`select count(*) from ${appointments} where ${searchConditions(companyId, body, overlapping(range))}`,
                )
              )[0]?.[0] ?? 0,
            ),
  };
}

/** An appointment's details as the calendar shows them (calendarAppointmentSchema's lists). */
export interface CalendarDetails {
  attendees: { id: number; name: string; color: string }[];
  clients: { id: number; display_name: string }[];
  types: { id: number; name: string; color: string }[];
  client_reminders: AppointmentReminder[];
  staff_reminders: AppointmentReminder[];
  unscheduled_reminders: AppointmentReminder[];
}

/** An appointment with none of them. */
export const emptyCalendarDetails = (): CalendarDetails => ({
  attendees: [],
  clients: [],
  types: [],
  client_reminders: [],
  staff_reminders: [],
  unscheduled_reminders: [],
});

const REMINDER_LISTS = {
  clients: 'client_reminders',
  staff: 'staff_reminders',
  unscheduled: 'unscheduled_reminders',
} as const;

/**
 * listDetails for the calendar's page: only what the calendar shows of each, already in its answer's
 * shape, by appointment. The attendees are read once into a materialized list: their pairs come back
 * as one text of numbers (a row, not a row each), their users once each (a week's 500 appointments
 * name some 40 staff); the rest as a JSON array a row.
 */
export async function calendarDetails(
  db: Database,
  companyId: number,
  ids: number[],
): Promise<Map<number, CalendarDetails>> {
  const byAppointment = new Map<number, CalendarDetails>();
  if (ids.length === 0) return byAppointment;
  for (const id of ids) byAppointment.set(id, emptyCalendarDetails());
  const any = sql`any(${`{${ids.join(',')}}`}::bigint[])`;
  const rows = await executeNamedArrays(
    db,
    sql`
    with attending as materialized (
      select aa.appointment_id, aa.user_id, aa.position from ${appointmentAttendees} aa
      where aa.company_id = ${companyId} and aa.appointment_id = ${any}
    )
    select k, a, v from (
      select 0 as k, null::bigint as a, 0 as o,
             (select string_agg(appointment_id || ',' || user_id, ',' order by appointment_id, position) from attending) as v
      union all
      select 1, u.id, 0, json_build_array(u.first_name, u.last_name, u.color)::text
      from ${users} u where u.company_id = ${companyId} and u.id in (select user_id from attending)
      union all
      select 2, ac.appointment_id, ac.position, json_build_array(c.id, c.display_name)::text
      from ${appointmentClients} ac join ${clients} c on c.company_id = ac.company_id and c.id = ac.client_id
      where ac.company_id = ${companyId} and ac.appointment_id = ${any}
      union all
      select 3, tl.appointment_id, tl.position, json_build_array(t.id, t.name, t.color)::text
      from ${appointmentTypeLinks} tl join ${appointmentTypes} t on t.company_id = tl.company_id and t.id = tl.type_id
      where tl.company_id = ${companyId} and tl.appointment_id = ${any}
      union all
      select 4, r.appointment_id, r.id,
             json_build_array(r.id, r.key, r.client_id, r.user_id, r.type, r.value, r.reminder_offset, r.has_sent)::text
      from ${appointmentReminders} r where r.company_id = ${companyId} and r.appointment_id = ${any}
    ) as details order by k, o`,
  );
  // Each user's attendee entry, one object for all their appointments.
  const staff = new Map<number, CalendarDetails['attendees'][number]>();
  let pairs: string | null = null;
  for (const [k, a, v] of rows as [number, number | null, string | null][]) {
    if (k === 0) {
      pairs = v;
      continue;
    }
    const cells = JSON.parse(v as string) as unknown[];
    if (k === 1) {
      const [firstName, lastName, color] = cells as [string, string, string];
      staff.set(a as number, { id: a as number, name: `${firstName} ${lastName}`.trim(), color });
      continue;
    }
    const details = byAppointment.get(a as number);
    if (!details) continue;
    if (k === 2) {
      const [id, display_name] = cells as [number, string];
      details.clients.push({ id, display_name });
    } else if (k === 3) {
      const [id, name, color] = cells as [number, string, string];
      details.types.push({ id, name, color });
    } else {
      // Only the listed keys, types and statuses are ever stored (the body schemas refuse others).
      const [id, key, client_id, user_id, type, value, reminder_offset, has_sent] = cells as [
        number,
        keyof typeof REMINDER_LISTS,
        number | null,
        number | null,
        AppointmentReminder['type'],
        string | null,
        number,
        boolean,
      ];
      details[REMINDER_LISTS[key]].push({ id, key, client_id, user_id, type, value, reminder_offset, has_sent });
    }
  }
  // appointment,user,appointment,user…: by appointment, each one's in their order.
  const numbers = pairs === null ? [] : pairs.split(',');
  for (let at = 0; at + 1 < numbers.length; at += 2) {
    const attendee = staff.get(Number(numbers[at + 1]));
    if (attendee) byAppointment.get(Number(numbers[at]))?.attendees.push(attendee);
  }
  return byAppointment;
}
