import { sql } from 'drizzle-orm';
import { foreignKey, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { clients } from './clients';
import { at, companyId, createdAt, id, ref, updatedAt } from './columns';
import { users } from './users';

/**
 * A drawing (issue 23, item 4): a vector document (packages/domain drawings.schemas) and the PNG the
 * editor rendered of it, stored under thumbnail_key in the app's storage and served by signed link.
 */
export const drawings = pgTable(
  'drawings',
  {
    companyId: companyId(),
    id: id(),
    title: text('title').notNull(),
    referenceId: text('reference_id'),
    clientId: ref('client_id'),
    appointmentId: ref('appointment_id'),
    document: jsonb('document').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    searchText: text('search_text').notNull(),
    createdBy: ref('created_by'),
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.clientId], foreignColumns: [clients.companyId, clients.id] }),
    foreignKey({ columns: [t.companyId, t.appointmentId], foreignColumns: [appointments.companyId, appointments.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    index('drawings_recent_idx').on(t.companyId, t.updatedAt, t.id).where(sql`${t.archivedAt} is null`),
    index('drawings_client_idx').on(t.companyId, t.clientId).where(sql`${t.clientId} is not null`),
  ],
);
