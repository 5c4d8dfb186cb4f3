import { TAX_TYPES } from '../money/money.rules';
import { z } from '../zod';
import { INVENTORY_TYPES, PREFILL_COLUMNS } from './inventory.constants';
import { metadataEntrySchema } from './inventory.schemas';

/** What v1/inventory answers (the server's inventory presenter is typed by these; the web infers from them). */

export const systemTypePayloadSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  parent_id: z.number().nullable(),
});
export type SystemTypePayload = z.infer<typeof systemTypePayloadSchema>;

/** An inventory item (the spec's Inventory item entity); money in dollars. */
export const inventoryItemPayloadSchema = z.object({
  id: z.number(),
  type: z.enum(INVENTORY_TYPES),
  code: z.string(),
  name: z.string().nullable(),
  singular_name: z.string().nullable(),
  description: z.string().nullable(),
  system_type_id: z.number().nullable(),
  system_type: systemTypePayloadSchema.nullable(),
  metadata: z.array(metadataEntrySchema),
  is_buying: z.boolean(),
  is_selling: z.boolean(),
  selling_unit_price: z.number(),
  selling_tax_type: z.enum(TAX_TYPES),
  is_tracked: z.boolean(),
  prefill_column: z.enum(PREFILL_COLUMNS),
  markup_percentage: z.number(),
  is_default: z.boolean(),
  archived: z.boolean(),
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InventoryItemPayload = z.infer<typeof inventoryItemPayloadSchema>;

/** GET, POST and DELETE v1/inventory: the item. */
export const inventoryItemOnePayloadSchema = z.object({ item: inventoryItemPayloadSchema });

/** GET v1/inventory/all: one page of items. */
export const inventoryPagePayloadSchema = z.object({
  items: z.array(inventoryItemPayloadSchema),
  count: z.number(),
  page: z.number(),
  rows: z.number(),
  /** The cursor of the next page (its `after`), null on the last one. */
  next: z.string().nullable(),
});
export type InventoryPagePayload = z.infer<typeof inventoryPagePayloadSchema>;

/** A metadata field an item may have (GET v1/inventory/defaults). */
export const metadataDefinitionPayloadSchema = z.object({
  key: z.string(),
  title: z.string(),
  icon: z.string(),
  color: z.string(),
  description: z.string(),
  dropdown_options: z.array(z.string()),
  /** 0 means unlimited. */
  maximum_options: z.number(),
  default_value: z.string().nullable(),
  prepopulate: z.boolean(),
  system_type: z.object({ name: z.string() }).nullable(),
});
export type MetadataDefinitionPayload = z.infer<typeof metadataDefinitionPayloadSchema>;

/** GET v1/inventory/defaults: the system types, the metadata fields and the name's length. */
export const inventoryDefaultsPayloadSchema = z.object({
  types: z.array(systemTypePayloadSchema),
  defaults: z.array(metadataDefinitionPayloadSchema),
  inventory_name_length: z.number(),
});
export type InventoryDefaultsPayload = z.infer<typeof inventoryDefaultsPayloadSchema>;

const systemTypeSummarySchema = z.object({ id: z.number(), name: z.string(), color: z.string() });

/** One entry of the catalogue. */
export const prefillDefaultPayloadSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  type: z.enum(INVENTORY_TYPES),
  is_priority: z.boolean(),
  system_type: systemTypeSummarySchema,
  /** The company already has this entry (or its code). */
  added: z.boolean(),
});
export type PrefillDefaultPayload = z.infer<typeof prefillDefaultPayloadSchema>;

/** POST v1/inventory/defaults/filter: a page of the catalogue and its categories with their counts. */
export const prefillPagePayloadSchema = z.object({
  count: z.number(),
  defaults: z.array(prefillDefaultPayloadSchema),
  options: z.object({ system_types: z.array(systemTypeSummarySchema.extend({ count: z.number() })) }),
});
export type PrefillPagePayload = z.infer<typeof prefillPagePayloadSchema>;

/** POST v1/inventory/defaults/company/add: how many were added, and each entry that was not. */
export const prefillAddPayloadSchema = z.object({
  success: z.number(),
  failures: z.array(
    z.object({ id: z.number(), code: z.string().nullable(), name: z.string().nullable(), message: z.string() }),
  ),
});
export type PrefillAddPayload = z.infer<typeof prefillAddPayloadSchema>;
