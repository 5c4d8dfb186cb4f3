import { type LineItem, lineMarkupFor, markedUpPrice } from '@fieldbook/domain/inventory/line-item.rules';
import type { RoundingMethod } from '@fieldbook/domain/money/money.rules';
import type { InventoryItem } from '../api/inventory-types';

/** The inventory item a line links to, as the line keeps it (spec: "Inventory item as read"). */
export type LinkedInventory = Pick<
  InventoryItem,
  | 'id'
  | 'code'
  | 'name'
  | 'description'
  | 'prefill_column'
  | 'selling_tax_type'
  | 'selling_unit_price'
  | 'markup_percentage'
  | 'is_default'
>;

/** A line being edited: the API's line item and the item it links to (none: General Service). */
export type LineItemDraft = LineItem & { inventory_item: LinkedInventory | null };

/**
 * What a line takes from an item chosen for it: its text by prefill_column, its tax type, and its
 * price marked up by the client's inventory mark-up (else the item's own), rounded by the company.
 */
export function lineFromItem(
  line: LineItemDraft,
  item: LinkedInventory,
  pricing: { clientMarkup: number; rounding: RoundingMethod },
): LineItemDraft {
  const text = item.prefill_column === 'DESCRIPTION' ? item.description : item.name;
  const markup = lineMarkupFor(item.markup_percentage, pricing.clientMarkup);
  return {
    ...line,
    item_id: item.id,
    inventory_item: item,
    description: text || item.name || item.code,
    marked_up_percentage: markup,
    unit_price: markedUpPrice(item.selling_unit_price, markup, pricing.rounding),
    tax_type: item.selling_tax_type,
  };
}
