import type { InventoryType, PrefillColumn } from '@fieldbook/domain/inventory/inventory.constants';
import type { MetadataEntry } from '@fieldbook/domain/inventory/inventory.schemas';
import type { TaxType } from '@fieldbook/domain/money/money.rules';

export const inventoryQueryKey = ['inventory'] as const;

export interface SystemType {
  id: number;
  name: string;
  color: string;
  parent_id: number | null;
}

/** An inventory item as the server presents it (money in dollars). */
export interface InventoryItem {
  id: number;
  type: InventoryType;
  code: string;
  name: string | null;
  singular_name: string | null;
  description: string | null;
  system_type_id: number | null;
  system_type: SystemType | null;
  metadata: MetadataEntry[];
  is_buying: boolean;
  is_selling: boolean;
  selling_unit_price: number;
  selling_tax_type: TaxType;
  is_tracked: boolean;
  prefill_column: PrefillColumn;
  markup_percentage: number;
  is_default: boolean;
  archived: boolean;
  can_edit: boolean;
  created_at: string;
  updated_at: string;
}

export interface MetadataDefinition {
  key: string;
  title: string;
  icon: string;
  color: string;
  description: string;
  dropdown_options: string[];
  /** 0 means unlimited. */
  maximum_options: number;
  default_value: string | null;
  prepopulate: boolean;
  system_type: { name: string } | null;
}

export interface InventoryDefaults {
  types: SystemType[];
  defaults: MetadataDefinition[];
  inventory_name_length: number;
}

export interface InventoryPage {
  items: InventoryItem[];
  count: number;
  page: number;
  rows: number;
}

export interface PrefillDefault {
  id: number;
  code: string;
  name: string;
  type: InventoryType;
  is_priority: boolean;
  system_type: { id: number; name: string; color: string };
  /** The company already has this entry (or its code). */
  added: boolean;
}

export interface PrefillPage {
  count: number;
  defaults: PrefillDefault[];
  options: { system_types: { id: number; name: string; color: string; count: number }[] };
}

export interface PrefillAddResult {
  success: number;
  failures: { id: number; code: string | null; name: string | null; message: string }[];
}
