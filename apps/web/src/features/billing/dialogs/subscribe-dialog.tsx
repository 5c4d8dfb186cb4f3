import type { BillingInterval } from '@fieldbook/domain/billing/billing.constants';
import { BILLING_MESSAGES } from '@fieldbook/domain/billing/billing.constants';
import { SITE_NAME } from '@fieldbook/domain/system/system.constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useMinWidth } from '../../../components/use-responsive';
import { useCan } from '../../../lib/session/load-user';
import { usePlans } from '../api/plans';
import { type PlanChoice, PlanPicker } from '../components/plan-picker';
import { SubscribePayment } from '../components/subscribe-payment';

const MOBILE_LAYOUT = 700;

export interface SubscribeDialogProps {
  /** Why the prompt opened ('You have reached your client trial limit.'); null: closed. */
  message: string | null;
  /** `subscribed`: the company subscribed in it, so what was refused may be tried again. */
  onClose: (subscribed: boolean) => void;
  /** The plan and period chosen first (the subscription page's plan list). */
  initial?: { planId: number | null; interval: BillingInterval };
}

/**
 * "Subscribe to {site}" (platform spec): why it opened, the plans with a monthly/yearly toggle and,
 * for canManageBilling, the card panel with a coupon and Subscribe. Without canManageBilling it
 * says to ask the account owner. After subscribing: 'Thank you for subscribing' and Continue.
 */
export function SubscribeDialog({ message, onClose, initial }: SubscribeDialogProps) {
  if (message === null) return null;
  return <OpenSubscribeDialog message={message} onClose={onClose} initial={initial} />;
}

function OpenSubscribeDialog({ message, onClose, initial }: SubscribeDialogProps & { message: string }) {
  const titleId = useId();
  const wide = useMinWidth(MOBILE_LAYOUT);
  const canManageBilling = useCan('canManageBilling');
  const plans = usePlans();
  const [choice, setChoice] = useState<PlanChoice>(initial ?? { planId: null, interval: 'MONTH' });
  const [subscribedTo, setSubscribedTo] = useState<string | null>(null);
  const planId = choice.planId ?? plans.data?.[0]?.id ?? null;
  const plan = plans.data?.find((candidate) => candidate.id === planId) ?? null;
  const done = subscribedTo !== null;

  return (
    <Dialog open onClose={() => onClose(done)} aria-labelledby={titleId} fullScreen={!wide} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Subscribe to {SITE_NAME}</DialogTitle>
      <DialogContent dividers>
        {done ? (
          <Stack spacing={2}>
            <Alert severity="success" role="status">
              {BILLING_MESSAGES.subscribed}
            </Alert>
            <Typography>
              Your company is on the {subscribedTo} plan. Continue to carry on with what you were doing.
            </Typography>
          </Stack>
        ) : (
          <Stack spacing={3}>
            <Alert severity="info">{message}</Alert>
            {plans.isPending && (
              <Skeleton variant="rounded" height={160} role="progressbar" aria-label="Loading plans" />
            )}
            {plans.isError && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void plans.refetch()}>
                    Retry
                  </Button>
                }
              >
                The plans could not be loaded.
              </Alert>
            )}
            {plans.data && plans.data.length > 0 && (
              <PlanPicker plans={plans.data} value={{ ...choice, planId }} onChange={setChoice} />
            )}
            {canManageBilling ? (
              <SubscribePayment
                plan={plan}
                interval={choice.interval}
                onSubscribed={(subscription) => setSubscribedTo(subscription.plan?.name ?? plan?.name ?? '')}
              />
            ) : (
              <Alert severity="warning">
                Only someone who manages billing can subscribe. Ask your account owner to subscribe to {SITE_NAME}.
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button variant="contained" onClick={() => onClose(true)} autoFocus>
            Continue
          </Button>
        ) : (
          <Button onClick={() => onClose(false)}>{canManageBilling ? 'Not now' : 'Close'}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
