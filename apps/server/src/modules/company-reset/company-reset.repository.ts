import type { CompanyResetCounts } from '@fieldbook/domain/company/company-reset.schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';

const countOf = (table: string, companyId: number, where = sql``) =>
  sql<number>`(select count(*) from ${sql.identifier(table)} where company_id = ${companyId} ${where})`.mapWith(Number);

/** How many of each record the company has, archived ones included: what a reset would erase. */
export async function recordCounts(db: Executor, companyId: number): Promise<CompanyResetCounts> {
  const [row] = await db
    .select({
      clients: countOf('clients', companyId),
      appointments: countOf('appointments', companyId),
      quotations: countOf('documents', companyId, sql`and kind = 'quotation'`),
      invoices: countOf('documents', companyId, sql`and kind = 'invoice'`),
      payments: countOf('payments', companyId),
      reports: countOf('reports', companyId),
      drawings: countOf('drawings', companyId),
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('record counts returned no row');
  return row;
}
