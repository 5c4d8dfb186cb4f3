import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  companies,
  companyCards,
  couponRedemptions,
  coupons,
  plans,
  subscriptionInvoices,
  subscriptions,
  users,
} from '../../db/schema/index';

// The only file that touches the billing tables.

export type PlanRow = typeof plans.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CardRow = typeof companyCards.$inferSelect;
export type InvoiceRow = typeof subscriptionInvoices.$inferSelect;
export type NewInvoice = typeof subscriptionInvoices.$inferInsert;

export const listPlans = (db: Executor) =>
  db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sort), asc(plans.id));

export async function findPlan(db: Executor, id: number): Promise<PlanRow | undefined> {
  return (await db.select().from(plans).where(eq(plans.id, id)).limit(1))[0];
}

export async function plansById(db: Executor, ids: (number | null)[]): Promise<Map<number, PlanRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(plans).where(inArray(plans.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A coupon by its code, whatever its case; `lock` holds it while a redemption is counted. */
export async function findCouponByCode(db: Executor, code: string, lock = false): Promise<CouponRow | undefined> {
  const query = db.select().from(coupons).where(sql`lower(${coupons.code}) = lower(${code.trim()})`).limit(1);
  return (await (lock ? query.for('update') : query))[0];
}

export async function findCoupon(db: Executor, id: number): Promise<CouponRow | undefined> {
  return (await db.select().from(coupons).where(eq(coupons.id, id)).limit(1))[0];
}

export async function hasRedeemed(db: Executor, companyId: number, couponId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.companyId, companyId), eq(couponRedemptions.couponId, couponId)))
    .limit(1);
  return row !== undefined;
}

export async function recordRedemption(db: Executor, companyId: number, couponId: number, invoiceId: number) {
  await db.insert(couponRedemptions).values({ companyId, couponId, invoiceId });
  await db
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} + 1` })
    .where(eq(coupons.id, couponId));
}

/** The company's subscription; made (TRIAL) if a company from before subscriptions has none. */
export async function subscriptionOf(db: Executor, companyId: number, lock = false): Promise<SubscriptionRow> {
  const find = async () => {
    const query = db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).limit(1);
    return (await (lock ? query.for('update') : query))[0];
  };
  const found = await find();
  if (found) return found;
  await db.insert(subscriptions).values({ companyId, status: 'TRIAL' }).onConflictDoNothing();
  const made = await find();
  if (!made) throw new Error('subscription insert returned no row');
  return made;
}

/** The row, locked, unless another transaction holds it (then undefined: that one is working on it). */
export async function lockSubscriptionSkipLocked(db: Executor, companyId: number) {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .limit(1)
    .for('update', { skipLocked: true });
  return rows[0];
}

export async function insertSubscription(db: Executor, values: typeof subscriptions.$inferInsert) {
  await db.insert(subscriptions).values(values).onConflictDoNothing();
}

/** Changes the subscription (company.setSubscribed moves companies.subscribed with it). */
export async function updateSubscription(
  db: Executor,
  companyId: number,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.companyId, companyId))
    .returning();
  if (!row) throw new Error('subscription update returned no row');
  return row;
}

/**
 * The companies whose subscription is due on `now` (each in its own timezone): a period that has
 * ended, or a failed renewal whose retry day has come.
 */
export async function dueCompanyIds(db: Executor, now: Date, limit = 500): Promise<number[]> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${companies.timezone})::date`;
  const rows = await db
    .select({ companyId: subscriptions.companyId })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(
      sql`(${subscriptions.status} = 'ACTIVE' and ${subscriptions.currentPeriodEnd} <= ${today})
        or (${subscriptions.status} = 'PAST_DUE' and ${subscriptions.retryOn} <= ${today})`,
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(limit);
  return rows.map((row) => row.companyId);
}

// Cards

const ofCompanyCards = (companyId: number, provider: string) =>
  and(eq(companyCards.companyId, companyId), eq(companyCards.provider, provider));

