import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { companies } from '../../db/schema/index';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;

export async function insertCompany(db: Executor, values: NewCompany): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('company insert returned no row');
  return row;
}

export const findCompany = async (db: Executor, id: number, lock = false) => {
  const query = db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return (await (lock ? query.for('update') : query))[0];
};

export async function updateCompanyRow(db: Executor, id: number, values: Partial<NewCompany>): Promise<CompanyRow> {
  const [row] = await db
    .update(companies)
    .set({ updatedAt: new Date(), ...values })
    .where(eq(companies.id, id))
    .returning();
  if (!row) throw new Error('company update returned no row');
  return row;
}
