import type { Address } from '@fieldbook/domain/company/company.schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointmentTypes } from './appointment-types';
import { clients } from './clients';
import { at, companyId, createdAt, id, ref, updatedAt } from './columns';
import { documents } from './documents';
import { users } from './users';

export type AppointmentAddress = Address & { full_address?: string | null; note?: string | null };

/** An appointment (spec: Appointment). Times are instants; `timezone` is the one it is shown and entered in. */
export const appointments = pgTable(
  'appointments',
  {
    companyId: companyId(),
    id: id(),
    referenceId: text('reference_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    color: text('color'),
    status: text('status').notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    timezone: text('timezone').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    address: jsonb('address').$type<AppointmentAddress | null>(),
    isLocked: boolean('is_locked').notNull().default(false),
    recursionRule: text('recursion_rule'),
    /** A recurring series: the id of its first appointment, on every appointment of the series. */
    recurrenceId: ref('recurrence_id'),
    /** The series this one's series was split from, by changing the rule part-way (hasFutureRule). */
    recurrenceParentId: ref('recurrence_parent_id'),
    recurringStatus: text('recurring_status').notNull().default('UNSCHEDULED'),
    quotationId: ref('quotation_id'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(reference_id || ' ' || title || ' ' || coalesce(description, ''))`,
    ),
    archivedAt: at('archived_at'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Typed by hand: appointments and documents point at each other, which inference cannot follow.
  (t): PgTableExtraConfigValue[] => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    // The quotation it was booked from (scheduler?add&quotation_id=).
    foreignKey({ columns: [t.companyId, t.quotationId], foreignColumns: [documents.companyId, documents.id] }),
    uniqueIndex('appointments_reference_unique').on(t.companyId, sql`lower(${t.referenceId})`),
    // The calendar and search read a company's live appointments by time.
    index('appointments_start_idx').on(t.companyId, t.startAt, t.id).where(sql`${t.archivedAt} is null`),
    // The unscheduled list and the dashboard's Unscheduled Work: few rows among many scheduled ones.
    index('appointments_unscheduled_idx')
      .on(t.companyId, t.startAt, t.id)
      .where(sql`${t.archivedAt} is null and ${t.status} = 'UNSCHEDULED'`),
    // A series' appointments in order (Beforehand / Afterward, changing or deleting the later ones).
    index('appointments_recurrence_idx')
      .on(t.companyId, t.recurrenceId, t.startAt)
      .where(sql`${t.recurrenceId} is not null`),
    // Whatever overlaps a span (calendar ranges, availability): one GiST probe (btree_gist for company_id).
    index('appointments_span_gist')
      .using('gist', t.companyId, sql`tstzrange(${t.startAt}, ${t.endAt}, '[]')`)
      .where(sql`${t.archivedAt} is null`),
    // Availability reads busy time from the staff's side by start time, which bounds an appointment's
    // length: the few longer than a day are found here instead.
    index('appointments_long_span_gist')
      .using('gist', t.companyId, sql`tstzrange(${t.startAt}, ${t.endAt}, '[]')`)
      .where(sql`${t.archivedAt} is null and ${t.endAt} - ${t.startAt} > interval '1 day'`),
    index('appointments_search_trgm').using('gin', t.companyId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * How many appointments a company has by status and archived, kept by statement triggers on
 * appointments (migration 0041) in the writing transaction: the search dialog's total without a count
 * over every appointment. Written only by those triggers.
 */
export const appointmentCounts = pgTable(
  'appointment_counts',
  {
    companyId: companyId(),
    status: text('status').notNull(),
    archived: boolean('archived').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status, t.archived] })],
);

/** Staff attending an appointment. */
export const appointmentAttendees = pgTable(
  'appointment_attendees',
  {
    companyId: companyId(),
    appointmentId: bigint('appointment_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull().default(0),
    /** The appointment's start_at, kept by triggers (migration 0019), so a staff timeline pages on an index. */
    startAt: at('start_at'),
    /**
     * The appointment's end_at, status and archived_at, kept with start_at by triggers (migration 0048):
     * a staff member's busy time (availability, online booking) is read off the index below alone.
     */
    endAt: at('end_at'),
    status: text('status'),
    archivedAt: at('archived_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.appointmentId, t.userId] }),
    foreignKey({
      columns: [t.companyId, t.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }),
    // Availability, the per-staff calendars and the staff timeline read a staff member's appointments by time;
    // the copies after start_at make busy time an index-only read (drizzle has no INCLUDE: they are keys).
    index('appointment_attendees_user_start_idx').on(
      t.companyId,
      t.userId,
      t.startAt.desc(),
      t.appointmentId,
      t.endAt,
      t.status,
      t.archivedAt,
    ),
  ],
);

export const appointmentClients = pgTable(
  'appointment_clients',
  {
    companyId: companyId(),
    appointmentId: bigint('appointment_id', { mode: 'number' }).notNull(),
    clientId: bigint('client_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull().default(0),
    /** The appointment's start_at, kept by triggers (migration 0019), so a client timeline pages on an index. */
    startAt: at('start_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.appointmentId, t.clientId] }),
    foreignKey({
      columns: [t.companyId, t.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.clientId], foreignColumns: [clients.companyId, clients.id] }),
    // A client's appointments by time (its timeline, the portal's home).
    index('appointment_clients_client_start_idx').on(t.companyId, t.clientId, t.startAt.desc()),
  ],
);

export const appointmentTypeLinks = pgTable(
  'appointment_type_links',
  {
    companyId: companyId(),
    appointmentId: bigint('appointment_id', { mode: 'number' }).notNull(),
    typeId: bigint('type_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.appointmentId, t.typeId] }),
    foreignKey({
      columns: [t.companyId, t.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.typeId], foreignColumns: [appointmentTypes.companyId, appointmentTypes.id] }),
    index('appointment_type_links_type_idx').on(t.companyId, t.typeId),
  ],
);

/** A reminder stored with its appointment (spec: Reminder); the next issue sends them. */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    companyId: companyId(),
    id: id(),
    appointmentId: bigint('appointment_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    clientId: ref('client_id'),
    userId: ref('user_id'),
    type: text('type').notNull(),
    value: text('value'),
    reminderOffset: integer('reminder_offset').notNull(),
    hasSent: boolean('has_sent').notNull().default(false),
    /** The pending pg-boss job that sends it (a job whose reminder changed or went finds it stale). */
    jobId: text('job_id'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }).onDelete('cascade'),
    index('appointment_reminders_appointment_idx').on(t.companyId, t.appointmentId),
  ],
);
