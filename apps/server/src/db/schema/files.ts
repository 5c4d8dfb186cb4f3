import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, ref, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

export const fileCategories = pgTable(
  'file_categories',
  {
    companyId: companyId().references(() => companies.id),
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('file_categories_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** A stored file; its bytes live in storage under storage_key (and thumbnail_key), never named by the user. */
export const files = pgTable(
  'files',
  {
    companyId: companyId().references(() => companies.id),
    id: id(),
    title: text('title'),
    description: text('description'),
    categoryId: ref('category_id'),
    visibility: text('visibility').notNull().default('EVERYONE'),
    fileName: text('file_name').notNull(),
    fileExtension: text('file_extension').notNull(),
    type: text('type').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    width: integer('width'),
    height: integer('height'),
    isPublic: boolean('is_public').notNull().default(false),
    /** Lower-cased title, description and file name: what a text search matches. */
    searchText: text('search_text').notNull().default(''),
    createdBy: ref('created_by'),
    /**
     * The company's IMAGE this one was annotated from (photo annotation keeps the original untouched).
     * Not a foreign key: the original may be deleted while its annotated copy stays.
     */
    annotatedFromFileId: ref('annotated_from_file_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    foreignKey({ columns: [t.companyId, t.categoryId], foreignColumns: [fileCategories.companyId, fileCategories.id] }),
    index('files_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('files_search_trgm').using('gin', t.companyId, sql`${t.searchText} gin_trgm_ops`),
    // What a timeline search matches of an attached file (attachment.source.ts), written the same way.
    index('files_title_name_trgm').using(
      'gin',
      t.companyId,
      sql`(coalesce(${t.title}, '') || ' ' || ${t.fileName}) gin_trgm_ops`,
    ),
  ],
);

/** A file's checked bytes in storage and what they are: the part of its row known before the row exists. */
export type StoredFileContent = Pick<
  typeof files.$inferSelect,
  'fileName' | 'fileExtension' | 'type' | 'mimeType' | 'size' | 'storageKey' | 'thumbnailKey' | 'width' | 'height'
>;

/** A file attached to any record: subject_type names the record kind, subject_id its id. */
export const attachments = pgTable(
  'attachments',
  {
    companyId: companyId(),
    id: id(),
    subjectType: text('subject_type').notNull(),
    subjectId: ref('subject_id').notNull(),
    fileId: ref('file_id').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.fileId], foreignColumns: [files.companyId, files.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    uniqueIndex('attachments_subject_file_unique').on(t.companyId, t.subjectType, t.subjectId, t.fileId),
    index('attachments_file_idx').on(t.companyId, t.fileId),
    // A record's files on its timeline, by date.
    index('attachments_subject_idx').on(t.companyId, t.subjectType, t.subjectId, t.createdAt.desc()),
    index('attachments_pinned_idx').on(t.companyId, t.subjectType, t.subjectId).where(sql`${t.isPinned}`),
  ],
);
