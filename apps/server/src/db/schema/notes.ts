import { sql } from 'drizzle-orm';
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
    /** The note's text without markup, lower-cased: what a timeline search matches. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(replace(replace(replace(replace(regexp_replace(value, '<[^>]*>', ' ', 'g'), '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&amp;', '&'))`,
      ),
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    // The timeline reads a record's notes by date; search narrows them by trigram.
    index('notes_subject_idx').on(t.companyId, t.subjectType, t.subjectId, t.createdAt.desc()),
    // Page 1 shows the pinned notes first; few are pinned, so a partial index finds them.
    index('notes_pinned_idx').on(t.companyId, t.subjectType, t.subjectId).where(sql`${t.isPinned}`),
    index('notes_search_trgm').using('gin', t.companyId, sql`${t.searchText} gin_trgm_ops`),
  ],
);
