import type {
  InventoryDefaultsPayload,
  InventoryItemPayload,
  InventoryPagePayload,
  MetadataDefinitionPayload,
  PrefillAddPayload,
  PrefillDefaultPayload,
  PrefillPagePayload,
} from '@fieldbook/domain/inventory/inventory.payloads';

export const inventoryQueryKey = ['inventory'] as const;

/** An inventory item as the server presents it (money in dollars). */
export type InventoryItem = InventoryItemPayload;
export type MetadataDefinition = MetadataDefinitionPayload;
export type InventoryDefaults = InventoryDefaultsPayload;
export type InventoryPage = InventoryPagePayload;
export type PrefillDefault = PrefillDefaultPayload;
export type PrefillPage = PrefillPagePayload;
export type PrefillAddResult = PrefillAddPayload;
