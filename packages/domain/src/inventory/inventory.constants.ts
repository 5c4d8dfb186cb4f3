/** Inventory limits of spec sections 5 and 9. */
export const INVENTORY_TYPES = ['PRODUCT', 'SERVICE'] as const;
export type InventoryType = (typeof INVENTORY_TYPES)[number];

export const PREFILL_COLUMNS = ['NAME', 'DESCRIPTION'] as const;
export type PrefillColumn = (typeof PREFILL_COLUMNS)[number];

export const INVENTORY_LIMITS = {
  codeMax: 30,
  /** inventory_name_length, as GET v1/inventory/defaults supplies it. */
  nameMax: 50,
  singularNameMax: 50,
  descriptionMax: 2000,
  priceMax: 99_999,
  markupMax: 100,
  /** The inventory dropdown: results shown, and code characters before it is cut. */
  dropdownResults: 10,
  dropdownCodeChars: 10,
  /** The prefill picker's page size (sorted by priority ascending). */
  prefillPageSize: 50,
  /** Items one "add prefills" request may add. */
  prefillAddMax: 500,
  listPageSize: 50,
} as const;

/** The item every line without an inventory item links to; each company has one. */
export const GENERAL_SERVICE = { code: 'GENERAL', name: 'General Service' } as const;

/** The picker's first group: the catalogue's priority items. */
export const COMMON_GROUP = 'Common';

export const INVENTORY_MESSAGES = {
  codeRequired: 'The code field is required.',
  codeTooLong: `The code may not be greater than ${INVENTORY_LIMITS.codeMax} characters.`,
  codeTaken: 'The code has already been taken.',
  nameTooLong: (max: number) => `The name may not be greater than ${max} characters.`,
  singularNameTooLong: `The singular name may not be greater than ${INVENTORY_LIMITS.singularNameMax} characters.`,
  descriptionTooLong: `The description may not be greater than ${INVENTORY_LIMITS.descriptionMax} characters.`,
  priceInvalid: `The selling unit price must be an amount from 0 to ${INVENTORY_LIMITS.priceMax} in steps of 0.01.`,
  markupInvalid: `The markup percentage must be a whole number from 0 to ${INVENTORY_LIMITS.markupMax}.`,
  taxTypeRequired: 'The selling tax type field is required.',
  taxTypeInvalid: 'The selected selling tax type is invalid.',
  prefillColumnRequired: 'The prefill column field is required.',
  prefillColumnInvalid: 'The selected prefill column is invalid.',
  typeRequired: 'The type field is required.',
  typeInvalid: 'The selected type is invalid.',
  categoryInvalid: 'The selected category is invalid.',
  metadataInvalid: 'The selected detail is invalid.',
  metadataTooMany: (title: string, max: number) =>
    `${title} may have at most ${max} ${max === 1 ? 'value' : 'values'}.`,
  notFound: 'Inventory item could not be found',
  created: 'Inventory item successfully created',
  saved: 'Inventory item successfully saved',
  archived: 'Inventory item archived',
  restored: 'Inventory item restored',
  archivedReadOnly: 'This inventory item is archived and read-only.',
  generalServiceLocked: 'The General Service item cannot be archived: lines without an item link to it.',
  prefillNoneSelected: 'Select at least one item to add.',
  prefillTooMany: `Add at most ${INVENTORY_LIMITS.prefillAddMax} items at a time.`,
  prefillAdded: (count: number) => `${count} ${count === 1 ? 'item' : 'items'} successfully added`,
  prefillFailed: (count: number) => `${count} items failed to save`,
  prefillUnknown: 'This catalogue item no longer exists.',
} as const;
