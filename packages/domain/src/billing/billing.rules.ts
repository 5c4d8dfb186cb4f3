import { addDays, daysBetween, parseDateOnly, toDateOnly } from '../dates/date-codec';
import { formatDate, formatMoney } from '../format/en-au';
import { type Cents, DEFAULT_ROUNDING_METHOD, divideRounded, type RoundingMethod } from '../money/money.rules';
import {
  type BillingInterval,
  type CouponDuration,
  SUBSCRIBED_STATUSES,
  type SubscriptionStatus,
} from './billing.constants';

/**
 * The subscription's money and calendar rules: what a coupon takes off a charge and for how many
 * charges, the GST a GST-inclusive total holds, and a billing period's end.
 */

export interface CouponTerms {
  percentOff: number | null;
  amountOffCents: Cents | null;
  duration: CouponDuration;
  durationMonths: number | null;
}

export interface CouponLimits {
  expiresAt: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
}

/** Months one charge of the interval pays for. */
export const intervalMonths = (interval: BillingInterval) => (interval === 'YEAR' ? 12 : 1);

/** Whether the company is subscribed in this status (isSubscribed, no trial limits). */
export const isSubscribedStatus = (status: SubscriptionStatus) => SUBSCRIBED_STATUSES.includes(status);

/**
 * The subscription status the company payload shows (the web's past-due and lapsed banners), from its
 * subscription's stored one (none yet reads as a trial). A company made subscribed by hand, without a
 * paid subscription, shows ACTIVE.
 */
export function presentedSubscriptionStatus(subscribed: boolean, stored: string | undefined): SubscriptionStatus {
  const status = (stored ?? 'TRIAL') as SubscriptionStatus;
  if (subscribed && !isSubscribedStatus(status)) return 'ACTIVE';
  return status;
}

/**
 * What the coupon takes off a charge of `amount` cents: a percentage rounded once by the method, or a
 * fixed amount; never more than the charge, never negative.
 */
export function couponDiscountCents(
  amount: Cents,
  coupon: Pick<CouponTerms, 'percentOff' | 'amountOffCents'>,
  method: RoundingMethod = DEFAULT_ROUNDING_METHOD,
): Cents {
  if (amount <= 0) return 0;
  let off = 0;
  if (coupon.percentOff != null) {
    off = Number(divideRounded(BigInt(amount) * BigInt(Math.round(coupon.percentOff * 100)), 10_000n, method));
  } else if (coupon.amountOffCents != null) off = coupon.amountOffCents;
  return Math.min(amount, Math.max(0, off));
}

/**
 * The months a coupon still applies to when it is first redeemed (null: every charge). ONCE applies
 * to the first charge only, REPEATING to the charges that start within its months.
 */
export function couponMonthsAtStart(coupon: Pick<CouponTerms, 'duration' | 'durationMonths'>): number | null {
  if (coupon.duration === 'FOREVER') return null;
  if (coupon.duration === 'ONCE') return 1;
  return Math.max(1, coupon.durationMonths ?? 1);
}

/** Whether a coupon with these months left takes anything off the next charge. */
export const couponApplies = (monthsLeft: number | null) => monthsLeft === null || monthsLeft > 0;

/** The months left after a charge of the interval (null stays null: forever). */
export function couponMonthsAfterCharge(monthsLeft: number | null, interval: BillingInterval): number | null {
  if (monthsLeft === null) return null;
  return Math.max(0, monthsLeft - intervalMonths(interval));
}

export type CouponProblem = 'expired' | 'used_up' | null;

/** Why a known coupon cannot be redeemed now, or null when it can. */
export function couponProblem(coupon: CouponLimits, now: Date): CouponProblem {
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (coupon.maxRedemptions != null && coupon.redemptions >= coupon.maxRedemptions) return 'used_up';
  return null;
}

/** "20% off for 3 months", "$10.00 off once", "50% off forever". */
export function describeCoupon(coupon: CouponTerms): string {
  const off =
    coupon.percentOff != null
      ? `${Number(coupon.percentOff.toFixed(2))}% off`
      : `${formatMoney(coupon.amountOffCents ?? 0)} off`;
  if (coupon.duration === 'FOREVER') return `${off} forever`;
  if (coupon.duration === 'ONCE') return `${off} once`;
  const months = coupon.durationMonths ?? 1;
  return `${off} for ${months} month${months === 1 ? '' : 's'}`;
}

/** The GST a GST-inclusive total holds (10 %: total / 11), rounded once by the company's method. */
export const gstIncludedCents = (total: Cents, method: RoundingMethod = DEFAULT_ROUNDING_METHOD): Cents =>
  Number(divideRounded(BigInt(total), 11n, method));

/** A period's end (the next period's start): the same day a month or a year on (31 Jan → 28/29 Feb). */
export function periodEnd(start: string, interval: BillingInterval): string {
  const from = parseDateOnly(start);
  if (!from.isValid) return start;
  return toDateOnly(interval === 'YEAR' ? from.plus({ years: 1 }) : from.plus({ months: 1 }));
}

/** A billing period as invoices show it, its end being the next period's start: "01-11-2026 – 30-11-2026". */
export const periodText = (start: string, end: string) => `${formatDate(start)} – ${formatDate(addDays(end, -1))}`;

/** Whole days from `today` to `until` (never negative). */
export const daysUntil = (today: string, until: string) => Math.max(0, daysBetween(today, until));

/** What one charge costs: the plan's price less the coupon while it applies. */
export function chargeCents(
  price: Cents,
  coupon: (Pick<CouponTerms, 'percentOff' | 'amountOffCents'> & { monthsLeft: number | null }) | null,
  method: RoundingMethod = DEFAULT_ROUNDING_METHOD,
): { price: Cents; discount: Cents; total: Cents } {
  const discount = coupon && couponApplies(coupon.monthsLeft) ? couponDiscountCents(price, coupon, method) : 0;
  return { price, discount, total: price - discount };
}
