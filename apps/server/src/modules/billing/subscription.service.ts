import {
  BILLING_MESSAGES,
  type BillingInterval,
  type SubscriptionStatus,
} from '@fieldbook/domain/billing/billing.constants';
import {
  chargeCents,
  couponApplies,
  couponMonthsAfterCharge,
  couponMonthsAtStart,
  daysUntil,
  isSubscribedStatus,
  periodEnd,
} from '@fieldbook/domain/billing/billing.rules';
import type { ChangePlanBody, SubscribeBody, SubscriptionPayload } from '@fieldbook/domain/billing/billing.schemas';
import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import { todayIn } from '@fieldbook/domain/dates/date-codec';
import { toDollars } from '@fieldbook/domain/money/money.rules';
import type { PaymentProvider } from '../../card-payments/payment-provider';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError, HttpError, invalid } from '../../http/http-error';
import type { Mailer } from '../../messaging/mailer';
import { recordActivity } from '../activity/index';
import { getCompany, setSubscribed, settingsOf } from '../company/index';
import { couponTerms, presentCoupon, presentPlan } from './billing.presenter';
import * as repo from './billing.repository';
import type { CompanyCards } from './company-cards';
import { redeemableCoupon } from './coupons';
import { chargeInvoice, insertNumberedInvoice, invoiceValues, queueInvoiceEmail } from './subscription-invoices';
import { trialUsage } from './trial-usage';

export interface BillingDeps {
  db: Database;
  config: Config;
  provider: PaymentProvider;
  mailer: Mailer;
  cards: CompanyCards;
}

