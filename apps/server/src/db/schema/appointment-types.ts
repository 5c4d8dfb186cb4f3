import type { TaxType } from '@fieldbook/domain/money/money.rules';
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, ref, updatedAt } from './columns';
import { licenceTypes } from './licences';
import { users } from './users';

/** A stored line item: money and quantities as whole numbers (cents, hundredths, basis points). */
export interface StoredLineItem {
  uuid: string;
  itemId: number;
  description: string;
  unitPriceCents: number;
  quantityHundredths: number;
  discountBasisPoints: number;
  taxType: TaxType;
  withTax: boolean;
  /** The accounting account code the line is booked to (absent on lines saved before it existed). */
  itemAccount?: string | null;
  /** The mark-up the price was made with, in hundredths of a percent (absent: none). */
  markedUpBasisPoints?: number;
}

/** An appointment type (spec: Appointment type): defaults an appointment takes when the type is added. */
export const appointmentTypes = pgTable(
  'appointment_types',
  {
    companyId: companyId(),
    id: id(),
    name: text('name').notNull(),
    shorthandName: text('shorthand_name'),
    color: text('color').notNull(),
    mustBeStaffed: boolean('must_be_staffed').notNull().default(false),
    clientTitle: text('client_title'),
    clientDescription: text('client_description'),
    title: text('title'),
    description: text('description'),
    timeAllocation: integer('time_allocation').notNull().default(120),
    recursionRule: text('recursion_rule'),
    recurringStatus: text('recurring_status').notNull().default('UNSCHEDULED'),
    clientReminderOffset: integer('client_reminder_offset').array().notNull().default([]),
    staffReminderOffset: integer('staff_reminder_offset').array().notNull().default([]),
    unscheduledReminderOffset: integer('unscheduled_reminder_offset').array().notNull().default([]),
    inventory: jsonb('inventory').$type<StoredLineItem[]>().notNull().default([]),
    archivedAt: at('archived_at'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    index('appointment_types_name_idx').on(t.companyId, sql`lower(${t.name})`).where(sql`${t.archivedAt} is null`),
  ],
);

/** The licence types an appointment type requires: staff assigned to it should hold each, valid on the job's date. */
export const appointmentTypeLicenceTypes = pgTable(
  'appointment_type_licence_types',
  {
    companyId: companyId(),
    appointmentTypeId: ref('appointment_type_id').notNull(),
    licenceTypeId: ref('licence_type_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.appointmentTypeId, t.licenceTypeId] }),
    foreignKey({
      columns: [t.companyId, t.appointmentTypeId],
      foreignColumns: [appointmentTypes.companyId, appointmentTypes.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.licenceTypeId], foreignColumns: [licenceTypes.companyId, licenceTypes.id] }),
  ],
);
