import { BILLING_MESSAGES } from '@fieldbook/domain/billing/billing.constants';
import type { SubscriptionPayload } from '@fieldbook/domain/billing/billing.schemas';
import { formatDate } from '@fieldbook/domain/format/en-au';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/notices';
import { useCancelSubscription } from '../api/subscription';
import { INTERVAL_LABELS, money } from '../billing-labels';
import { SubscriptionStatusChip } from './status-chip';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** The details of the subscription as label and value pairs. */
function details(s: SubscriptionPayload): [string, string][] {
  const rows: [string, string][] = [];
  rows.push([
    'Plan',
    s.plan && s.interval ? `${s.plan.name}, ${INTERVAL_LABELS[s.interval].adjective.toLowerCase()}` : 'Free trial',
  ]);
  if (s.status === 'TRIAL' && s.trial_ends_on) {
    rows.push([
      'Trial',
      s.trial_days_left > 0
        ? `${plural(s.trial_days_left, 'day')} left (ends ${formatDate(s.trial_ends_on)})`
        : `Ended ${formatDate(s.trial_ends_on)}`,
    ]);
  }
  if (s.is_subscribed && s.current_period_start && s.current_period_end) {
    rows.push(['Current period', `${formatDate(s.current_period_start)} to ${formatDate(s.current_period_end)}`]);
  }
  if (s.next_charge) rows.push(['Next charge', `${money(s.next_charge.amount)} on ${formatDate(s.next_charge.date)}`]);
  if (s.next_plan && s.next_interval) {
    rows.push([
      'From the next period',
      `${s.next_plan.name}, ${INTERVAL_LABELS[s.next_interval].adjective.toLowerCase()}`,
    ]);
  }
  if (s.coupon) {
    const left = s.coupon.months_left === null ? '' : ` (${plural(s.coupon.months_left, 'more charge')})`;
    rows.push(['Coupon', `${s.coupon.code}: ${s.coupon.description}${left}`]);
  }
  return rows;
}

/** The current plan: status, trial, next charge and coupon; Subscribe, or cancel at period end and resume. */
export function SubscriptionSummary({
  subscription,
  onSubscribe,
}: {
  subscription: SubscriptionPayload;
  onSubscribe: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const s = subscription;
  const endsOn = formatDate(s.current_period_end);

  const run = (action: 'cancel' | 'resume') =>
    cancel.mutate(action, {
      onSuccess: () =>
        enqueueSnackbar(action === 'cancel' ? BILLING_MESSAGES.cancelled : BILLING_MESSAGES.resumed, {
          variant: 'success',
        }),
    });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="p">
          {s.plan?.name ?? 'Free trial'}
        </Typography>
        <SubscriptionStatusChip status={s.status} />
      </Stack>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 0.5,
        }}
      >
        {details(s).map(([label, value]) => (
          <Fragment key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
              {value}
            </Typography>
          </Fragment>
        ))}
      </Box>
      {s.status === 'PAST_DUE' && (
        <Alert severity="warning">
          {BILLING_MESSAGES.pastDueBanner}
          {s.retry_on && ` Next try: ${formatDate(s.retry_on)}.`}
        </Alert>
      )}
      {s.status === 'LAPSED' && <Alert severity="error">{BILLING_MESSAGES.lapsedBanner}</Alert>}
      {s.is_subscribed && s.cancel_at_period_end && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => run('resume')} disabled={cancel.isPending}>
              Resume
            </Button>
          }
        >
          Your subscription ends on {endsOn}. Resume it to keep your plan.
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {!s.is_subscribed && (
          <Button variant="contained" onClick={onSubscribe}>
            Subscribe
          </Button>
        )}
        {s.is_subscribed && !s.cancel_at_period_end && (
          <Button color="error" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
            Cancel Subscription
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Cancel subscription?"
        message={`Your plan stays until ${endsOn}. After that your company goes back to trial limits; nothing is deleted.`}
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep Subscription"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          run('cancel');
        }}
      />
    </Stack>
  );
}
