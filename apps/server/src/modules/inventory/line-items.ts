import { randomUUID } from 'node:crypto';
import type { PrefillColumn } from '@fieldbook/domain/inventory/inventory.constants';
import { INVENTORY_MESSAGES } from '@fieldbook/domain/inventory/inventory.constants';
import type { LineItem } from '@fieldbook/domain/inventory/line-item.rules';
import { type TaxType, toCents, toDollars } from '@fieldbook/domain/money/money.rules';
import type { Executor } from '../../db/database';
import type { StoredLineItem } from '../../db/schema/index';
import { invalid } from '../../http/http-error';
import { findGeneralServiceId, findItemsByIds, knownItemIds } from './inventory.repository';

/**
 * Line items as documents and appointment types store them: each linked to one of the company's
 * items (General Service when the line names none, spec), money and quantities in whole numbers.
 * `field` names the list in error keys (inventory.2.item_id).
 */
export async function storeLineItems(
  tx: Executor,
  companyId: number,
  lines: LineItem[],
  field: string,
): Promise<StoredLineItem[]> {
  const named = [...new Set(lines.flatMap((line) => (line.item_id ? [line.item_id] : [])))];
  const known = await knownItemIds(tx, companyId, named);
  const errors: Record<string, string[]> = {};
  lines.forEach((line, index) => {
    if (line.item_id && !known.has(line.item_id)) errors[`${field}.${index}.item_id`] = [INVENTORY_MESSAGES.notFound];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const general = lines.some((line) => !line.item_id) ? await generalServiceId(tx, companyId) : 0;
  return lines.map((line) => ({
    uuid: line.uuid ?? randomUUID(),
    itemId: line.item_id ?? general,
    description: line.description,
    unitPriceCents: toCents(line.unit_price),
    quantityHundredths: toCents(line.quantity),
    discountBasisPoints: toCents(line.discount_rate),
    taxType: line.tax_type,
    withTax: line.with_tax,
    itemAccount: line.item_account ?? null,
    markedUpBasisPoints: toCents(line.marked_up_percentage ?? 0),
  }));
}

async function generalServiceId(tx: Executor, companyId: number) {
  const id = await findGeneralServiceId(tx, companyId);
  if (id === undefined) throw new Error(`Company ${companyId} has no General Service item`);
  return id;
}

/** The inventory items the lines link to, in one query (for many documents' lines at once). */
export async function inventoryOfLines(db: Executor, companyId: number, lines: StoredLineItem[]) {
  const ids = [...new Set(lines.map((line) => line.itemId))];
  const items = await findItemsByIds(db, companyId, ids);
  return new Map(items.map((item) => [item.id, item]));
}
export type LineInventory = Awaited<ReturnType<typeof inventoryOfLines>>;

/** A stored line back in the API's words (what storeLineItems took), e.g. to copy it to a new document. */
export const lineItemOf = (line: StoredLineItem) => ({
  uuid: line.uuid,
  item_id: line.itemId,
  description: line.description,
  unit_price: toDollars(line.unitPriceCents),
  quantity: toDollars(line.quantityHundredths),
  discount_rate: toDollars(line.discountBasisPoints),
  tax_type: line.taxType,
  with_tax: line.withTax,
  item_account: line.itemAccount ?? null,
  marked_up_percentage: toDollars(line.markedUpBasisPoints ?? 0),
});

/** Stored lines back to the API's shape, each with the inventory item as read (spec). */
export function presentLineItems(lines: StoredLineItem[], inventory: LineInventory) {
  return lines.map((line) => {
    const item = inventory.get(line.itemId);
    // Object.assign, not a spread of the presented line (V8's slow path, ~10 µs a line).
    return Object.assign(lineItemOf(line), {
      inventory_item: item
        ? {
            id: item.id,
            code: item.code,
            name: item.name,
            description: item.description,
            // Only these values are ever stored (the inventory schemas refuse others).
            prefill_column: item.prefillColumn as PrefillColumn,
            selling_tax_type: item.sellingTaxType as TaxType,
            selling_unit_price: toDollars(item.sellingUnitPriceCents),
            markup_percentage: item.markupPercentage,
            is_default: item.isDefault,
          }
        : null,
    });
  });
}
