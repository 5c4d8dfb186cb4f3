import type { BookingState } from '@fieldbook/domain/booking/booking.constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointmentTypes } from './appointment-types';
import { appointments } from './appointments';
import { clients } from './clients';
import { at, companyId, createdAt, id, ref, updatedAt } from './columns';
import { companies } from './companies';
import type { StoredFileContent } from './files';

/** A business's online booking (issue 37): on or off, its public handle, approval and the pending cap. */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    companyId: companyId()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    /** The `{business}` of `connect/book/{business}`, lower-case. */
    handle: text('handle').notNull(),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    pendingCap: integer('pending_cap').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('booking_settings_handle_unique').on(t.handle)],
);

/** An appointment type as an online service: how long, from what price, when and by whom it may be booked. */
export const bookingServices = pgTable(
  'booking_services',
  {
    companyId: companyId(),
    appointmentTypeId: ref('appointment_type_id').notNull(),
    bookable: boolean('bookable').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    fromPriceCents: integer('from_price_cents'),
    description: text('description'),
    minNoticeHours: integer('min_notice_hours').notNull(),
    daysAhead: integer('days_ahead').notNull(),
    bufferMinutes: integer('buffer_minutes').notNull(),
    /** The staff who may take it (checked to be the company's active staff when saved and when booked). */
    staffIds: bigint('staff_ids', { mode: 'number' }).array().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.appointmentTypeId] }),
    foreignKey({
      columns: [t.companyId, t.appointmentTypeId],
      foreignColumns: [appointmentTypes.companyId, appointmentTypes.id],
    }).onDelete('cascade'),
  ],
);

/**
 * An appointment booked from the public page: its client, state (confirmed, pending approval,
 * cancelled) and the hashes of its single-purpose reschedule and cancel tokens (null once spent).
 */
export const bookings = pgTable(
  'bookings',
  {
    companyId: companyId(),
    id: id(),
    appointmentId: ref('appointment_id').notNull(),
    clientId: ref('client_id').notNull(),
    serviceId: ref('service_id').notNull(),
    state: text('state').$type<BookingState>().notNull(),
    /** Who booked, as they entered it: the only addresses the booking's messages go to. */
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    rescheduleTokenHash: text('reschedule_token_hash'),
    cancelTokenHash: text('cancel_token_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.clientId], foreignColumns: [clients.companyId, clients.id] }),
    uniqueIndex('bookings_appointment_unique').on(t.companyId, t.appointmentId),
    uniqueIndex('bookings_reschedule_token_unique').on(t.companyId, t.rescheduleTokenHash),
    uniqueIndex('bookings_cancel_token_unique').on(t.companyId, t.cancelTokenHash),
    // The pending cap counts a business's requests waiting for approval.
    index('bookings_pending_idx').on(t.companyId).where(sql`${t.state} = 'pending'`),
  ],
);

/**
 * A photo a visitor added on the public page, waiting for the booking that names it by its single-use
 * token (only its hash is kept). Its bytes are already checked and in storage; the booking turns it into
 * a file attached to the appointment and removes this row. Unclaimed ones are purged once expired.
 */
export const bookingPhotos = pgTable(
  'booking_photos',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: id(),
    tokenHash: text('token_hash').notNull(),
    file: jsonb('file').$type<StoredFileContent>().notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('booking_photos_token_unique').on(t.companyId, t.tokenHash),
    index('booking_photos_expiry_idx').on(t.expiresAt),
  ],
);
