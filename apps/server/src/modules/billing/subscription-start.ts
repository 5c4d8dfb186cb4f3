import { TRIAL_DAYS } from '@fieldbook/domain/billing/billing.constants';
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
