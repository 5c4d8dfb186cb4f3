import type { CouponPayload, PlanPayload } from '@fieldbook/domain/billing/billing.schemas';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

export const plansQueryKey = ['billing', 'plans'] as const;

/** GET v1/plans: the plans on offer (any signed-in user). Quiet: the prompt says so itself. */
export const usePlans = () =>
  useQuery({
    queryKey: plansQueryKey,
    queryFn: () => http.get<PlanPayload[]>('/plans', { quiet: true }),
    staleTime: 10 * 60_000,
  });

/**
 * POST v1/plans/coupon: the coupon when it can be applied; a 422 (an unknown, expired or used-up
 * code) rejects with the spec's "This coupon is invalid and will not be applied", which the field shows.
 */
export const checkCoupon = (coupon: string, planId: number | undefined, signal?: AbortSignal) =>
  http.post<CouponPayload>('/plans/coupon', { coupon, plan_id: planId }, { expected: [422], signal });
