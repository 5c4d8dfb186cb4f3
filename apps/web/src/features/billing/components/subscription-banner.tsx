import { BILLING_MESSAGES } from '@fieldbook/domain/billing/billing.constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { usePortalPath } from '../../../lib/portal-path';
import { useCan, useUserLoad } from '../../../lib/session/load-user';

/**
 * The business shell's notice of a failed renewal (PAST_DUE: still subscribed, being retried) or a
 * lapsed subscription (back on trial limits), from user/load's company.subscription_status; those
 * who manage billing get a link to settings/subscription.
 */
export function SubscriptionBanner() {
  const to = usePortalPath();
  const canManageBilling = useCan('canManageBilling');
  const status = useUserLoad().data?.company.subscription_status;
  if (status !== 'PAST_DUE' && status !== 'LAPSED') return null;
  return (
    <Alert
      severity={status === 'LAPSED' ? 'error' : 'warning'}
      sx={{ mb: 2 }}
      action={
        canManageBilling && (
          <Button color="inherit" size="small" component={RouterLink} to={to('settings/subscription')}>
            Subscription
          </Button>
        )
      }
    >
      {status === 'LAPSED' ? BILLING_MESSAGES.lapsedBanner : BILLING_MESSAGES.pastDueBanner}
    </Alert>
  );
}
