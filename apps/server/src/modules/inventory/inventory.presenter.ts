import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import { toDollars } from '@fieldbook/domain/money/money.rules';
import type { InventoryWithType, SystemTypeRow } from './inventory.repository';

export const presentSystemType = (type: SystemTypeRow) => ({
  id: type.id,
  name: type.name,
  color: type.color,
  parent_id: type.parentId,
});

/** An item as the spec's Inventory item entity; money in dollars, stored as cents. */
export function presentItem({ item, systemType }: InventoryWithType, timezone: string, canManage: boolean) {
  const archived = item.archivedAt !== null;
  return {
    id: item.id,
    type: item.type,
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
    selling_tax_type: item.sellingTaxType,
    is_tracked: item.isTracked,
    prefill_column: item.prefillColumn,
    markup_percentage: item.markupPercentage,
    is_default: item.isDefault,
    archived,
    can_edit: canManage && !archived,
    created_at: formatSqlDate(item.createdAt, timezone),
    updated_at: formatSqlDate(item.updatedAt, timezone),
  };
}
export type InventoryPayload = ReturnType<typeof presentItem>;
