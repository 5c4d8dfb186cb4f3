import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import { paymentAccounts, portalProviderCustomers } from '../../db/schema/index';

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

/** The whole account (tokens too), for charging and connecting: a named prepared statement. */
const paymentAccountQuery = preparedPer((db: Executor) =>
  db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.companyId, sql.placeholder('companyId')))
    .limit(1)
    .prepare('find_payment_account'),
);

/** The company's connected account (one at a time), locked for the transaction with `forUpdate`. */
export async function findPaymentAccount(db: Executor, companyId: number, forUpdate = false) {
  if (!forUpdate) return (await paymentAccountQuery(db).execute({ companyId }))[0];
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.companyId, companyId))
    .limit(1)
    .for('update');
  return row;
}

/** The account's columns its status shows (never its tokens): user/load reads them with the rest. */
export const paymentStatusColumns = {
  provider: paymentAccounts.provider,
  kind: paymentAccounts.kind,
  accountRef: paymentAccounts.accountRef,
  requiresAuth: paymentAccounts.requiresAuth,
  connectedAt: paymentAccounts.connectedAt,
};
export type PaymentAccountStatusRow = Pick<PaymentAccountRow, keyof typeof paymentStatusColumns>;

/** Read by the payment provider's settings page: a named prepared statement, the columns of the account's status. */
const paymentAccountStatusQuery = preparedPer((db: Executor) =>
  db
    .select(paymentStatusColumns)
    .from(paymentAccounts)
    .where(eq(paymentAccounts.companyId, sql.placeholder('companyId')))
    .limit(1)
    .prepare('find_payment_account_status'),
);

/** The company's connected account as its status shows it. */
export async function findPaymentAccountStatus(
  db: Executor,
  companyId: number,
): Promise<PaymentAccountStatusRow | undefined> {
  return (await paymentAccountStatusQuery(db).execute({ companyId }))[0];
}

/** Some company's account with the provider (a card saved on it is deleted through it). */
export async function findPaymentAccountByRef(db: Executor, provider: string, accountRef: string) {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.provider, provider), eq(paymentAccounts.accountRef, accountRef)))
    .limit(1);
  return row;
}

export type PaymentAccountValues = Omit<typeof paymentAccounts.$inferInsert, 'connectedAt' | 'updatedAt'>;

/** Connects the company's account, replacing whatever it had. */
export async function savePaymentAccount(db: Executor, values: PaymentAccountValues) {
  const now = new Date();
  const { companyId: _companyId, ...rest } = values;
  await db
    .insert(paymentAccounts)
    .values({ ...values, connectedAt: now })
    .onConflictDoUpdate({
      target: paymentAccounts.companyId,
      set: {
        accessTokenEnc: null,
        refreshTokenEnc: null,
        tokenExpiresAt: null,
        locationId: null,
        requiresAuth: false,
        ...rest,
        connectedAt: now,
        updatedAt: now,
      },
    });
}

/** Updates the company's account if it is still `accountRef` (not replaced or disconnected meanwhile). */
export async function updatePaymentAccount(
  db: Executor,
  account: { companyId: number; accountRef: string },
  patch: Partial<Pick<PaymentAccountRow, 'accessTokenEnc' | 'refreshTokenEnc' | 'tokenExpiresAt' | 'requiresAuth'>>,
) {
  await db
    .update(paymentAccounts)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(paymentAccounts.companyId, account.companyId), eq(paymentAccounts.accountRef, account.accountRef)));
}

export async function deletePaymentAccount(db: Executor, companyId: number) {
  await db.delete(paymentAccounts).where(eq(paymentAccounts.companyId, companyId));
}

/** A Client Connect account's customer on one connected account. */
export async function findPortalCustomer(db: Executor, portalUserId: number, provider: string, accountRef: string) {
  const [row] = await db
    .select({ customerRef: portalProviderCustomers.customerRef })
    .from(portalProviderCustomers)
    .where(
      and(
        eq(portalProviderCustomers.portalUserId, portalUserId),
        eq(portalProviderCustomers.provider, provider),
        eq(portalProviderCustomers.accountRef, accountRef),
      ),
    )
    .limit(1);
  return row?.customerRef;
}

export async function savePortalCustomer(
  db: Executor,
  values: { portalUserId: number; provider: string; accountRef: string; customerRef: string },
) {
  await db.insert(portalProviderCustomers).values(values).onConflictDoNothing();
  return (await findPortalCustomer(db, values.portalUserId, values.provider, values.accountRef)) ?? values.customerRef;
}
