import type {
  BillingInterval,
  SubscriptionInvoiceStatus,
  SubscriptionStatus,
} from '@fieldbook/domain/billing/billing.constants';
import type { CouponPayload, PlanPayload } from '@fieldbook/domain/billing/billing.schemas';
import { formatMoney } from '@fieldbook/domain/format/en-au';
import { type Cents, toCents } from '@fieldbook/domain/money/money.rules';
import type { LimitedModel } from '@fieldbook/domain/plans/plans.rules';

type ChipColour = 'default' | 'info' | 'success' | 'warning' | 'error';

export const STATUS_CHIPS: Record<SubscriptionStatus, { label: string; color: ChipColour }> = {
  TRIAL: { label: 'Trial', color: 'info' },
  ACTIVE: { label: 'Active', color: 'success' },
  PAST_DUE: { label: 'Past due', color: 'warning' },
  CANCELLED: { label: 'Cancelled', color: 'default' },
  LAPSED: { label: 'Lapsed', color: 'error' },
};

export const INVOICE_STATUS_CHIPS: Record<SubscriptionInvoiceStatus, { label: string; color: ChipColour }> = {
  PENDING: { label: 'Pending', color: 'info' },
  PAID: { label: 'Paid', color: 'success' },
  FAILED: { label: 'Failed', color: 'error' },
};

export const INTERVAL_LABELS: Record<BillingInterval, { adjective: string; per: string }> = {
  MONTH: { adjective: 'Monthly', per: 'month' },
  YEAR: { adjective: 'Yearly', per: 'year' },
};

export const LIMIT_LABELS: Record<LimitedModel, string> = {
  client: 'Clients',
  appointment: 'Appointments',
  quotation: 'Quotations',
  invoice: 'Invoices',
  staff: 'Staff',
  file: 'Files',
};

/** $1,234.56 from API dollars. */
export const money = (dollars: number) => formatMoney(toCents(dollars));

/** A plan's price for the period, in cents (AUD including GST). */
export const priceCents = (plan: PlanPayload, interval: BillingInterval): Cents =>
  toCents(interval === 'YEAR' ? plan.yearly_price : plan.monthly_price);

/** "$49.00 / month" */
export const priceLabel = (plan: PlanPayload, interval: BillingInterval) =>
  `${formatMoney(priceCents(plan, interval))} / ${INTERVAL_LABELS[interval].per}`;

/**
 * What the first charge comes to: the plan's price less the coupon (a percentage rounded to the
 * cent, or an amount off, never below zero). The server charges its own sum; this is the preview.
 */
export function firstCharge(plan: PlanPayload, interval: BillingInterval, coupon: CouponPayload | null) {
  const price = priceCents(plan, interval);
  let discount = 0;
  if (coupon?.percent_off) discount = Math.round((price * coupon.percent_off) / 100);
  else if (coupon?.amount_off) discount = toCents(coupon.amount_off);
  discount = Math.min(Math.max(discount, 0), price);
  return { price, discount, total: price - discount };
}
