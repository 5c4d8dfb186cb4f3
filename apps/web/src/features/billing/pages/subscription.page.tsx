import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { usePlans } from '../api/plans';
import { useSubscription } from '../api/subscription';
import { ChangePlan } from '../components/change-plan';
import type { PlanChoice } from '../components/plan-picker';
import { SavedCards } from '../components/saved-cards';
import { Section } from '../components/section';
import { SubscriptionInvoices } from '../components/subscription-invoices';
import { SubscriptionSummary } from '../components/subscription-summary';
import { TrialLimits } from '../components/trial-limits';
import { SubscribeDialog } from '../dialogs/subscribe-dialog';

const SUBSCRIBE_PROMPT = 'Choose a plan and pay by card to lift the trial limits.';

function Loading({ label, height }: { label: string; height: number }) {
  return <Skeleton variant="rounded" height={height} role="progressbar" aria-label={label} />;
}

/**
 * settings/subscription (canManageBilling; the route guard shows 404 without it): the plan and its
 * status, the trial and its limits, the next charge and coupon, cancel and resume, change plan,
 * saved cards and the subscription's invoices.
 */
export function SubscriptionPage() {
  const subscription = useSubscription();
  const plans = usePlans();
  const [subscribing, setSubscribing] = useState<PlanChoice | null>(null);
  useEffect(() => {
    document.title = 'Subscription · Fieldbook';
  }, []);
  const s = subscription.data;

  return (
    <>
      <PageHeader title="Subscription" subtitle="Your plan, saved cards and invoices." />
      {subscription.isError && <Alert severity="error">{subscription.error.message}</Alert>}
      <Stack spacing={3} sx={{ maxWidth: 1100 }}>
        <Section title="Current plan">
          {s ? (
            <SubscriptionSummary
              subscription={s}
              onSubscribe={() => setSubscribing({ planId: s.plan?.id ?? null, interval: s.interval ?? 'MONTH' })}
            />
          ) : (
            subscription.isPending && <Loading label="Loading subscription" height={140} />
          )}
        </Section>
        {s && s.limits.length > 0 && (
          <Section title="Trial limits">
            <TrialLimits limits={s.limits} />
          </Section>
        )}
        <Section title={s?.is_subscribed ? 'Change plan' : 'Plans'}>
          {plans.isError && <Alert severity="error">The plans could not be loaded.</Alert>}
          {s && plans.data ? (
            <ChangePlan plans={plans.data} subscription={s} onSubscribe={setSubscribing} />
          ) : (
            (plans.isPending || subscription.isPending) && <Loading label="Loading plans" height={200} />
          )}
        </Section>
        <Section title="Saved cards">
          {s ? (
            <SavedCards subscription={s} />
          ) : (
            subscription.isPending && <Loading label="Loading cards" height={96} />
          )}
        </Section>
        <Section title="Invoices">
          <SubscriptionInvoices />
        </Section>
      </Stack>
      <SubscribeDialog
        message={subscribing ? SUBSCRIBE_PROMPT : null}
        initial={subscribing ?? undefined}
        onClose={() => setSubscribing(null)}
      />
    </>
  );
}
