import { STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { ApiError, http } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import { useSignedIn } from '../../../lib/session/session-store';
import { AuthCard } from '../../auth/components/auth-card';

/**
 * email/verify/:code and email/reverse/:code: opened from the emailed links, signed in or not.
 * A query (not an effect) so the one-time link is followed once, even under StrictMode.
 */
export function EmailChangePage() {
  const { code = '' } = useParams();
  const reversing = useLocation().pathname.includes('/email/reverse/');
  const to = usePortalPath();
  const signedIn = useSignedIn();
  const action = reversing ? 'reverse' : 'verify';
  const result = useQuery({
    queryKey: ['email-change', action, code],
    queryFn: () => http.get<null>(`/user/email/${action}/${encodeURIComponent(code)}`, { quiet: true, auth: false }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  return (
    <AuthCard title={reversing ? 'Undo email change' : 'Confirm your new email'}>
      <Stack spacing={2}>
        {result.isPending && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-busy>
            <CircularProgress size={20} />
            <span>{reversing ? 'Undoing the change…' : 'Confirming your email address…'}</span>
          </Stack>
        )}
        {result.isSuccess && (
          <Alert severity="success">
            {reversing ? STAFF_MESSAGES.emailChangeReversed : STAFF_MESSAGES.emailChangeVerified}
          </Alert>
        )}
        {result.isError && (
          <Alert severity="error">
            {result.error instanceof ApiError ? result.error.message : STAFF_MESSAGES.emailChangeInvalid}
          </Alert>
        )}
        {!result.isPending && (
          <Button component={RouterLink} to={signedIn ? to('home') : to('')} variant="contained">
            {signedIn ? 'Go to Home' : 'Sign In'}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
