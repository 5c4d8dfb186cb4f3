import type { AppointmentStatus, RecurringStatus } from '@fieldbook/domain/appointments/appointments.constants';
import type {
  Appointment,
  AppointmentReminder,
  CalendarAppointment,
} from '@fieldbook/domain/appointments/appointments.payloads';
import { appointmentAddressPayloadSchema } from '@fieldbook/domain/appointments/appointments.payloads';
import type { CommunicationMethod } from '@fieldbook/domain/clients/clients.constants';
import { formatSqlDate, formatSqlMillis } from '@fieldbook/domain/dates/date-codec';
import { DateTime } from 'luxon';
import { pickerFor } from '../../http/response-serializer';
import type { AppointmentDetails, AppointmentRow, ListedAppointment, ReminderRow } from './appointments.repository';
import { type CalendarDetails, type CalendarRow, emptyCalendarDetails } from './calendar.repository';

/** An instant as the API shows it: an SQL date-time in the appointment's own timezone. */
export const sqlDateIn = formatSqlDate;

const zoneDetails = new Map<string, { zone: string; abbr: string; diff_from_gmt: string }>();

/** The zone's abbreviation and offset at an instant (cached per zone and hour: offsets change on the hour). */
export function timezoneDetails(zone: string, at: Date) {
  const key = `${zone}|${Math.floor(at.getTime() / 3_600_000)}`;
  let details = zoneDetails.get(key);
  if (!details) {
    const date = DateTime.fromJSDate(at, { zone }).setLocale('en-AU');
    details = { zone, abbr: date.offsetNameShort ?? zone, diff_from_gmt: date.toFormat('ZZ') };
    if (zoneDetails.size > 10_000) zoneDetails.clear();
    zoneDetails.set(key, details);
  }
  return details;
}

// Only the listed keys, types and statuses are ever stored (the body schemas refuse others).
const presentReminder = (reminder: ReminderRow): AppointmentReminder => ({
  id: reminder.id,
  key: reminder.key as AppointmentReminder['key'],
  client_id: reminder.clientId,
  user_id: reminder.userId,
  type: reminder.type as AppointmentReminder['type'],
  value: reminder.value,
  reminder_offset: reminder.reminderOffset,
  has_sent: reminder.hasSent,
});

export interface Viewer {
  userId: number;
  canEditAll: boolean;
}

export const viewerOf = (auth: { userId: number; permissions: readonly string[] }): Viewer => ({
  userId: auth.userId,
  canEditAll: auth.permissions.includes('canEditAppointments'),
});

/**
 * can_edit (spec section 6): full editing for whoever may edit every appointment
 * (canEditAppointments) and for its creator; attendees get the simple actions only.
 */
export const canEditAppointment = (row: Pick<AppointmentRow, 'archivedAt' | 'createdBy'>, viewer: Viewer) =>
  row.archivedAt === null && (viewer.canEditAll || row.createdBy === viewer.userId);

const groups = new WeakMap<object, Map<number, unknown[]>>();

/** A details list by appointment id, built once per list (presenting many appointments stays linear). */
function groupedBy<T extends { appointmentId: number }>(list: T[]): Map<number, T[]> {
  let map = groups.get(list) as Map<number, T[]> | undefined;
  if (!map) {
    map = new Map();
    for (const entry of list) {
      const bucket = map.get(entry.appointmentId);
      if (bucket) bucket.push(entry);
      else map.set(entry.appointmentId, [entry]);
    }
    groups.set(list, map as Map<number, unknown[]>);
  }
  return map;
}

/** The fields only the full entity answers (the view dialog, the search dialog, the other lists). */
type ViewOnly =
  | 'timezone_details'
  | 'is_recurring'
  | 'quotation_id'
  | 'archived'
  | 'is_attendee'
  | 'created_at'
  | 'creator'
  | 'recurring_appointments'
  | 'online_booking';

/**
 * An appointment as the spec's Appointment entity, from its row and its loaded details; without
 * `creators`, as the calendar holds it (calendarAppointmentSchema, which drops the rest): its
 * view-only fields are left undefined, neither formatted nor looked up. One literal either way, so
 * every presented appointment has one shape (a spread of a shared part made each one a slow object).
 */
