import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyId } from './columns';

/**
 * How many timeline entries of a type a record has of its own (notes not deleted, attachments, log
 * entries), kept by statement triggers on those tables (migration 0043) in the writing transaction: the
 * timeline's tiles without counting a record's thousands of entries. Written only by those triggers.
 */
export const timelineCounts = pgTable(
  'timeline_counts',
  {
    companyId: companyId(),
    subjectType: text('subject_type').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    timelineType: text('timeline_type').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'timeline_counts_pk', columns: [t.companyId, t.subjectType, t.subjectId, t.timelineType] }),
  ],
);
