import type { ChangePlanBody, SubscribeBody, SubscriptionPayload } from '@fieldbook/domain/billing/billing.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { userLoadQueryKey } from '../../../lib/session/load-user';

export const billingQueryKey = ['billing'] as const;
export const subscriptionQueryKey = ['billing', 'subscription'] as const;

/** GET v1/subscription (canManageBilling): plan, status, trial, limits, cards and the card provider. */
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: () => http.get<SubscriptionPayload>('/subscription'),
  });

export const useSubscription = (enabled = true) => useQuery({ ...subscriptionQueryOptions(), enabled });

/**
 * The subscription changed: the answer replaces the one shown, and user/load is fetched again, as
 * isSubscribed and the company's subscription_status follow it.
 */
export function useSubscriptionChanged() {
  const queryClient = useQueryClient();
  return async (subscription: SubscriptionPayload) => {
    queryClient.setQueryData(subscriptionQueryKey, subscription);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: userLoadQueryKey }),
      // Invoices and cards: the first charge made one and may have saved the other.
      queryClient.invalidateQueries({
        queryKey: billingQueryKey,
        predicate: (query) => query.queryKey[1] !== 'subscription' && query.queryKey[1] !== 'plans',
      }),
    ]);
  };
}

/**
 * POST v1/subscription: charges the first period now. The idempotency key is the caller's (one per
 * opened prompt), so a repeated request charges once. Quiet: a decline is shown in the card panel.
 */
export function useSubscribe() {
  const changed = useSubscriptionChanged();
  return useMutation({
    mutationFn: (body: SubscribeBody) => http.post<SubscriptionPayload>('/subscription', body, { quiet: true }),
    onSuccess: changed,
  });
}

/** POST v1/subscription/plan: the new plan and period apply from the next period. */
export function useChangePlan() {
  const changed = useSubscriptionChanged();
  return useMutation({
    mutationFn: (body: ChangePlanBody) => http.post<SubscriptionPayload>('/subscription/plan', body),
    onSuccess: changed,
  });
}

/** POST v1/subscription/cancel (at the end of the period) and v1/subscription/resume (undoes it). */
export function useCancelSubscription() {
  const changed = useSubscriptionChanged();
  return useMutation({
    mutationFn: (action: 'cancel' | 'resume') => http.post<SubscriptionPayload>(`/subscription/${action}`),
    onSuccess: changed,
  });
}
