import { sql } from 'drizzle-orm';
import { date, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, ref, updatedAt } from './columns';
import { files } from './files';
import { users } from './users';

/** The company's catalogue of licence types ("Gasfitter Type A") that licences and appointment types name. */
export const licenceTypes = pgTable(
  'licence_types',
  {
    companyId: companyId(),
    id: id(),
    name: text('name').notNull(),
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('licence_types_name_idx').on(t.companyId, sql`lower(${t.name})`).where(sql`${t.archivedAt} is null`),
  ],
);

/** A staff member's licence (spec: Licence entity). state_id names an entry of the domain's licence states. */
export const licences = pgTable(
  'licences',
  {
    companyId: companyId(),
    id: id(),
    userId: ref('user_id').notNull(),
    licenceNumber: text('licence_number').notNull(),
    descriptor: text('descriptor'),
    licenceTypeId: ref('licence_type_id'),
    stateId: integer('state_id').notNull(),
    /** A calendar date: a licence lapses on a day, not at an instant. */
    expiryDate: date('expiry_date', { mode: 'string' }),
    imageFileId: ref('image_file_id'),
    /** pg-boss job ids of the pending expiry notices, so a change or archive can cancel them. */
    expiryJobIds: text('expiry_job_ids').array().notNull().default([]),
    /** The expiry date whose "booked work at risk" notice went to the managers: it goes once per expiry. */
    workNoticeExpiry: date('work_notice_expiry', { mode: 'string' }),
    /** The expiry notices sent, as `kind:expiry date` ("soon:2027-03-01"): each goes once, however often its job runs. */
    expiryNoticesSent: text('expiry_notices_sent').array().notNull().default([]),
    archivedAt: at('archived_at'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }),
    foreignKey({ columns: [t.companyId, t.licenceTypeId], foreignColumns: [licenceTypes.companyId, licenceTypes.id] }),
    foreignKey({ columns: [t.companyId, t.imageFileId], foreignColumns: [files.companyId, files.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    index('licences_user_idx').on(t.companyId, t.userId),
    index('licences_expiry_idx').on(t.companyId, t.expiryDate).where(sql`${t.archivedAt} is null`),
  ],
);
