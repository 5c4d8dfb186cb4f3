import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, ref, updatedAt } from './columns';
import { users } from './users';

/**
 * A company's drawing asset (issue 23): an SVG (sanitised on upload) or PNG placed on drawings, kept
 * under storage_key in the app's storage. width and height are its intrinsic size; the editor places
 * it at placedSize (domain drawing-assets.rules). prefill_key names the ready-made asset it was added from.
 */
export const drawingAssets = pgTable(
  'drawing_assets',
  {
    companyId: companyId(),
    id: id(),
    name: text('name').notNull(),
    category: text('category'),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    prefillKey: text('prefill_key'),
    searchText: text('search_text').notNull(),
    createdBy: ref('created_by'),
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    check('drawing_assets_kind_check', sql`${t.kind} in ('SVG', 'PNG')`),
    // The pin limit is counted over these (at most 20 rows a company).
    index('drawing_assets_pinned_idx').on(t.companyId).where(sql`${t.isPinned} and ${t.archivedAt} is null`),
    index('drawing_assets_recent_idx').on(t.companyId, t.updatedAt, t.id),
    // A prefill is added once; a second add answers the asset it made.
    uniqueIndex('drawing_assets_prefill_unique').on(t.companyId, t.prefillKey).where(sql`${t.prefillKey} is not null`),
  ],
);
