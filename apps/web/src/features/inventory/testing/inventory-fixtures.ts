import { ok } from '../../../test/mock-api';
import type { InventoryDefaults, InventoryItem, PrefillDefault } from '../api/inventory-types';

export function buildItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id: 7,
    type: 'PRODUCT',
    code: 'ELBOW-15',
    name: 'Copper elbow 15 mm',
    singular_name: null,
    description: null,
    system_type_id: null,
    system_type: null,
    metadata: [],
    is_buying: false,
    is_selling: true,
    selling_unit_price: 1234.5,
    selling_tax_type: 'EXCLUSIVE',
    is_tracked: false,
    prefill_column: 'NAME',
    markup_percentage: 0,
    is_default: false,
    archived: false,
    can_edit: true,
    created_at: '2026-11-01 09:00:00',
    updated_at: '2026-11-01 09:00:00',
    ...overrides,
  };
}

export const INVENTORY_DEFAULTS: InventoryDefaults = {
  types: [
    { id: 2, name: 'Plumbing', color: '#1e88e5', parent_id: null },
    { id: 4, name: 'Pest Control', color: '#8d6e63', parent_id: null },
  ],
  defaults: [
    {
      key: 'brand',
      title: 'Brand',
      icon: 'sell',
      color: '#546e7a',
      description: 'The maker or brand of the product.',
      dropdown_options: [],
      maximum_options: 1,
      default_value: null,
      prepopulate: false,
      system_type: null,
    },
  ],
  inventory_name_length: 50,
};

export function buildPrefill(overrides: Partial<PrefillDefault> = {}): PrefillDefault {
  return {
    id: 1,
    code: 'CALLOUT',
    name: 'Call-out fee',
    type: 'SERVICE',
    is_priority: true,
    system_type: { id: 1, name: 'General', color: '#607d8b' },
    added: false,
    ...overrides,
  };
}

/** The inventory calls a page makes, answered with these items. */
export const inventoryRoutes = (items: InventoryItem[]) => ({
  'GET /v1/inventory/defaults': ok(INVENTORY_DEFAULTS),
  'GET /v1/inventory/all': ok({ items, count: items.length, page: 1, rows: 50, next: null }),
});
