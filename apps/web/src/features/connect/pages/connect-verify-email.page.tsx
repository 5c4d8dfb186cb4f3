import { CONNECT_MESSAGES } from '@fieldbook/domain/connect/connect.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import { useSignedIn } from '../../../lib/session/session-store';
import { AuthCard } from '../../auth/components/auth-card';
import { verifyConnectEmail } from '../api/connect-account';

/** email/verify/{code}: the link of the verification email, signed in or not; followed once. */
export function ConnectVerifyEmailPage() {
  const { code = '' } = useParams();
  const to = usePortalPath();
  const signedIn = useSignedIn();
  const result = useQuery({
    queryKey: ['connect', 'verify-email', code],
    queryFn: () => verifyConnectEmail(code),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <AuthCard title="Verify your email">
      <Stack spacing={2}>
        {result.isPending && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-busy>
            <CircularProgress size={20} />
            <span>Verifying your email address…</span>
          </Stack>
        )}
        {result.isSuccess && <Alert severity="success">{CONNECT_MESSAGES.verified}</Alert>}
        {result.isError && (
          <Alert severity="error">
            {result.error instanceof ApiError
              ? (result.error.fieldError('code') ?? result.error.message)
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