/** The subscription use-cases of the settings/subscription page (billing.schemas lists the calls). */
export function createSubscriptionService(deps: BillingDeps) {
  const { db, provider, cards } = deps;

  async function present(companyId: number, now = new Date()): Promise<SubscriptionPayload> {
    const [company, subscription] = await Promise.all([getCompany(db, companyId), repo.subscriptionOf(db, companyId)]);
    const plans = await repo.plansById(db, [subscription.planId, subscription.nextPlanId]);
    const plan = subscription.planId ? (plans.get(subscription.planId) ?? null) : null;
    const nextPlan = subscription.nextPlanId ? (plans.get(subscription.nextPlanId) ?? null) : null;
    const coupon = subscription.couponId ? await repo.findCoupon(db, subscription.couponId) : undefined;
    const today = todayIn(company.timezone, now);
    const subscribed = company.subscribed;
    let status = subscription.status as SubscriptionStatus;
    if (subscribed && !isSubscribedStatus(status)) status = 'ACTIVE';

    let nextCharge: SubscriptionPayload['next_charge'] = null;
    const chargedPlan = nextPlan ?? plan;
    const chargedInterval = (subscription.nextInterval ?? subscription.interval) as BillingInterval | null;
    if (chargedPlan && chargedInterval && isSubscribedStatus(status) && !subscription.cancelAtPeriodEnd) {
      const price = chargedInterval === 'YEAR' ? chargedPlan.yearlyPriceCents : chargedPlan.monthlyPriceCents;
      const charge = chargeCents(
        price,
        coupon ? { ...couponTerms(coupon), monthsLeft: subscription.couponMonthsLeft } : null,
        settingsOf(company).rounding_method,
      );
      const date = status === 'PAST_DUE' ? subscription.retryOn : subscription.currentPeriodEnd;
      if (date) nextCharge = { date, amount: toDollars(charge.total) };
    }
    return {
      status,
      is_subscribed: subscribed,
      plan: plan ? presentPlan(plan) : null,
      interval: subscription.interval as BillingInterval | null,
      next_plan: nextPlan ? presentPlan(nextPlan) : null,
      next_interval: subscription.nextInterval as BillingInterval | null,
      trial_ends_on: subscription.trialEndsOn,
      trial_days_left: status === 'TRIAL' && subscription.trialEndsOn ? daysUntil(today, subscription.trialEndsOn) : 0,
      current_period_start: subscription.currentPeriodStart,
      current_period_end: subscription.currentPeriodEnd,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      next_charge: nextCharge,
      coupon:
        coupon && couponApplies(subscription.couponMonthsLeft)
          ? { ...presentCoupon(coupon), months_left: subscription.couponMonthsLeft }
          : null,
      retry_on: subscription.retryOn,
      limits: subscribed ? [] : await trialUsage(db, companyId),
      payments: {
        provider: provider.name,
        publishable_key: provider.name === 'stripe' ? deps.config.STRIPE_PUBLISHABLE_KEY || null : null,
      },
      cards: await cards.list(companyId),
    };
  }

  /** A change to a subscribed company's subscription, under its row lock. */
  async function changeSubscribed(
    auth: AuthContext,
    change: (tx: Executor, subscription: repo.SubscriptionRow) => Promise<string>,
  ) {
    await db.transaction(async (tx) => {
      const subscription = await repo.subscriptionOf(tx, auth.companyId, true);
      if (!isSubscribedStatus(subscription.status as SubscriptionStatus) || !subscription.planId)
        throw conflict(BILLING_MESSAGES.notSubscribed);
      const description = await change(tx, subscription);
      await recordActivity(tx, {
        companyId: auth.companyId,
        userId: auth.userId,
        action: 'subscription_changed',
        subjectType: 'company',
        subjectId: auth.companyId,
        description,
      });
    });
    return present(auth.companyId);
  }

  async function planOf(dbx: Executor, planId: number) {
    const plan = await repo.findPlan(dbx, planId);
    if (!plan?.active) throw fieldError('plan_id', BILLING_MESSAGES.planNotFound);
    return plan;
  }

  return {
    present,

    /**
     * Subscribes: charges the first period now (the coupon applied) to a saved card or a new one.
     * One idempotency key charges once: the subscription row's lock orders concurrent requests, and
     * the second finds the first's invoice by its key and answers the subscription as it is. A
     * declined card answers 422 and the transaction leaves nothing behind.
     */
    async subscribe(auth: AuthContext, body: SubscribeBody, now = new Date()): Promise<SubscriptionPayload> {
      const plan = await planOf(db, body.plan_id);
      let mailId: number | null = null;
      try {
        await db.transaction(async (tx) => {
          const subscription = await repo.subscriptionOf(tx, auth.companyId, true);
          if (await repo.findInvoiceByRequestKey(tx, auth.companyId, body.idempotency_key)) return;
          const savedCard = body.card_id !== undefined ? await cards.find(tx, auth.companyId, body.card_id) : null;
          if (!savedCard) {
            if (!body.token) throw fieldError('card', CARD_MESSAGES.cardRequired);
            if (!body.holder_name) throw fieldError('holder_name', CARD_MESSAGES.holderName);
          }
          const company = await getCompany(tx, auth.companyId);
          if (isSubscribedStatus(subscription.status as SubscriptionStatus) || company.subscribed)
            throw conflict(BILLING_MESSAGES.alreadySubscribed);
          const coupon = body.coupon ? await redeemableCoupon(tx, auth.companyId, body.coupon, now, true) : null;

          let card = savedCard;
          let customerRef: string;
          if (card) customerRef = await cards.customerOf(tx, auth.companyId);
          else {
            const saved = await cards.save(tx, auth.companyId, body.token ?? '', body.holder_name ?? '');
            card = saved.row;
            customerRef = saved.customerRef;
          }
          // The card subscribed with is the one renewals charge.
          if (!card.isDefault) {
            await repo.setDefaultCard(tx, auth.companyId, provider.name, card.id);
            card = { ...card, isDefault: true };
          }

          const today = todayIn(company.timezone, now);
          const end = periodEnd(today, body.interval);
          const monthsLeft = coupon ? couponMonthsAtStart(couponTerms(coupon)) : null;
          const invoice = await insertNumberedInvoice(
            tx,
            invoiceValues({
              companyId: auth.companyId,
              plan,
              interval: body.interval,
              periodStart: today,
              periodEnd: end,
              issuedOn: today,
              coupon: coupon ? { row: coupon, monthsLeft } : null,
              sms: null,
              rounding: settingsOf(company).rounding_method,
              requestKey: body.idempotency_key,
            }),
          );
          if (!invoice) throw conflict(BILLING_MESSAGES.alreadySubscribed);
          let charged: Awaited<ReturnType<typeof chargeInvoice>>;
          try {
            charged = await chargeInvoice(tx, provider, invoice, {
              source: { cardRef: card.providerRef },
              customerRef,
              card,
              idempotencyKey: `subscribe:${auth.companyId}:${body.idempotency_key}:${card.providerRef}`,
            });
          } catch {
            throw invalid({ card: [CARD_MESSAGES.paymentFailed] }, CARD_MESSAGES.paymentFailed);
          }
          if (!charged.ok) throw invalid({ card: [charged.message] }, CARD_MESSAGES.paymentFailed);
          if (coupon) await repo.recordRedemption(tx, auth.companyId, coupon.id, invoice.id);
          const after = coupon ? couponMonthsAfterCharge(monthsLeft, body.interval) : null;
          const couponLasts = coupon !== null && couponApplies(after);
          await repo.updateSubscription(tx, auth.companyId, {
            status: 'ACTIVE',
            planId: plan.id,
            interval: body.interval,
            nextPlanId: null,
            nextInterval: null,
            currentPeriodStart: today,
            currentPeriodEnd: end,
            cancelAtPeriodEnd: false,
            couponId: couponLasts ? (coupon?.id ?? null) : null,
            couponMonthsLeft: couponLasts ? after : null,
            failedAttempts: 0,
            retryOn: null,
          });
          await setSubscribed(tx, auth.companyId, true);
          await recordActivity(tx, {
            companyId: auth.companyId,
            userId: auth.userId,
            action: 'subscribed',
            subjectType: 'company',
            subjectId: auth.companyId,
            description: `Subscribed to the ${plan.name} plan (${body.interval === 'YEAR' ? 'yearly' : 'monthly'})`,
          });
          mailId = await queueInvoiceEmail(
            tx,
            { mailer: deps.mailer, siteName: deps.config.SITE_NAME },
            charged.invoice,
            {
              id: company.id,
              name: company.companyName,
            },
          );
        });
      } catch (error) {
        // Two first requests with one key: the second's insert met the first's invoice.
        if (!(error instanceof HttpError) && isUniqueViolation(error)) return present(auth.companyId, now);
        throw error;
      }
      if (mailId !== null) void deps.mailer.deliver(mailId);
      return present(auth.companyId, now);
    },

    /** From the next period (changing back to the current plan clears the change). */
    async changePlan(auth: AuthContext, body: ChangePlanBody) {
      const plan = await planOf(db, body.plan_id);
      return changeSubscribed(auth, async (tx, subscription) => {
        const same = subscription.planId === plan.id && subscription.interval === body.interval;
        await repo.updateSubscription(tx, auth.companyId, {
          nextPlanId: same ? null : plan.id,
          nextInterval: same ? null : body.interval,
        });
        return `Changed the plan to ${plan.name} (${body.interval === 'YEAR' ? 'yearly' : 'monthly'}) from the next period`;
      });
    },

    async cancel(auth: AuthContext) {
      return changeSubscribed(auth, async (tx) => {
        await repo.updateSubscription(tx, auth.companyId, { cancelAtPeriodEnd: true });
        return 'Cancelled the subscription at the end of the period';
      });
    },

    async resume(auth: AuthContext) {
      return changeSubscribed(auth, async (tx) => {
        await repo.updateSubscription(tx, auth.companyId, { cancelAtPeriodEnd: false });
        return 'Resumed the subscription';
      });
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
