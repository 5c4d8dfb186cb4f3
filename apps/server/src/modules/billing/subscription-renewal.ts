import type { SmsPrice } from '@fieldbook/domain/account/user-load.schemas';
import { type BillingInterval, RENEWAL_RETRY_DAYS } from '@fieldbook/domain/billing/billing.constants';
import { couponApplies, couponMonthsAfterCharge, periodEnd } from '@fieldbook/domain/billing/billing.rules';
import { addDays, todayIn } from '@fieldbook/domain/dates/date-codec';
import type { PaymentProvider } from '../../card-payments/payment-provider';
import type { Database, Executor } from '../../db/database';
import type { Mailer } from '../../messaging/mailer';
import { recordActivity } from '../activity/index';
import type { CompanyRow } from '../company/index';
import { getCompany, setSubscribed, settingsOf } from '../company/index';
import * as repo from './billing.repository';
import { smsUsage } from './sms-usage';
import { chargeInvoice, insertNumberedInvoice, invoiceValues, queueInvoiceEmail } from './subscription-invoices';

/** The pg-boss queue whose scheduled job renews the subscriptions that are due. */
export const RENEWAL_QUEUE = 'subscription-renewals';
/** Every quarter hour: a period ends on a date, so a renewal runs within 15 minutes of midnight. */
export const RENEWAL_CRON = '*/15 * * * *';

export const NO_DEFAULT_CARD = 'There is no default card to charge.';

export type RenewalOutcome = 'skipped' | 'renewed' | 'past_due' | 'lapsed' | 'cancelled';

/**
 * Renewing subscriptions at the end of their period: one invoice per subscription and period (a
 * unique index), the row locked with SKIP LOCKED so a second worker passes it by, and a provider
 * idempotency key per invoice attempt, so however many workers or restarts meet a due subscription
 * it is charged once. A failed charge leaves it PAST_DUE (still subscribed) and is tried again on the
 * RENEWAL_RETRY_DAYS after the period's end; after the last it LAPSES to the trial limits. Nothing
 * is deleted. `now` is a parameter so tests need no clock.
 */
