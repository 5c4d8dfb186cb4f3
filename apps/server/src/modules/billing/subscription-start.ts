import { type SubscriptionStatus, TRIAL_DAYS } from '@fieldbook/domain/billing/billing.constants';
import { isSubscribedStatus } from '@fieldbook/domain/billing/billing.rules';
import { addDays, todayIn } from '@fieldbook/domain/dates/date-codec';
import type { Executor } from '../../db/database';
import * as repo from './billing.repository';

/** A new company's subscription: on trial for TRIAL_DAYS from today (or ACTIVE when made subscribed). */
export async function startSubscription(
  tx: Executor,
  company: { id: number; timezone: string; subscribed: boolean },
  now = new Date(),
): Promise<void> {
  await repo.insertSubscription(tx, {
    companyId: company.id,
    status: company.subscribed ? 'ACTIVE' : 'TRIAL',
    trialEndsOn: addDays(todayIn(company.timezone, now), TRIAL_DAYS),
  });
}

/**
 * The subscription status the company payload shows (the web's past-due and lapsed banners). A
 * company made subscribed by hand, without a paid subscription, shows ACTIVE.
 */
export async function subscriptionStatusOf(
  db: Executor,
  company: { id: number; subscribed: boolean },
): Promise<SubscriptionStatus> {
  return presentedStatus(company, await repo.findSubscription(db, company.id));
}

export function presentedStatus(
  company: { subscribed: boolean },
  subscription: { status: string } | undefined,
): SubscriptionStatus {
  const status = (subscription?.status ?? 'TRIAL') as SubscriptionStatus;
  if (company.subscribed && !isSubscribedStatus(status)) return 'ACTIVE';
  return status;
}
