import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, ref, savedCardColumns, updatedAt } from './columns';
import { companies } from './companies';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Fieldbook's own plans (seeded by the billing migration); prices in AUD cents including GST. */
export const plans = pgTable('plans', {
  id: id().primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  features: text('features').array().notNull().default([]),
  monthlyPriceCents: integer('monthly_price_cents').notNull(),
  yearlyPriceCents: integer('yearly_price_cents').notNull(),
  sort: smallint('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** Subscription coupons: a percentage or an amount off, once, for N months or forever. */
export const coupons = pgTable(
  'coupons',
  {
    id: id().primaryKey(),
    code: text('code').notNull(),
    percentOff: numeric('percent_off', { precision: 5, scale: 2, mode: 'number' }),
    amountOffCents: integer('amount_off_cents'),
    /** ONCE, REPEATING or FOREVER. */
    duration: text('duration').notNull(),
    durationMonths: smallint('duration_months'),
    expiresAt: at('expires_at'),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(sql`lower(${t.code})`),
    check('coupons_one_discount', sql`(${t.percentOff} is null) <> (${t.amountOffCents} is null)`),
    check('coupons_percent_range', sql`${t.percentOff} is null or (${t.percentOff} > 0 and ${t.percentOff} <= 100)`),
    check('coupons_amount_positive', sql`${t.amountOffCents} is null or ${t.amountOffCents} > 0`),
    check(
      'coupons_repeating_months',
      sql`(${t.duration} = 'REPEATING') = (${t.durationMonths} is not null and ${t.durationMonths} > 0)`,
    ),
  ],
);

/** A company's subscription, one per company: TRIAL until it first pays (billing.constants). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    companyId: companyId()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('TRIAL'),
    planId: ref('plan_id').references(() => plans.id),
    /** MONTH or YEAR. */
    interval: text('interval'),
    /** A plan change waiting for the next period. */
    nextPlanId: ref('next_plan_id').references(() => plans.id),
    nextInterval: text('next_interval'),
    trialEndsOn: date('trial_ends_on', { mode: 'string' }),
    /** The period paid for: from its start up to (not including) its end, dates in the company's timezone. */
    currentPeriodStart: date('current_period_start', { mode: 'string' }),
    currentPeriodEnd: date('current_period_end', { mode: 'string' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    couponId: ref('coupon_id').references(() => coupons.id),
    /** The months of charges the coupon still applies to; null with a coupon: forever. */
    couponMonthsLeft: smallint('coupon_months_left'),
    /** Failed charges of the renewal being retried. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    retryOn: date('retry_on', { mode: 'string' }),
    provider: text('provider'),
    providerCustomerRef: text('provider_customer_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd)],
);

/** The cards a company pays its subscription with, saved through the payment provider. */
export const companyCards = pgTable(
  'company_cards',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: id(),
    holderName: text('holder_name').notNull(),
    ...savedCardColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('company_cards_one_default').on(t.companyId, t.provider).where(sql`${t.isDefault}`),
  ],
);

export interface SubscriptionInvoiceLineRow {
  description: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

/**
 * Fieldbook's invoices to a company: one per subscription period (unique), so however many workers
 * renew at once a period is billed and charged once. Totals include GST.
 */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: id(),
    number: text('number').notNull(),
    /** PENDING, PAID or FAILED. */
    status: text('status').notNull(),
    planId: ref('plan_id')
      .notNull()
      .references(() => plans.id),
    interval: text('interval').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    lines: jsonb('lines').$type<SubscriptionInvoiceLineRow[]>().notNull().default([]),
    discountCents: cents('discount_cents'),
    smsCount: integer('sms_count').notNull().default(0),
    smsCents: cents('sms_cents'),
    gstCents: cents('gst_cents'),
    totalCents: cents('total_cents'),
    couponId: ref('coupon_id').references(() => coupons.id),
    /** The card charged (as it was then; the card itself may since be deleted). */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Charge attempts so far; each attempt has its own provider idempotency key. */
    attempts: smallint('attempts').notNull().default(0),
    chargeRef: text('charge_ref'),
    failureMessage: text('failure_message'),
    /** The subscribe request's key (the first invoice): a retried request finds it and charges nothing. */
    requestKey: text('request_key'),
    paidAt: at('paid_at'),
    emailedAt: at('emailed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // One renewal invoice per period; a subscribe's own invoice is unique by its request key.
    uniqueIndex('subscription_invoices_period').on(t.companyId, t.periodStart).where(sql`${t.requestKey} is null`),
    uniqueIndex('subscription_invoices_number').on(t.number),
    uniqueIndex('subscription_invoices_request_key').on(t.companyId, t.requestKey),
    index('subscription_invoices_company_idx').on(t.companyId, t.id.desc()),
  ],
);

/** Each coupon a company redeemed (a company redeems a coupon once). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: id(),
    couponId: ref('coupon_id')
      .notNull()
      .references(() => coupons.id),
    invoiceId: ref('invoice_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('coupon_redemptions_once').on(t.companyId, t.couponId),
    foreignKey({
      columns: [t.companyId, t.invoiceId],
      foreignColumns: [subscriptionInvoices.companyId, subscriptionInvoices.id],
    }),
  ],
);
