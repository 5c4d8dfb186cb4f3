import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { InventoryType, PrefillColumn } from '@fieldbook/domain/inventory/inventory.constants';
import type { InventoryItemPayload, SystemTypePayload } from '@fieldbook/domain/inventory/inventory.payloads';
import { type TaxType, toDollars } from '@fieldbook/domain/money/money.rules';
import type { SystemTypeRow } from './inventory.repository';
import type { ListedItem } from './inventory-list.repository';

export const presentSystemType = (type: SystemTypeRow): SystemTypePayload => ({
  id: type.id,
  name: type.name,
  color: type.color,
  parent_id: type.parentId,
});

/** An item as the spec's Inventory item entity; money in dollars, stored as cents. */
export function presentItem(
  { item, systemType }: ListedItem,
  timezone: string,
  canManage: boolean,
): InventoryItemPayload {
  const archived = item.archivedAt !== null;
  return {
    id: item.id,
    // The text columns hold only the domain's values (the body schemas check them on the way in).
    type: item.type as InventoryType,
    code: item.code,
    name: item.name,
    singular_name: item.singularName,
    description: item.description,
    system_type_id: item.systemTypeId,
    system_type: systemType ? presentSystemType(systemType) : null,
    metadata: item.metadata,
    is_buying: item.isBuying,
    is_selling: item.isSelling,
    selling_unit_price: toDollars(item.sellingUnitPriceCents),
    selling_tax_type: item.sellingTaxType as TaxType,
    is_tracked: item.isTracked,
    prefill_column: item.prefillColumn as PrefillColumn,
    markup_percentage: item.markupPercentage,
    is_default: item.isDefault,
    archived,
    can_edit: canManage && !archived,
    created_at: formatSqlDate(item.createdAt, timezone),
    updated_at: formatSqlDate(item.updatedAt, timezone),
  };
}
