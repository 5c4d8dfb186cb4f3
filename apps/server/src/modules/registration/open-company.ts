import { DEFAULT_COMPANY_SETTINGS } from '@fieldbook/domain/company/company.constants';
import type { Executor } from '../../db/database';
import { startSubscription } from '../billing/index';
import { createCompany } from '../company/index';
import { insertGeneralService } from '../inventory/index';

/**
 * Registering a business opens its company: the company row, its General Service item (which lines
 * without an inventory item link to) and its trial subscription. The use case calls each owner, so
 * company depends on neither inventory nor billing.
 */
export async function openCompany(tx: Executor, values: Parameters<typeof createCompany>[1]) {
  const company = await createCompany(tx, values);
  await insertGeneralService(tx, company.id, DEFAULT_COMPANY_SETTINGS.inventory_tax_type);
  await startSubscription(tx, company);
  return company;
}
