import { BILLING_MESSAGES } from '@fieldbook/domain/billing/billing.constants';
import type { PlanPayload, SubscriptionPayload } from '@fieldbook/domain/billing/billing.schemas';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useSnackbar } from '../../../components/notices';
import { useChangePlan } from '../api/subscription';
import { type PlanChoice, PlanPicker } from './plan-picker';

/**
 * The plans with the monthly/yearly toggle: a subscribed company changes plan from its next period;
 * one on trial subscribes to the plan chosen.
 */
export function ChangePlan({
  plans,
  subscription,
  onSubscribe,
}: {
  plans: PlanPayload[];
  subscription: SubscriptionPayload;
  onSubscribe: (choice: PlanChoice) => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangePlan();
  const s = subscription;
  // What the next period will be: a change already waiting, else the current plan.
  const upcoming =
    s.next_plan && s.next_interval
      ? { planId: s.next_plan.id, interval: s.next_interval }
      : s.plan && s.interval
        ? { planId: s.plan.id, interval: s.interval }
        : null;
  const [choice, setChoice] = useState<PlanChoice>({
    planId: upcoming?.planId ?? plans[0]?.id ?? null,
    interval: upcoming?.interval ?? 'MONTH',
  });
  const current = s.plan && s.interval ? { planId: s.plan.id, interval: s.interval } : null;
  const unchanged = upcoming !== null && upcoming.planId === choice.planId && upcoming.interval === choice.interval;
  const planId = choice.planId;

  return (
    <Stack spacing={2}>
      <PlanPicker plans={plans} value={choice} onChange={setChoice} current={current} />
      <Stack direction="row">
        {s.is_subscribed ? (
          <Button
            variant="contained"
            disabled={planId === null || unchanged || change.isPending}
            onClick={() =>
              planId !== null &&
              change.mutate(
                { plan_id: planId, interval: choice.interval },
                { onSuccess: () => enqueueSnackbar(BILLING_MESSAGES.planChanged, { variant: 'success' }) },
              )
            }
          >
            Change Plan
          </Button>
        ) : (
          <Button variant="contained" disabled={planId === null} onClick={() => onSubscribe(choice)}>
            Subscribe to this plan
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
