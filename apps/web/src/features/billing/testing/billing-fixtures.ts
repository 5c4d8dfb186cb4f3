import type {
  CouponPayload,
  PlanPayload,
  SubscriptionInvoicePayload,
  SubscriptionPayload,
} from '@fieldbook/domain/billing/billing.schemas';
import type { SavedCardPayload } from '@fieldbook/domain/cards/cards.schemas';
import { TRIAL_LIMITS } from '@fieldbook/domain/plans/plans.rules';

export const PLANS: PlanPayload[] = [
  {
    id: 1,
    code: 'solo',
    name: 'Solo',
    description: 'For a one-person business.',
    features: ['1 staff member', 'Unlimited clients'],
    monthly_price: 29,
    yearly_price: 290,
  },
  {
    id: 2,
    code: 'team',
    name: 'Team',
    description: 'For a growing team.',
    features: ['Up to 10 staff', 'Recurring appointments'],
    monthly_price: 79,
    yearly_price: 790,
  },
];

export const WELCOME20: CouponPayload = {
  code: 'WELCOME20',
  description: '20% off for 3 months',
  percent_off: 20,
  amount_off: null,
  duration: 'REPEATING',
  duration_months: 3,
};

export const CARDS: SavedCardPayload[] = [
  { id: 7, brand: 'Visa', last4: '4242', exp_month: 3, exp_year: 2031, default: true },
  { id: 8, brand: 'Mastercard', last4: '4444', exp_month: 11, exp_year: 2029, default: false },
];

export function buildSubscription(overrides: Partial<SubscriptionPayload> = {}): SubscriptionPayload {
  return {
    status: 'TRIAL',
    is_subscribed: false,
    plan: null,
    interval: null,
    next_plan: null,
    next_interval: null,
    trial_ends_on: '2026-12-09',
    trial_days_left: 9,
    current_period_start: null,
    current_period_end: null,
    cancel_at_period_end: false,
    next_charge: null,
    coupon: null,
    retry_on: null,
    limits: [
      { model: 'client', limit: TRIAL_LIMITS.client, used: TRIAL_LIMITS.client },
      { model: 'appointment', limit: TRIAL_LIMITS.appointment, used: 12 },
    ],
    payments: { provider: 'sandbox', publishable_key: null },
    cards: [],
    ...overrides,
  };
}

/** A company on Team, yearly, with WELCOME20 for 2 more charges. */
export function activeSubscription(overrides: Partial<SubscriptionPayload> = {}): SubscriptionPayload {
  const team = PLANS[1] as PlanPayload;
  return buildSubscription({
    status: 'ACTIVE',
    is_subscribed: true,
    plan: team,
    interval: 'YEAR',
    trial_ends_on: null,
    trial_days_left: 0,
    current_period_start: '2026-11-25',
    current_period_end: '2027-11-24',
    next_charge: { date: '2027-11-25', amount: 632 },
    coupon: { ...WELCOME20, months_left: 2 },
    limits: [],
    cards: CARDS,
    ...overrides,
  });
}

export const INVOICE: SubscriptionInvoicePayload = {
  id: 31,
  number: 'SUB-000031',
  status: 'PAID',
  issued_on: '2026-11-25',
  period_start: '2026-11-25',
  period_end: '2027-11-24',
  lines: [{ description: 'Team, yearly', quantity: 1, unit_price: 790, amount: 790 }],
  discount: 158,
  sms_count: 0,
  sms_amount: 0,
  gst: 57.45,
  total: 632,
  paid_at: '2026-11-25 10:00:00',
  card: { brand: 'Visa', last4: '4242' },
};
