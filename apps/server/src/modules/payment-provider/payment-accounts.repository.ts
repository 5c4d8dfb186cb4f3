import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { paymentAccounts, portalProviderCustomers } from '../../db/schema/index';

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

/** The company's connected account, if it has one with this provider. */
export async function findPaymentAccount(db: Executor, companyId: number, provider: string) {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.companyId, companyId), eq(paymentAccounts.provider, provider)))
    .limit(1);
  return row;
}

export async function savePaymentAccount(
  db: Executor,
  values: { companyId: number; provider: string; accountRef: string; connectedBy: number },
) {
  const now = new Date();
  await db
    .insert(paymentAccounts)
    .values({ ...values, connectedAt: now })
    .onConflictDoUpdate({
      target: paymentAccounts.companyId,
      set: {
        provider: values.provider,
        accountRef: values.accountRef,
        connectedBy: values.connectedBy,
        connectedAt: now,
        updatedAt: now,
      },
    });
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
