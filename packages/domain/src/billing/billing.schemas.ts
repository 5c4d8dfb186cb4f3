import { CARD_MESSAGES, PAYMENT_PROVIDERS } from '../cards/cards.constants';
import { savedCardSchema } from '../cards/cards.schemas';
import { LIMITED_MODELS } from '../plans/plans.rules';
import { z } from '../zod';
import {
  BILLING_INTERVALS,
  BILLING_MESSAGES,
  COUPON_DURATIONS,
  SUBSCRIPTION_INVOICE_STATUSES,
  SUBSCRIPTION_STATUSES,
} from './billing.constants';

/*
 * The subscription API (all business routes, money in dollars like all API money):
 *   GET  v1/plans                              -> PlanPayload[]                 (any signed-in user)
 *   GET  v1/subscription                       -> SubscriptionPayload           (canManageBilling)
 *   POST v1/subscription        SubscribeBody  -> SubscriptionPayload           (canManageBilling) subscribe: charges the first period now, once per idempotency_key
 *   POST v1/subscription/plan   ChangePlanBody -> SubscriptionPayload           (canManageBilling) from the next period
 *   POST v1/subscription/cancel                -> SubscriptionPayload           (canManageBilling) at period end
 *   POST v1/subscription/resume                -> SubscriptionPayload           (canManageBilling) undoes a cancel before the period ends
 *   GET  v1/subscription/invoices?page=        -> paged SubscriptionInvoicePayload (canManageBilling)
 *   GET  v1/subscription/invoices/{id}/pdf     -> application/pdf               (canManageBilling)
 *   GET  v1/cards                              -> SavedCardPayload[]            (canManageBilling)
 *   POST v1/cards               SaveCardBody   -> SavedCardPayload              (canManageBilling) the first card is the default
 *   POST v1/cards/default       CardIdBody     -> SavedCardPayload[]            (canManageBilling)
 *   POST v1/cards/delete        CardIdBody     -> SavedCardPayload[]            (canManageBilling) 422 card_id for the default card
 *   POST v1/plans/coupon        CouponBody     -> CouponPayload                 (canManageBilling) 422 coupon 'This coupon is invalid and will not be applied'
 * A create past a trial limit answers 402 with envelope status 'unsubscribed' and trialLimitMessage(model).
 */

export const planPayloadSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** What the plan includes, one line each. */
  features: z.array(z.string()),
  /** AUD including GST. */
  monthly_price: z.number(),
  yearly_price: z.number(),
});
export type PlanPayload = z.infer<typeof planPayloadSchema>;

export const couponPayloadSchema = z.object({
  code: z.string(),
  /** For example "20% off for 3 months". */
  description: z.string(),
  percent_off: z.number().nullable(),
  /** Dollars off each charge. */
  amount_off: z.number().nullable(),
  duration: z.enum(COUPON_DURATIONS),
  duration_months: z.number().nullable(),
});
export type CouponPayload = z.infer<typeof couponPayloadSchema>;

export const trialLimitUsageSchema = z.object({
  model: z.enum(LIMITED_MODELS),
  limit: z.number(),
  used: z.number(),
});
export type TrialLimitUsage = z.infer<typeof trialLimitUsageSchema>;

/** What every v1/subscription call answers. */
export const subscriptionPayloadSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  is_subscribed: z.boolean(),
  plan: planPayloadSchema.nullable(),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  /** The plan the next period is charged for, when a change is waiting. */
  next_plan: planPayloadSchema.nullable(),
  next_interval: z.enum(BILLING_INTERVALS).nullable(),
  /** YYYY-MM-DD in the company's timezone. */
  trial_ends_on: z.string().nullable(),
  trial_days_left: z.number(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** The next renewal: its date and what it will charge before SMS usage. */
  next_charge: z.object({ date: z.string(), amount: z.number() }).nullable(),
  /** The coupon in force, with the charges it still applies to (null: forever). */
  coupon: couponPayloadSchema.extend({ months_left: z.number().nullable() }).nullable(),
  /** When a failed renewal is tried again. */
  retry_on: z.string().nullable(),
  /** Trial limits and what is used of them; empty when subscribed. */
  limits: z.array(trialLimitUsageSchema),
  /** What the card panel needs to know of the provider (no secrets). */
  payments: z.object({ provider: z.enum(PAYMENT_PROVIDERS), publishable_key: z.string().nullable() }),
  cards: z.array(savedCardSchema),
});
export type SubscriptionPayload = z.infer<typeof subscriptionPayloadSchema>;

export const subscriptionInvoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  amount: z.number(),
});
export type SubscriptionInvoiceLine = z.infer<typeof subscriptionInvoiceLineSchema>;

export const subscriptionInvoicePayloadSchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(SUBSCRIPTION_INVOICE_STATUSES),
  issued_on: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  lines: z.array(subscriptionInvoiceLineSchema),
  discount: z.number(),
  /** SMS messages sent in the period, and what they cost (included in total). */
  sms_count: z.number(),
  sms_amount: z.number(),
  /** GST included in total. */
  gst: z.number(),
  total: z.number(),
  paid_at: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type SubscriptionInvoicePayload = z.infer<typeof subscriptionInvoicePayloadSchema>;

/** GET v1/subscription/invoices?page=: a page of them, newest first. */
export const subscriptionInvoicePageSchema = z.object({
  data: z.array(subscriptionInvoicePayloadSchema),
  page: z.number(),
  rows: z.number(),
  total: z.number(),
});
export type SubscriptionInvoicePage = z.infer<typeof subscriptionInvoicePageSchema>;

const idempotencyKey = z
  .string({ error: 'The idempotency key field is required.' })
  .trim()
  .min(8, 'The idempotency key field is required.')
  .max(100);

const planId = z.number({ error: BILLING_MESSAGES.planRequired }).int().positive(BILLING_MESSAGES.planRequired);
const interval = z.enum(BILLING_INTERVALS, { error: BILLING_MESSAGES.intervalInvalid });

/** Subscribe: a saved card (card_id) or a new card's token with its holder's name; optional coupon. */
export const subscribeBodySchema = z.object({
  plan_id: planId,
  interval,
  card_id: z.number().int().positive().optional(),
  token: z.string().trim().min(1).max(500).optional(),
  holder_name: z.string().trim().max(150).optional(),
  coupon: z.string().trim().max(50).optional(),
  idempotency_key: idempotencyKey,
});
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

export const changePlanBodySchema = z.object({ plan_id: planId, interval });
export type ChangePlanBody = z.infer<typeof changePlanBodySchema>;

export const saveCardBodySchema = z.object({
  token: z.string({ error: CARD_MESSAGES.cardRequired }).trim().min(1, CARD_MESSAGES.cardRequired).max(500),
  holder_name: z
    .string({ error: CARD_MESSAGES.holderName })
    .trim()
    .min(1, CARD_MESSAGES.holderName)
    .max(150, CARD_MESSAGES.holderName),
});
export type SaveCardBody = z.infer<typeof saveCardBodySchema>;

export const cardIdBodySchema = z.object({ card_id: z.coerce.number().int().positive() });

export const couponBodySchema = z.object({
  coupon: z.string({ error: CARD_MESSAGES.couponInvalid }).trim().min(1, CARD_MESSAGES.couponInvalid).max(50),
  plan_id: z.number().int().positive().optional(),
});
export type CouponBody = z.infer<typeof couponBodySchema>;
