/** How many records of a model an unsubscribed (trial) company may keep; later capabilities add theirs. */
export const TRIAL_LIMITS = { client: 25 } as const;
export type LimitedModel = keyof typeof TRIAL_LIMITS;

export const trialLimitMessage = (model: LimitedModel) => `You have reached your ${model} trial limit.`;

/** True when one more record would take an unsubscribed company past its trial limit. */
export const trialLimitReached = (subscribed: boolean, model: LimitedModel, current: number) =>
  !subscribed && current >= TRIAL_LIMITS[model];
