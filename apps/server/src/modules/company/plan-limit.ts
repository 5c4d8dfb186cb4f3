import { type LimitedModel, trialLimitMessage, trialLimitReached } from '@fieldbook/domain/plans/plans.rules';
import { takeTurn } from '../../db/advisory-locks';
import type { Executor } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { findCompany } from './company.repository';

/** Refuses a create past the trial limit with the envelope status the web turns into the plan prompt. */
export function assertWithinTrialLimit(subscribed: boolean, model: LimitedModel, current: number): void {
  if (trialLimitReached(subscribed, model, current)) {
    throw new HttpError(402, trialLimitMessage(model), null, 'unsubscribed');
  }
}

/** True when the error is a create refused at a trial limit. */
export const isTrialLimitError = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.status === 'unsubscribed';

/**
 * The trial-limit check of a create (or restore) of `adding` records, inside its transaction: an
 * unsubscribed company's creates of one model take turns (a transaction-scoped advisory lock per
 * company and model), so concurrent ones cannot all pass the count and leave the company past its
 * limit. `count` answers how many the company keeps now (the model's own repository). A subscribed
 * company takes no lock.
 */
export async function assertTrialSlot(
  tx: Executor,
  companyId: number,
  model: LimitedModel,
  count: (tx: Executor) => Promise<number>,
  adding = 1,
): Promise<void> {
  const company = await findCompany(tx, companyId);
  if (!company || company.subscribed) return;
  await takeTurn(tx, `trial-limit:${model}:${companyId}`);
  assertWithinTrialLimit(false, model, (await count(tx)) + adding - 1);
}
