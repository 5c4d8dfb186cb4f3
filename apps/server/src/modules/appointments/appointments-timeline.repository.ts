import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { anyId } from '../../db/any-id';
import type { Executor } from '../../db/database';
import {
  type AppointmentAddress,
  appointmentAttendees,
  appointmentClients,
  appointments,
  appointmentTypeLinks,
  appointmentTypes,
  clients,
} from '../../db/schema/index';
import { sqlDateIn } from './appointments.presenter';
import { typeOfLink } from './appointments.repository';

/** Which link ties an appointment to each kind of record: its clients, or its staff as attendees. */
const LINKS = {
  client: { table: appointmentClients, subject: appointmentClients.clientId },
  user: { table: appointmentAttendees, subject: appointmentAttendees.userId },
} as const;

export interface AppointmentsOfRecord {
  companyId: number;
  /** 'client' or 'user'; any other kind of record has no appointments of its own here. */
  type: string;
  id: number;
}

/**
 * A record's live appointments as timeline rows (timeline_type, entry_id, at, pinned, search_text,
 * collated), at their start: those starting before `boundary`, or from it on (`future`). The link's own
 * copy of start_at drives, so newest-first and soonest-first reads walk (company, record, start_at).
 */
export function appointmentTimelineRows(
  record: AppointmentsOfRecord,
  timelineType: string,
  boundary: Date,
  future: boolean,
): SQL {
  const link = LINKS[record.type as keyof typeof LINKS];
  if (!link) {
    return sql`select ${timelineType}::text as timeline_type, 0::bigint as entry_id, null::timestamptz as at,
      false as pinned, ''::text as search_text, false as collated where false`;
  }
  const { table, subject } = link;
  const when = future ? sql`${table.startAt} >= ${boundary}` : sql`${table.startAt} < ${boundary}`;
  return sql`
    select ${timelineType}::text as timeline_type, ${table.appointmentId} as entry_id, ${table.startAt} as at,
           false as pinned, ${appointments.searchText} as search_text, false as collated
    from ${table}
    join ${appointments} on ${appointments.companyId} = ${table.companyId} and ${appointments.id} = ${table.appointmentId}
      and ${appointments.archivedAt} is null
    where ${table.companyId} = ${record.companyId} and ${subject} = ${record.id} and ${when}`;
}

/**
 * The ids of a record's live appointments as a subquery (null for a record without any): the linked
 * records whose notes and files its timeline collates.
 */
export function relatedAppointmentIds(record: AppointmentsOfRecord): SQL | null {
  const link = LINKS[record.type as keyof typeof LINKS];
  if (!link) return null;
  const { table, subject } = link;
  return sql`select ${table.appointmentId} from ${table}
    join ${appointments} on ${appointments.companyId} = ${table.companyId} and ${appointments.id} = ${table.appointmentId}
      and ${appointments.archivedAt} is null
    where ${table.companyId} = ${record.companyId} and ${subject} = ${record.id}`;
}

/** What a timeline shows of an appointment (spec: the appointment entry's fields), and its start instant. */
export interface TimelineAppointment {
  id: number;
  reference_id: string;
  title: string;
  description: string | null;
  status: AppointmentStatus;
  all_day: boolean;
  start_date: string;
  end_date: string;
  timezone: string;
  color: string | null;
  address: (AppointmentAddress & { full_address: string }) | null;
  types: { id: number; name: string; shorthand_name: string | null }[];
  clients: { id: number; display_name: string }[];
  startAt: Date;
}

/** The live appointments among `ids`, as timelines show them, by id. */
export async function timelineAppointments(
  db: Executor,
  companyId: number,
  ids: number[],
): Promise<Map<number, TimelineAppointment>> {
  if (ids.length === 0) return new Map();
  const [rows, typeRows, clientRows] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(and(eq(appointments.companyId, companyId), anyId(appointments.id, ids), isNull(appointments.archivedAt))),
    db
      .select({
        appointmentId: appointmentTypeLinks.appointmentId,
        id: appointmentTypes.id,
        name: appointmentTypes.name,
        shorthand_name: appointmentTypes.shorthandName,
      })
      .from(appointmentTypeLinks)
      .innerJoin(appointmentTypes, typeOfLink)
      .where(and(eq(appointmentTypeLinks.companyId, companyId), anyId(appointmentTypeLinks.appointmentId, ids)))
      .orderBy(asc(appointmentTypeLinks.position)),
    db
      .select({ appointmentId: appointmentClients.appointmentId, id: clients.id, display_name: clients.displayName })
      .from(appointmentClients)
      .innerJoin(
        clients,
        and(eq(clients.companyId, appointmentClients.companyId), eq(clients.id, appointmentClients.clientId)),
      )
      .where(and(eq(appointmentClients.companyId, companyId), anyId(appointmentClients.appointmentId, ids)))
      .orderBy(asc(appointmentClients.position)),
  ]);
  const own = <T extends { appointmentId: number }>(list: T[], id: number) =>
    list.filter((item) => item.appointmentId === id).map(({ appointmentId: _, ...item }) => item);
  return new Map(
    rows.map((row): [number, TimelineAppointment] => [
      row.id,
      {
        id: row.id,
        reference_id: row.referenceId,
        title: row.title,
        description: row.description,
        // Only these are ever stored (the appointment schemas refuse others).
        status: row.status as AppointmentStatus,
        all_day: row.allDay,
        start_date: sqlDateIn(row.startAt, row.timezone),
        end_date: sqlDateIn(row.endAt, row.timezone),
        timezone: row.timezone,
        color: row.color,
        address: row.address ? Object.assign({}, row.address, { full_address: row.address.full_address ?? '' }) : null,
        types: own(typeRows, row.id),
        clients: own(clientRows, row.id),
        startAt: row.startAt,
      },
    ]),
  );
}