export const listCards = (db: Executor, companyId: number, provider: string) =>
  db.select().from(companyCards).where(ofCompanyCards(companyId, provider)).orderBy(asc(companyCards.id));

export async function findCard(db: Executor, companyId: number, provider: string, id: number) {
  return (
    await db
      .select()
      .from(companyCards)
      .where(and(ofCompanyCards(companyId, provider), eq(companyCards.id, id)))
      .limit(1)
  )[0];
}

export async function defaultCard(db: Executor, companyId: number, provider: string) {
  return (
    await db
      .select()
      .from(companyCards)
      .where(and(ofCompanyCards(companyId, provider), eq(companyCards.isDefault, true)))
      .limit(1)
  )[0];
}

export async function insertCard(db: Executor, values: typeof companyCards.$inferInsert): Promise<CardRow> {
  const [row] = await db.insert(companyCards).values(values).returning();
  if (!row) throw new Error('card insert returned no row');
  return row;
}

export async function setDefaultCard(db: Executor, companyId: number, provider: string, id: number) {
  await db.update(companyCards).set({ isDefault: false }).where(ofCompanyCards(companyId, provider));
  await db
    .update(companyCards)
    .set({ isDefault: true })
    .where(and(ofCompanyCards(companyId, provider), eq(companyCards.id, id)));
}

export async function deleteCard(db: Executor, companyId: number, id: number) {
  await db.delete(companyCards).where(and(eq(companyCards.companyId, companyId), eq(companyCards.id, id)));
}

// Invoices

export async function insertInvoice(db: Executor, values: NewInvoice): Promise<InvoiceRow | undefined> {
  const [row] = await db.insert(subscriptionInvoices).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateInvoice(db: Executor, row: InvoiceRow, values: Partial<NewInvoice>) {
  const [saved] = await db
    .update(subscriptionInvoices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(subscriptionInvoices.companyId, row.companyId), eq(subscriptionInvoices.id, row.id)))
    .returning();
  if (!saved) throw new Error('invoice update returned no row');
  return saved;
}

export async function findInvoice(db: Executor, companyId: number, id: number) {
  return (
    await db
      .select()
      .from(subscriptionInvoices)
      .where(and(eq(subscriptionInvoices.companyId, companyId), eq(subscriptionInvoices.id, id)))
      .limit(1)
  )[0];
}

/** The renewal invoice of the period that starts on the date. */
export async function findInvoiceOfPeriod(db: Executor, companyId: number, periodStart: string) {
  return (
    await db
      .select()
      .from(subscriptionInvoices)
      .where(
        and(
          eq(subscriptionInvoices.companyId, companyId),
          eq(subscriptionInvoices.periodStart, periodStart),
          isNull(subscriptionInvoices.requestKey),
        ),
      )
      .limit(1)
  )[0];
}

export async function findInvoiceByRequestKey(db: Executor, companyId: number, key: string) {
  return (
    await db
      .select()
      .from(subscriptionInvoices)
      .where(and(eq(subscriptionInvoices.companyId, companyId), eq(subscriptionInvoices.requestKey, key)))
      .limit(1)
  )[0];
}

export async function pageInvoices(db: Executor, companyId: number, page: number, rows: number) {
  const where = eq(subscriptionInvoices.companyId, companyId);
  const [data, [total]] = await Promise.all([
    db
      .select()
      .from(subscriptionInvoices)
      .where(where)
      .orderBy(desc(subscriptionInvoices.id))
      .limit(rows)
      .offset((page - 1) * rows),
    db.select({ value: count() }).from(subscriptionInvoices).where(where),
  ]);
  return { data, total: total?.value ?? 0 };
}

/** The company's billing contact: its owner (the user who created it), else its first active user. */
export async function billingContact(db: Executor, companyId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true)))
    .orderBy(desc(users.createdCompany), asc(users.id))
    .limit(1);
  return row;
}
