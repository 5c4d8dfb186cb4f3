import { type LimitedModel, trialLimitMessage, trialLimitReached } from '@fieldbook/domain/plans/plans.rules';
import { HttpError } from './http-error';

/** Refuses a create past the trial limit with the envelope status the web turns into the plan prompt. */
export function assertWithinTrialLimit(subscribed: boolean, model: LimitedModel, current: number): void {
  if (trialLimitReached(subscribed, model, current)) {
    throw new HttpError(402, trialLimitMessage(model), null, 'unsubscribed');
  }
}
