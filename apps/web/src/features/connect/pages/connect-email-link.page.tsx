import { CONNECT_MESSAGES } from '@fieldbook/domain/connect/connect.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { ApiError } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import { session, useSignedIn } from '../../../lib/session/session-store';
import { AuthCard } from '../../auth/components/auth-card';
import { reverseConnectEmail, verifyConnectEmail } from '../api/connect-account';

/**
 * email/verify/{code} and email/reverse/{code}: the links of the verification (or email change)
 * email and of the old address's undo, signed in or not; each followed once.
 */
export function ConnectEmailLinkPage() {
  const { code = '' } = useParams();
  const reversing = useLocation().pathname.includes('/email/reverse/');
  const to = usePortalPath();
  const signedIn = useSignedIn();
  const result = useQuery({
    queryKey: ['connect', reversing ? 'reverse-email' : 'verify-email', code],
    queryFn: async () => {
      if (reversing) {
        await reverseConnectEmail(code);
        // Every session of the account has ended: this browser's too.
        if (session.portal() === 'connect') session.clear();
        return CONNECT_MESSAGES.emailChangeReversed;
      }
      const { changed_to } = await verifyConnectEmail(code);
      return changed_to ? CONNECT_MESSAGES.emailChanged(changed_to) : CONNECT_MESSAGES.verified;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <AuthCard title={reversing ? 'Undo email change' : 'Verify your email'}>
      <Stack spacing={2}>
        {result.isPending && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-busy>
            <CircularProgress size={20} />
            <span>{reversing ? 'Undoing the change…' : 'Verifying your email address…'}</span>
          </Stack>
        )}
        {result.isSuccess && <Alert severity="success">{result.data}</Alert>}
        {result.isError && (
          <Alert severity="error">
            {result.error instanceof ApiError
              ? (result.error.fieldError('code') ?? result.error.message)
              : reversing
                ? CONNECT_MESSAGES.emailChangeInvalid
                : CONNECT_MESSAGES.verifyInvalid}
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
