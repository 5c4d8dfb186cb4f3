import { CONNECT_MESSAGES } from '@fieldbook/domain/connect/connect.schemas';
import { NOTICE_EMAIL_MESSAGES } from '@fieldbook/domain/notifications/notice-emails';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import { session, useSignedIn } from '../../../lib/session/session-store';
import { useSetSubscribed, useUnsubscribeStatus } from '../api/email-unsubscribe';
import { AuthCard } from '../components/auth-card';

/** What each portal's link stops: a client's appointment reminders, a staff member's notice emails. */
const TEXTS = {
  connect: {
    title: 'Appointment reminders',
    withoutCode:
      'To stop appointment reminders, open the unsubscribe link at the foot of a reminder email from the business.',
    ask: (business: string) => `Stop appointment reminder emails and texts from ${business}?`,
    undo: 'Undo: keep sending me reminders',
    signIn: 'Sign in to Client Connect',
    ...CONNECT_MESSAGES,
  },
  business: {
    title: 'Notice emails',
    withoutCode:
      'To stop notice emails (such as licence expiry notices), open the unsubscribe link at the foot of one. Notices always appear under the bell when you sign in.',
    ask: (business: string) =>
      `Stop notice emails from ${business}? You will still see each notice under the bell when you sign in.`,
    undo: 'Undo: keep emailing me notices',
    signIn: 'Sign in',
    ...NOTICE_EMAIL_MESSAGES,
  },
} as const;

/**
 * email/unsubscribe/{code}, in either portal: the link at the foot of a client's reminder email or a
 * staff member's notice email. It asks before stopping (mail scanners open links too) and offers the
 * undo afterwards.
 */
export function EmailUnsubscribePage() {
  const { code = '' } = useParams();
  const to = usePortalPath();
  const signedIn = useSignedIn();
  const texts = TEXTS[session.portal()];
  const status = useUnsubscribeStatus(code);
  const change = useSetSubscribed(code);
  const business = status.data?.business.company_name ?? '';

  const failure = status.error ?? change.error;
  return (
    <AuthCard title={texts.title}>
      <Stack spacing={2}>
        {!code && <Typography>{texts.withoutCode}</Typography>}
        {status.isPending && code && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-busy>
            <CircularProgress size={20} aria-label="Checking your link" />
            <span>Checking your link…</span>
          </Stack>
        )}
        {failure && (
          <Alert severity="error">{failure instanceof ApiError ? failure.message : texts.unsubscribeInvalid}</Alert>
        )}
        {status.data?.subscribed === true && (
          <>
            <Typography>{change.isSuccess ? texts.resubscribed(business) : texts.ask(business)}</Typography>
            {!change.isSuccess && (
              <Button variant="contained" onClick={() => change.mutate(false)} disabled={change.isPending}>
                Unsubscribe
              </Button>
            )}
          </>
        )}
        {status.data?.subscribed === false && (
          <>
            <Alert severity="success">{texts.unsubscribed(business)}</Alert>
            <Button onClick={() => change.mutate(true)} disabled={change.isPending}>
              {texts.undo}
            </Button>
          </>
        )}
        <Button component={RouterLink} to={signedIn ? to('home') : to('')}>
          {signedIn ? 'Go to Home' : texts.signIn}
        </Button>
      </Stack>
    </AuthCard>
  );
}
