import { sql } from 'drizzle-orm';
import { foreignKey, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, ref } from './columns';
import { users } from './users';

/** Who did what, when: written in the same transaction as every mutation. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    companyId: companyId(),
    id: id(),
    userId: ref('user_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: ref('subject_id'),
    description: text('description').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }),
    index('activity_logs_user_idx').on(t.companyId, t.userId, t.id.desc()),
    // A record's log on its timeline, by date.
    index('activity_logs_subject_idx').on(t.companyId, t.subjectType, t.subjectId, t.createdAt.desc()),
    // The staff log search (ILIKE on the description) within one company (btree_gin).
    index('activity_logs_description_trgm').using('gin', t.companyId, sql`${t.description} gin_trgm_ops`),
  ],
);
