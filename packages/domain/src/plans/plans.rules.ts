/**
 * How many records of each model a company on trial may keep: the one place the trial limits are
 * set. A subscribed company has none.
 */
export const TRIAL_LIMITS = {
  client: 25,
  appointment: 100,
  quotation: 20,
  invoice: 20,
  staff: 3,
  file: 50,
} as const;
export type LimitedModel = keyof typeof TRIAL_LIMITS;
export const LIMITED_MODELS = Object.keys(TRIAL_LIMITS) as LimitedModel[];

export const trialLimitMessage = (model: LimitedModel) => `You have reached your ${model} trial limit.`;

/** True when one more record would take an unsubscribed company past its trial limit. */
export const trialLimitReached = (subscribed: boolean, model: LimitedModel, current: number) =>
  !subscribed && current >= TRIAL_LIMITS[model];