export function createSubscriptionRenewals(deps: {
  db: Database;
  provider: PaymentProvider;
  mailer: Mailer;
  siteName: string;
  smsPrice: () => SmsPrice;
  onError?: (error: unknown) => void;
}) {
  const { db, provider } = deps;

  async function log(tx: Executor, companyId: number, action: string, description: string) {
    await recordActivity(tx, {
      companyId,
      userId: null,
      action,
      subjectType: 'company',
      subjectId: companyId,
      description,
    });
  }

  /** The invoice of the period that starts when the current one ends: made once, with the period's SMS usage. */
  async function invoiceFor(tx: Executor, company: CompanyRow, subscription: repo.SubscriptionRow, today: string) {
    const start = subscription.currentPeriodEnd as string;
    const existing = await repo.findInvoiceOfPeriod(tx, company.id, start);
    if (existing) return existing;
    const planId = subscription.nextPlanId ?? subscription.planId;
    const interval = (subscription.nextInterval ?? subscription.interval ?? 'MONTH') as BillingInterval;
    const plan = planId ? await repo.findPlan(tx, planId) : undefined;
    if (!plan) throw new Error(`subscription of company ${company.id} has no plan`);
    const coupon = subscription.couponId ? await repo.findCoupon(tx, subscription.couponId) : undefined;
    const used = subscription.currentPeriodStart
      ? await smsUsage(tx, company, { start: subscription.currentPeriodStart, end: start }, deps.smsPrice())
      : null;
    return insertNumberedInvoice(
      tx,
      invoiceValues({
        companyId: company.id,
        plan,
        interval,
        periodStart: start,
        periodEnd: periodEnd(start, interval),
        issuedOn: today,
        coupon: coupon ? { row: coupon, monthsLeft: subscription.couponMonthsLeft } : null,
        sms:
          used && subscription.currentPeriodStart
            ? { ...used, from: subscription.currentPeriodStart, to: start }
            : null,
        rounding: settingsOf(company).rounding_method,
        requestKey: null,
      }),
    );
  }

  async function renewOne(companyId: number, now: Date): Promise<RenewalOutcome> {
    let mailId: number | null = null;
    const outcome = await db.transaction(async (tx): Promise<RenewalOutcome> => {
      const subscription = await repo.lockSubscriptionSkipLocked(tx, companyId);
      if (!subscription?.currentPeriodEnd) return 'skipped';
      const company = await getCompany(tx, companyId);
      const today = todayIn(company.timezone, now);
      const periodOver = subscription.status === 'ACTIVE' && subscription.currentPeriodEnd <= today;
      const retryDue =
        subscription.status === 'PAST_DUE' && subscription.retryOn !== null && subscription.retryOn <= today;
      if (!periodOver && !retryDue) return 'skipped';

      if (periodOver && subscription.cancelAtPeriodEnd) {
        await repo.updateSubscription(tx, companyId, { status: 'CANCELLED', cancelAtPeriodEnd: false });
        await setSubscribed(tx, companyId, false);
        await log(tx, companyId, 'subscription_cancelled', 'The subscription ended at the end of its period');
        return 'cancelled';
      }

      const invoice = await invoiceFor(tx, company, subscription, today);
      if (!invoice) return 'skipped';
      const interval = invoice.interval as BillingInterval;
      let paid = invoice.status === 'PAID' ? invoice : null;
      let failure: string | null = null;
      let latest = invoice;
      if (!paid) {
        const card = await repo.defaultCard(tx, companyId, provider.name);
        if (!card || !subscription.providerCustomerRef || subscription.provider !== provider.name) {
          failure = NO_DEFAULT_CARD;
          latest = await repo.updateInvoice(tx, invoice, {
            status: 'FAILED',
            attempts: invoice.attempts + 1,
            failureMessage: NO_DEFAULT_CARD,
          });
        } else {
          const charged = await chargeInvoice(tx, provider, invoice, {
            source: { cardRef: card.providerRef },
            customerRef: subscription.providerCustomerRef,
            card,
            idempotencyKey: `renewal:${companyId}:${invoice.periodStart}:${invoice.attempts + 1}`,
          });
          latest = charged.invoice;
          if (charged.ok) paid = charged.invoice;
          else failure = charged.message;
        }
      }
      const mail = { mailer: deps.mailer, siteName: deps.siteName };
      const to = { id: company.id, name: company.companyName };

      if (paid) {
        const couponCharged = subscription.couponId !== null && couponApplies(subscription.couponMonthsLeft);
        const after = couponCharged ? couponMonthsAfterCharge(subscription.couponMonthsLeft, interval) : null;
        const keepCoupon = couponCharged && couponApplies(after);
        await repo.updateSubscription(tx, companyId, {
          status: 'ACTIVE',
          planId: paid.planId,
          interval,
          nextPlanId: null,
          nextInterval: null,
          currentPeriodStart: paid.periodStart,
          currentPeriodEnd: paid.periodEnd,
          couponId: keepCoupon ? subscription.couponId : null,
          couponMonthsLeft: keepCoupon ? after : null,
          failedAttempts: 0,
          retryOn: null,
        });
        await setSubscribed(tx, companyId, true);
        await log(tx, companyId, 'subscription_renewed', `Renewed the subscription: invoice ${paid.number}`);
        if (!paid.emailedAt) mailId = await queueInvoiceEmail(tx, mail, paid, to);
        return 'renewed';
      }

      const failed = subscription.failedAttempts + 1;
      const retryIn = RENEWAL_RETRY_DAYS[failed - 1];
      if (retryIn === undefined) {
        await repo.updateSubscription(tx, companyId, { status: 'LAPSED', failedAttempts: failed, retryOn: null });
        await setSubscribed(tx, companyId, false);
        await log(
          tx,
          companyId,
          'subscription_lapsed',
          `The subscription lapsed: invoice ${latest.number} was not paid`,
        );
        mailId = await queueInvoiceEmail(tx, mail, latest, to);
        return 'lapsed';
      }
      await repo.updateSubscription(tx, companyId, {
        status: 'PAST_DUE',
        failedAttempts: failed,
        retryOn: addDays(latest.periodStart, retryIn),
      });
      await setSubscribed(tx, companyId, true);
      await log(
        tx,
        companyId,
        'subscription_payment_failed',
        `The charge of invoice ${latest.number} failed: ${failure}`,
      );
      mailId = await queueInvoiceEmail(tx, mail, latest, to);
      return 'past_due';
    });
    if (mailId !== null) void deps.mailer.deliver(mailId);
    return outcome;
  }

  return {
    renewOne,

    /** Renews every subscription due on `now`, one transaction each; one that fails is logged and left for the next run. */
    async renewDue(now = new Date()): Promise<Record<RenewalOutcome, number>> {
      const counts: Record<RenewalOutcome, number> = { skipped: 0, renewed: 0, past_due: 0, lapsed: 0, cancelled: 0 };
      for (const companyId of await repo.dueCompanyIds(db, now)) {
        try {
          counts[await renewOne(companyId, now)]++;
        } catch (error) {
          deps.onError?.(error);
        }
      }
      return counts;
    },
  };
}
export type SubscriptionRenewals = ReturnType<typeof createSubscriptionRenewals>;
