import { CONNECT_MESSAGES } from '@fieldbook/domain/connect/connect.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import { useSignedIn } from '../../../lib/session/session-store';
import { AuthCard } from '../../auth/components/auth-card';
import { useSetReminders, useUnsubscribeStatus } from '../api/reminder-unsubscribe';

/**
 * email/unsubscribe/{code}: the link at the foot of a reminder email. It asks before stopping
 * (mail scanners open links too) and offers the undo afterwards.
 */
export function ConnectUnsubscribePage() {
  const { code = '' } = useParams();
  const to = usePortalPath();
  const signedIn = useSignedIn();
  const status = useUnsubscribeStatus(code);
  const change = useSetReminders(code);
  const business = status.data?.business.company_name ?? '';

  const failure = status.error ?? change.error;
  return (
    <AuthCard title="Appointment reminders">
      <Stack spacing={2}>
        {!code && (
          <Typography>
            To stop appointment reminders, open the unsubscribe link at the foot of a reminder email from the business.
          </Typography>
        )}
        {status.isPending && code && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-busy>
            <CircularProgress size={20} />
            <span>Checking your link…</span>
          </Stack>
        )}
        {failure && (
          <Alert severity="error">
            {failure instanceof ApiError ? failure.message : CONNECT_MESSAGES.unsubscribeInvalid}
          </Alert>
        )}
        {status.data?.subscribed === true && (
          <>
            <Typography>
              {change.isSuccess
                ? CONNECT_MESSAGES.resubscribed(business)
                : `Stop appointment reminder emails and texts from ${business}?`}
            </Typography>
            {!change.isSuccess && (
              <Button variant="contained" onClick={() => change.mutate(false)} disabled={change.isPending}>
                Unsubscribe
              </Button>
            )}
          </>
        )}
        {status.data?.subscribed === false && (
          <>
            <Alert severity="success">{CONNECT_MESSAGES.unsubscribed(business)}</Alert>
            <Button onClick={() => change.mutate(true)} disabled={change.isPending}>
              Undo: keep sending me reminders
            </Button>
          </>
        )}
        <Button component={RouterLink} to={signedIn ? to('home') : to('')}>
          {signedIn ? 'Go to Home' : 'Sign in to Client Connect'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
