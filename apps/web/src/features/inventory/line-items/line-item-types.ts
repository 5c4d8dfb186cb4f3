import type { LineItem } from '@fieldbook/domain/inventory/line-item.rules';
import type { InventoryItem } from '../api/inventory-types';

/** The inventory item a line links to, as the line keeps it (spec: "Inventory item as read"). */
export type LinkedInventory = Pick<
  InventoryItem,
  'id' | 'code' | 'name' | 'description' | 'prefill_column' | 'selling_tax_type' | 'selling_unit_price'
>;

/** A line being edited: the API's line item and the item it links to (none: General Service). */
export type LineItemDraft = LineItem & { inventory_item: LinkedInventory | null };

/** What a line takes from an item chosen for it: its text by prefill_column, its price and tax type. */
export function lineFromItem(line: LineItemDraft, item: LinkedInventory): LineItemDraft {
  const text = item.prefill_column === 'DESCRIPTION' ? item.description : item.name;
  return {
    ...line,
    item_id: item.id,
    inventory_item: item,
    description: text || item.name || item.code,
    unit_price: item.selling_unit_price,
    tax_type: item.selling_tax_type,
  };
}
