import type { MetadataEntry } from '@fieldbook/domain/inventory/inventory.schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, ref, updatedAt } from './columns';
import { users } from './users';

// The catalogue tables hold data that ships with the app (synced at start-up), shared by every company.

/** Inventory categories ("types": id, name, color, parent_id). */
export const systemTypes = pgTable('system_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  color: text('color').notNull(),
  parentId: integer('parent_id'),
});

/** Metadata definitions (templates) an item's details offer, optionally for one category. */
export const metadataDefinitions = pgTable('inventory_metadata_definitions', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  icon: text('icon').notNull(),
  color: text('color').notNull(),
  description: text('description').notNull(),
  dropdownOptions: text('dropdown_options').array().notNull().default([]),
  /** 0 means unlimited. */
  maximumOptions: integer('maximum_options').notNull().default(0),
  defaultValue: text('default_value'),
  prepopulate: boolean('prepopulate').notNull().default(false),
  systemTypeId: integer('system_type_id').references(() => systemTypes.id),
});

/** The prefill catalogue of common Australian trade services and products. */
export const prefillDefaults = pgTable(
  'inventory_prefill_defaults',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    /** Priority items form the picker's Common group. */
    isPriority: boolean('is_priority').notNull().default(false),
    /** Lower comes first. */
    priority: integer('priority').notNull(),
    systemTypeId: integer('system_type_id')
      .notNull()
      .references(() => systemTypes.id),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(code || ' ' || name)`),
  },
  (t) => [
    uniqueIndex('inventory_prefill_defaults_code_idx').on(t.code),
    index('inventory_prefill_defaults_priority_idx').on(t.priority, t.code),
    index('inventory_prefill_defaults_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A company's product or service (spec: Inventory item). Money in whole cents. */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    companyId: companyId(),
    id: id(),
    type: text('type').notNull(),
    code: text('code').notNull(),
    name: text('name'),
    singularName: text('singular_name'),
    description: text('description'),
    systemTypeId: integer('system_type_id').references(() => systemTypes.id),
    metadata: jsonb('metadata').$type<MetadataEntry[]>().notNull().default([]),
    isBuying: boolean('is_buying').notNull().default(false),
    isSelling: boolean('is_selling').notNull().default(true),
    sellingUnitPriceCents: bigint('selling_unit_price_cents', { mode: 'number' }).notNull().default(0),
    sellingTaxType: text('selling_tax_type').notNull(),
    isTracked: boolean('is_tracked').notNull().default(false),
    prefillColumn: text('prefill_column').notNull().default('NAME'),
    markupPercentage: smallint('markup_percentage').notNull().default(0),
    /** The company's General Service item, which lines without an item link to. */
    isDefault: boolean('is_default').notNull().default(false),
    prefillDefaultId: integer('prefill_default_id').references(() => prefillDefaults.id),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(code || ' ' || coalesce(name, ''))`),
    archivedAt: at('archived_at'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    // Codes are unique per company whatever their case; the list pages in this order.
    uniqueIndex('inventory_items_code_idx').on(t.companyId, sql`lower(${t.code})`),
    uniqueIndex('inventory_items_default_idx').on(t.companyId).where(sql`${t.isDefault}`),
    index('inventory_items_search_trgm').using('gin', t.companyId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * How many items a company has by type and archived, kept by statement triggers on inventory_items
 * (migration 0041) in the writing transaction: the list's count without counting every item. Written
 * only by those triggers.
 */
export const inventoryCounts = pgTable(
  'inventory_counts',
  {
    companyId: companyId(),
    type: text('type').notNull(),
    archived: boolean('archived').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.type, t.archived] })],
);
