import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import { companies, subscriptions } from '../../db/schema/index';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;

export async function insertCompany(db: Executor, values: NewCompany): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('company insert returned no row');
  return row;
}

/** Nearly every request reads its company: a named prepared statement. */
const findCompanyQuery = preparedPer((db: Executor) =>
  db
    .select()
    .from(companies)
    .where(eq(companies.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_company'),
);

export const findCompany = async (db: Executor, id: number, lock = false) => {
  if (lock) return (await db.select().from(companies).where(eq(companies.id, id)).limit(1).for('update'))[0];
  return (await findCompanyQuery(db).execute({ id }))[0];
};

/** The stored status of the company's subscription (billing's table, read for the company payload). */
export async function findSubscriptionStatus(db: Executor, companyId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .limit(1);
  return row?.status;
}

export async function updateCompanyRow(db: Executor, id: number, values: Partial<NewCompany>): Promise<CompanyRow> {
  const [row] = await db
    .update(companies)
    .set({ updatedAt: new Date(), ...values })
    .where(eq(companies.id, id))
    .returning();
  if (!row) throw new Error('company update returned no row');
  return row;
}

/** Where the logo of a public logo token is stored (null for an unknown or replaced token, or no logo). */
export async function findLogoStorageKey(db: Executor, token: string): Promise<string | null> {
  const [row] = await db
    .select({ key: companies.logoStorageKey })
    .from(companies)
    .where(eq(companies.logoToken, token))
    .limit(1);
  return row?.key ?? null;
}

/** The businesses a client portal shows (name, address, timezone and branding only) of the given companies. */
export async function portalBusinesses(db: Executor, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({
      id: companies.id,
      companyName: companies.companyName,
      address: companies.address,
      timezone: companies.timezone,
      brandPrimaryColor: companies.brandPrimaryColor,
      brandAccentColor: companies.brandAccentColor,
      documentFooter: companies.documentFooter,
      logoToken: companies.logoToken,
    })
    .from(companies)
    .where(inArray(companies.id, companyIds))
    .orderBy(companies.companyName);
}
