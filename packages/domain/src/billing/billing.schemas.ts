import { CARD_MESSAGES, type PaymentProviderName } from '../cards/cards.constants';
import type { SavedCardPayload } from '../cards/cards.schemas';
import type { LimitedModel } from '../plans/plans.rules';
import { z } from '../zod';
import {
  BILLING_INTERVALS,
  BILLING_MESSAGES,
  type BillingInterval,
  type CouponDuration,
  type SubscriptionInvoiceStatus,
  type SubscriptionStatus,
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

export interface PlanPayload {
  id: number;
  code: string;
  name: string;
  description: string;
  /** What the plan includes, one line each. */
  features: string[];
  /** AUD including GST. */
  monthly_price: number;
  yearly_price: number;
}

export interface CouponPayload {
  code: string;
  /** For example "20% off for 3 months". */
  description: string;
  percent_off: number | null;
  /** Dollars off each charge. */
  amount_off: number | null;
  duration: CouponDuration;
  duration_months: number | null;
}

export interface TrialLimitUsage {
  model: LimitedModel;
  limit: number;
  used: number;
}

export interface SubscriptionPayload {
  status: SubscriptionStatus;
  is_subscribed: boolean;
  plan: PlanPayload | null;
  interval: BillingInterval | null;
  /** The plan the next period is charged for, when a change is waiting. */
  next_plan: PlanPayload | null;
  next_interval: BillingInterval | null;
  /** YYYY-MM-DD in the company's timezone. */
  trial_ends_on: string | null;
  trial_days_left: number;
  current_period_start: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  /** The next renewal: its date and what it will charge before SMS usage. */
  next_charge: { date: string; amount: number } | null;
  /** The coupon in force, with the charges it still applies to (null: forever). */
  coupon: (CouponPayload & { months_left: number | null }) | null;
  /** When a failed renewal is tried again. */
  retry_on: string | null;
  /** Trial limits and what is used of them; empty when subscribed. */
  limits: TrialLimitUsage[];
  /** What the card panel needs to know of the provider (no secrets). */
  payments: { provider: PaymentProviderName; publishable_key: string | null };
  cards: SavedCardPayload[];
}

export interface SubscriptionInvoiceLine {
  description: string;
  quantity: number;
  unit_price: number;
  amount: number;
}

export interface SubscriptionInvoicePayload {
  id: number;
  number: string;
  status: SubscriptionInvoiceStatus;
  issued_on: string;
  period_start: string;
  period_end: string;
  lines: SubscriptionInvoiceLine[];
  discount: number;
  /** SMS messages sent in the period, and what they cost (included in total). */
  sms_count: number;
  sms_amount: number;
  /** GST included in total. */
  gst: number;
  total: number;
  paid_at: string | null;
  card: { brand: string; last4: string } | null;
}

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
