import { boolean, foreignKey, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, ref, updatedAt } from './columns';
import { users } from './users';

/** Notes on any record: subject_type names the record kind, subject_id its id. */
export const notes = pgTable(
  'notes',
  {
    companyId: companyId(),
    id: id(),
    subjectType: text('subject_type').notNull(),
    subjectId: ref('subject_id').notNull(),
    value: text('value').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    createdBy: ref('created_by'),
    isUpdated: boolean('is_updated').notNull().default(false),
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    index('notes_subject_idx').on(t.companyId, t.subjectType, t.subjectId, t.id.desc()),
  ],
);