export function presentAppointment(
  row: ListedAppointment,
  details: AppointmentDetails,
  viewer: Viewer,
): Omit<Appointment, ViewOnly>;
export function presentAppointment(
  row: ListedAppointment,
  details: AppointmentDetails,
  viewer: Viewer,
  creators: Map<number, string>,
): Appointment;
export function presentAppointment(
  row: ListedAppointment,
  details: AppointmentDetails,
  viewer: Viewer,
  creators?: Map<number, string>,
): Omit<Appointment, ViewOnly> & Partial<Appointment> {
  const own = <T extends { appointmentId: number }>(list: T[]) => groupedBy(list).get(row.id) ?? [];
  const reminders = own(details.reminders);
  const attendees = own(details.attendees);
  const view = creators !== undefined;
  return {
    id: row.id,
    reference_id: row.referenceId,
    title: row.title,
    description: row.description,
    color: row.color,
    status: row.status as AppointmentStatus,
    start_date: sqlDateIn(row.startAt, row.timezone),
    end_date: sqlDateIn(row.endAt, row.timezone),
    timezone: row.timezone,
    timezone_details: view ? timezoneDetails(row.timezone, row.startAt) : undefined,
    all_day: row.allDay,
    address: row.address,
    attendees: attendees.map((user) => ({
      id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      initials: `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase(),
      color: user.color,
      created_company: user.createdCompany,
    })),
    clients: own(details.clients).map((client) => ({
      id: client.id,
      display_name: client.displayName,
      disable_reminders: client.disableReminders,
      default_communication_method: client.defaultCommunicationMethod as CommunicationMethod,
    })),
    types: own(details.types).map((type) => ({
      id: type.id,
      name: type.name,
      shorthand_name: type.shorthandName,
      must_be_staffed: type.mustBeStaffed,
      color: type.color,
    })),
    is_locked: row.isLocked,
    is_recurring: view ? row.recursionRule !== null : undefined,
    recursion_rule: row.recursionRule ? { value: row.recursionRule } : null,
    recurring_status: row.recurringStatus as RecurringStatus,
    client_reminders: reminders.filter((r) => r.key === 'clients').map(presentReminder),
    staff_reminders: reminders.filter((r) => r.key === 'staff').map(presentReminder),
    unscheduled_reminders: reminders.filter((r) => r.key === 'unscheduled').map(presentReminder),
    quotation_id: view ? row.quotationId : undefined,
    archived: view ? row.archivedAt !== null : undefined,
    can_edit: canEditAppointment(row, viewer),
    is_attendee: view ? attendees.some((user) => user.id === viewer.userId) : undefined,
    created_at: view ? sqlDateIn(row.createdAt, row.timezone) : undefined,
    creator: view ? (row.createdBy === null ? null : { name: creators.get(row.createdBy) ?? '' }) : undefined,
    updated_at: sqlDateIn(row.updatedAt, row.timezone),
  };
}

/** An address as the answer's picker writes it (a stored JSON object's keys come in PostgreSQL's order). */
const pickAddress = pickerFor(appointmentAddressPayloadSchema);

const noDetails = emptyCalendarDetails();

/**
 * An appointment as the calendar holds it (calendarAppointmentSchema), from the calendar's page row and
 * its details already in the answer's shape: one literal of the schema's keys in its order, nested ones
 * too, so the list goes out as it is (shapedList); nothing rebuilt per row but the three instants' text.
 */
export function presentCalendarAppointment(
  row: CalendarRow,
  details: CalendarDetails | undefined,
  viewer: Viewer,
): CalendarAppointment {
  const own = details ?? noDetails;
  return {
    id: row.id,
    reference_id: row.referenceId,
    title: row.title,
    description: row.description,
    color: row.color,
    status: row.status as AppointmentStatus,
    start_date: formatSqlMillis(row.startAt, row.timezone),
    end_date: formatSqlMillis(row.endAt, row.timezone),
    timezone: row.timezone,
    all_day: row.allDay,
    address: row.address === null ? null : pickAddress(row.address),
    attendees: own.attendees,
    clients: own.clients,
    types: own.types,
    is_locked: row.isLocked,
    recursion_rule: row.recursionRule ? { value: row.recursionRule } : null,
    recurring_status: row.recurringStatus as RecurringStatus,
    client_reminders: own.client_reminders,
    staff_reminders: own.staff_reminders,
    unscheduled_reminders: own.unscheduled_reminders,
    // can_edit as canEditAppointment decides it.
    can_edit: !row.archived && (viewer.canEditAll || row.createdBy === viewer.userId),
    updated_at: formatSqlMillis(row.updatedAt, row.timezone),
  };
}
