import { toCents } from '@fieldbook/domain/money/money.rules';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { inventoryItems } from '../db/schema/index';
import { insertPrefills, PREFILL_CATALOGUE } from '../modules/inventory/index';

/** The demo plumber's price list: catalogue entries with their prices (dollars, GST exclusive). */
const DEMO_PRICES: Record<string, number> = {
  CALLOUT: 99,
  'LABOUR-HR': 118.5,
  'AFTER-HOURS': 165,
  'BLOCKED-DRAIN': 220,
  'CCTV-DRAIN': 385,
  'HWS-SERVICE': 189,
  'TAP-WASHER': 89.95,
  'PIPE-COPPER-15': 14.2,
  'ELBOW-15': 3.35,
  'GAS-COMPLIANCE': 145,
};

export async function seedDemoInventory(tx: Executor, companyId: number, ownerId: number) {
  const prefills = PREFILL_CATALOGUE.filter((prefill) => prefill.code in DEMO_PRICES);
  await insertPrefills(tx, companyId, ownerId, prefills, { taxType: 'EXCLUSIVE', prefillColumn: 'NAME' });
  for (const [code, dollars] of Object.entries(DEMO_PRICES)) {
    await tx
      .update(inventoryItems)
      .set({ sellingUnitPriceCents: toCents(dollars) })
      .where(and(eq(inventoryItems.companyId, companyId), eq(inventoryItems.code, code)));
  }
}
