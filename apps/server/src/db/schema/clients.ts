import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, ref, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

export const clients = pgTable(
  'clients',
  {
    companyId: companyId().references(() => companies.id),
    id: id(),
    isIndividual: boolean('is_individual').notNull().default(true),
    displayName: text('display_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    contactName: text('contact_name'),
    website: text('website'),
    timezone: text('timezone'),
    heardFromVia: text('heard_from_via'),
    defaultCommunicationMethod: text('default_communication_method').notNull().default('EMAIL'),
    disableReminders: boolean('disable_reminders').notNull().default(false),
    preferContactName: boolean('prefer_contact_name').notNull().default(false),
    roleLabels: text('role_labels').array().notNull().default([]),
    industryLabels: text('industry_labels').array().notNull().default([]),
    invoicingDefaultDueDate: smallint('invoicing_default_due_date'),
    strataIdentifier: text('strata_identifier'),
    inventoryMarkupPercentage: numeric('inventory_markup_percentage', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    referenceId: text('reference_id').notNull(),
    referStatus: text('refer_status'),
    referResendTries: integer('refer_resend_tries').notNull().default(0),
    referCode: text('refer_code'),
    linked: boolean('linked').notNull().default(false),
    /** Lower-cased names, reference, emails and addresses: what a text search matches. */
    searchText: text('search_text').notNull().default(''),
    /** Every phone's international and national digits, space separated: what a digits search matches. */
    phoneDigits: text('phone_digits').notNull().default(''),
    /** The avatar: an IMAGE of this company; not a foreign key, as for a staff member's profile image. */
    imageFileId: ref('image_file_id'),
    createdBy: ref('created_by'),
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    uniqueIndex('clients_reference_unique').on(t.companyId, sql`lower(${t.referenceId})`),
    // Client Connect's refer/{code} finds its client by the code alone.
    uniqueIndex('clients_refer_code_unique').on(t.referCode).where(sql`${t.referCode} is not null`),
    index('clients_name_idx').on(t.companyId, t.displayName, t.id),
    // company_id leads (btree_gin) so a search reads only its own company's entries.
    index('clients_search_trgm').using('gin', t.companyId, sql`${t.searchText} gin_trgm_ops`),
    index('clients_phone_trgm').using('gin', t.companyId, sql`${t.phoneDigits} gin_trgm_ops`),
  ],
);

const clientFk = (t: { companyId: AnyPgColumn; clientId: AnyPgColumn }) =>
  foreignKey({ columns: [t.companyId, t.clientId], foreignColumns: [clients.companyId, clients.id] }).onDelete(
    'cascade',
  );

export const clientEmails = pgTable(
  'client_emails',
  {
    companyId: companyId(),
    id: id(),
    clientId: ref('client_id').notNull(),
    type: text('type').notNull(),
    fieldName: text('field_name'),
    emailAddress: text('email_address').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    clientFk(t),
    index('client_emails_client_idx').on(t.companyId, t.clientId),
  ],
);

export const clientPhones = pgTable(
  'client_phones',
  {
    companyId: companyId(),
    id: id(),
    clientId: ref('client_id').notNull(),
    type: text('type').notNull(),
    fieldName: text('field_name'),
    countryCode: text('country_code'),
    areaCode: text('area_code'),
    phoneNumber: text('phone_number').notNull(),
    fullPhone: text('full_phone').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    clientFk(t),
    index('client_phones_client_idx').on(t.companyId, t.clientId),
  ],
);

export const clientAddresses = pgTable(
  'client_addresses',
  {
    companyId: companyId(),
    id: id(),
    clientId: ref('client_id').notNull(),
    type: text('type').notNull(),
    fieldName: text('field_name'),
    addressLine1: text('address_line_1'),
    locality: text('locality'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    note: text('note'),
    fullAddress: text('full_address').notNull().default(''),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    clientFk(t),
    index('client_addresses_client_idx').on(t.companyId, t.clientId),
  ],
);

export const clientGroups = pgTable(
  'client_groups',
  {
    companyId: companyId().references(() => companies.id),
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('client_groups_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** A client's membership of a group, with the relationship (the pivot) on the link. */
export const clientGroupMembers = pgTable(
  'client_group_members',
  {
    companyId: companyId(),
    groupId: ref('group_id').notNull(),
    clientId: ref('client_id').notNull(),
    relationship: text('relationship'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.groupId, t.clientId] }),
    clientFk(t),
    foreignKey({
      columns: [t.companyId, t.groupId],
      foreignColumns: [clientGroups.companyId, clientGroups.id],
    }).onDelete('cascade'),
    index('client_group_members_client_idx').on(t.companyId, t.clientId),
  ],
);

/** Per-company counters (the next client reference number and the like). */
export const companySequences = pgTable(
  'company_sequences',
  {
    companyId: companyId().references(() => companies.id),
    name: text('name').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.name] })],
);
