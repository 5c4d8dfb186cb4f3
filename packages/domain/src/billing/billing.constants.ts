/** How a business pays for Fieldbook (platform spec: subscription gating, card panel, coupons). */

export const BILLING_INTERVALS = ['MONTH', 'YEAR'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/**
 * TRIAL: never subscribed (trial limits apply). ACTIVE: paid up. PAST_DUE: a renewal charge failed
 * and is being retried (still subscribed). CANCELLED: cancelled and its last paid period has ended.
 * LAPSED: every retry failed; back on trial limits with a banner until a card pays.
 */
export const SUBSCRIPTION_STATUSES = ['TRIAL', 'ACTIVE', 'PAST_DUE', 'CANCELLED', 'LAPSED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The statuses in which the company is subscribed (isSubscribed, no trial limits). */
export const SUBSCRIBED_STATUSES: readonly SubscriptionStatus[] = ['ACTIVE', 'PAST_DUE'];

/** Length of a new company's trial. */
export const TRIAL_DAYS = 14;

/** Days after a failed renewal charge on which it is tried again; after the last, the subscription lapses. */
export const RENEWAL_RETRY_DAYS = [1, 3, 7] as const;

export const COUPON_DURATIONS = ['ONCE', 'REPEATING', 'FOREVER'] as const;
export type CouponDuration = (typeof COUPON_DURATIONS)[number];

export const SUBSCRIPTION_INVOICE_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;
export type SubscriptionInvoiceStatus = (typeof SUBSCRIPTION_INVOICE_STATUSES)[number];

/** Debounce of the coupon field's check (platform spec section 8). */
export const COUPON_CHECK_DEBOUNCE_MS = 900;

export const BILLING_MESSAGES = {
  subscribed: 'Thank you for subscribing',
  planChanged: 'Your plan changes at the start of your next billing period',
  cancelled: 'Your subscription will end at the end of the current period',
  resumed: 'Your subscription will continue',
  alreadySubscribed: 'The company is already subscribed.',
  notSubscribed: 'The company is not subscribed.',
  planRequired: 'The plan field is required.',
  planNotFound: 'That plan could not be found.',
  intervalInvalid: 'The billing period must be MONTH or YEAR.',
  cardSaved: 'Card saved',
  defaultCardSet: 'Default card changed',
  pastDueBanner:
    'Your last subscription payment failed. We will try your default card again; update it in Subscription.',
  lapsedBanner:
    'Your subscription payments failed, so your company is back on trial limits. Subscribe again to lift them.',
} as const;
