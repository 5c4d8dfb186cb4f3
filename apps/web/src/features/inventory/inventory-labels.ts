import type { InventoryType, PrefillColumn } from '@fieldbook/domain/inventory/inventory.constants';
import type { TaxType } from '@fieldbook/domain/money/money.rules';

export const TAX_TYPE_LABELS: Record<TaxType, string> = {
  NONE: 'No GST',
  INCLUSIVE: 'GST inclusive',
  EXCLUSIVE: 'GST exclusive',
};

export const INVENTORY_TYPE_LABELS: Record<InventoryType, string> = { PRODUCT: 'Product', SERVICE: 'Service' };

export const PREFILL_COLUMN_LABELS: Record<PrefillColumn, string> = { NAME: 'Name', DESCRIPTION: 'Description' };
