import { eq, inArray, sql } from 'drizzle-orm';
import { type Executor, isTransaction } from '../../db/database';
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

/**
 * What a transaction has read of its companies. One write asks for its company from several modules
 * (an invoice: the plan limit, the numbering, the client's terms, the activity log: four reads of one
 * row), each a round trip while the transaction holds its connection. Within a transaction the row
 * changes only through this repository (a locked read or updateCompanyRow, both of which refresh it),
 * so the first read answers the rest. Only transactions: the pool is shared by every request.
 */
const readInTransaction = new WeakMap<Executor, Map<number, Promise<CompanyRow | undefined>>>();

function remember(db: Executor, id: number, row: Promise<CompanyRow | undefined>) {
  if (!isTransaction(db)) return row;
  const read = readInTransaction.get(db) ?? new Map<number, Promise<CompanyRow | undefined>>();
  readInTransaction.set(db, read);
  read.set(id, row);
  // A failed read is not an answer to keep.
  row.catch(() => read.delete(id));
  return row;
}

export const findCompany = async (db: Executor, id: number, lock = false) => {
  if (lock)
    return remember(
      db,
      id,
      db
        .select()
        .from(companies)
        .where(eq(companies.id, id))
        .limit(1)
        .for('update')
        .then((rows) => rows[0]),
    );
  return (
    readInTransaction.get(db)?.get(id) ??
    remember(
      db,
      id,
      findCompanyQuery(db)
        .execute({ id })
        .then((rows) => rows[0]),
    )
  );
};

/** The columns the company payload shows (presentCompany), read by the account module with the rest of user/load. */
export const presentedCompanyColumns = {
  id: companies.id,
  companyName: companies.companyName,
  legalName: companies.legalName,
  abn: companies.abn,
  email: companies.email,
  phone: companies.phone,
  timezone: companies.timezone,
  hideTimezoneOptions: companies.hideTimezoneOptions,
  calendarStartOfWeek: companies.calendarStartOfWeek,
  address: companies.address,
  businessHours: companies.businessHours,
  settings: companies.settings,
  subscribed: companies.subscribed,
  updatedAt: companies.updatedAt,
};
export type PresentedCompany = Pick<CompanyRow, keyof typeof presentedCompanyColumns>;

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
  remember(db, id, Promise.resolve(row));
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
