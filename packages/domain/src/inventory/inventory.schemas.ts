import { blankToNull, positiveId, queryFlag } from '../http/schema-helpers';
import { TAX_TYPES } from '../money/money.rules';
import { z } from '../zod';
import { INVENTORY_LIMITS, INVENTORY_MESSAGES, INVENTORY_TYPES, PREFILL_COLUMNS } from './inventory.constants';
import { amountSchema } from './line-item.rules';

/** A required choice: "required" when nothing was sent, "invalid" for anything outside the set. */
const choice = <T extends readonly [string, ...string[]]>(values: T, required: string, invalid: string) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) });

/** One detail of an item (spec "Metadata item"): values are cleaned on save (see normaliseMetadata). */
export const metadataEntrySchema = z.object({
  key: z.string().trim().min(1, INVENTORY_MESSAGES.metadataInvalid).max(50),
  title: z.string().max(100).optional(),
  color: z.string().max(20).nullish(),
  icon: z.string().max(50).nullish(),
  values: z.array(z.object({ value: z.string().max(255) })).max(100),
});
export type MetadataEntry = z.infer<typeof metadataEntrySchema>;

/** Empty and duplicate values are dropped, then entries left with no values (spec section 5). */
export function normaliseMetadata(entries: MetadataEntry[]): MetadataEntry[] {
  return entries
    .map((entry) => {
      const seen = new Set<string>();
      const values = entry.values
        .map((v) => v.value.trim())
        .filter((value) => value !== '' && !seen.has(value.toLowerCase()) && seen.add(value.toLowerCase()))
        .map((value) => ({ value }));
      return { ...entry, values };
    })
    .filter((entry) => entry.values.length > 0);
}

const inventoryFields = {
  type: choice(INVENTORY_TYPES, INVENTORY_MESSAGES.typeRequired, INVENTORY_MESSAGES.typeInvalid),
  code: z
    .string({ error: INVENTORY_MESSAGES.codeRequired })
    .trim()
    .min(1, INVENTORY_MESSAGES.codeRequired)
    .max(INVENTORY_LIMITS.codeMax, INVENTORY_MESSAGES.codeTooLong),
  name: z.preprocess(
    blankToNull,
    z.string().trim().max(INVENTORY_LIMITS.nameMax, INVENTORY_MESSAGES.nameTooLong(INVENTORY_LIMITS.nameMax)).nullish(),
  ),
  singular_name: z.preprocess(
    blankToNull,
    z.string().trim().max(INVENTORY_LIMITS.singularNameMax, INVENTORY_MESSAGES.singularNameTooLong).nullish(),
  ),
  description: z.preprocess(
    blankToNull,
    z.string().trim().max(INVENTORY_LIMITS.descriptionMax, INVENTORY_MESSAGES.descriptionTooLong).nullish(),
  ),
  /** The category (a system type); PRODUCT only. */
  system_type_id: z.preprocess(blankToNull, positiveId.nullish()),
  metadata: z.array(metadataEntrySchema).max(50).default([]),
  is_buying: z.boolean().default(false),
  is_selling: z.boolean().default(true),
  selling_unit_price: z.preprocess(
    (value) => (value === undefined ? 0 : value),
    amountSchema(INVENTORY_LIMITS.priceMax, INVENTORY_MESSAGES.priceInvalid),
  ),
  selling_tax_type: choice(TAX_TYPES, INVENTORY_MESSAGES.taxTypeRequired, INVENTORY_MESSAGES.taxTypeInvalid),
  is_tracked: z.boolean().default(false),
  prefill_column: choice(
    PREFILL_COLUMNS,
    INVENTORY_MESSAGES.prefillColumnRequired,
    INVENTORY_MESSAGES.prefillColumnInvalid,
  ),
  markup_percentage: z.preprocess(
    (value) => (value === undefined ? 0 : value),
    z
      .number({ error: INVENTORY_MESSAGES.markupInvalid })
      .int(INVENTORY_MESSAGES.markupInvalid)
      .min(0, INVENTORY_MESSAGES.markupInvalid)
      .max(INVENTORY_LIMITS.markupMax, INVENTORY_MESSAGES.markupInvalid),
  ),
};

/** POST v1/inventory: creates an item, or updates the one named by id (with updated_at, its version). */
export const saveInventoryBodySchema = z.object({
  id: positiveId.optional(),
  ...inventoryFields,
  updated_at: z.string().optional(),
});
export type SaveInventoryBody = z.infer<typeof saveInventoryBodySchema>;

export const inventoryIdSchema = z.object({ id: positiveId });

/** GET v1/inventory/all: paged, searchable by code or name, filtered by type and archived state. */
export const inventoryListQuerySchema = z.object({
  type: z.enum(INVENTORY_TYPES).optional(),
  search: z.string().trim().max(100).optional(),
  archived: queryFlag.optional(),
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(200).default(INVENTORY_LIMITS.listPageSize),
  /**
   * The previous page's `next`: the page is read from there (keyset) instead of skipping
   * (page - 1) * rows items; `page` is then only echoed back.
   */
  after: z.string().max(300).optional(),
});
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;

/** POST v1/inventory/defaults/filter: the prefill catalogue, page size 50, priority ascending. */
export const prefillFilterBodySchema = z.object({
  filter: z.string().trim().max(100).optional().default(''),
  type: z.enum(INVENTORY_TYPES).nullish(),
  page: z.number().int().min(1).default(1),
  rows: z.number().int().min(1).max(200).default(INVENTORY_LIMITS.prefillPageSize),
  sortBy: z.enum(['priority', 'code', 'name']).default('priority'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
  system_types: z.array(z.number().int().positive()).max(100).default([]),
});
export type PrefillFilterBody = z.infer<typeof prefillFilterBodySchema>;

/** POST v1/inventory/defaults/company/add. */
export const prefillAddBodySchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: INVENTORY_MESSAGES.prefillNoneSelected })
    .min(1, INVENTORY_MESSAGES.prefillNoneSelected)
    .max(INVENTORY_LIMITS.prefillAddMax, INVENTORY_MESSAGES.prefillTooMany),
});
