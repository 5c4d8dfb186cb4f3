import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import { useSignedIn } from '../../../lib/session/session-store';
import { AuthCard } from '../../auth/index';
import { useLinkAccount } from '../api/connect-account';

/**
 * refer/{code}: the business's Client Connect invitation. Signed in, it links the account at once;
 * signed out, it offers to create an account (linked on sign-up) or to sign in first.
 */
export function ConnectReferPage() {
  const { referenceUrl = '' } = useParams();
  const to = usePortalPath();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const link = useLinkAccount();
  const started = useRef(false);

  useEffect(() => {
    if (!signedIn || started.current) return;
    started.current = true;
    link.mutate(referenceUrl, {
      onSuccess: (payload) =>
        navigate(to(payload.business ? `business/${payload.business.id}` : 'home'), { replace: true }),
    });
  }, [signedIn, link, navigate, referenceUrl, to]);

  const code = encodeURIComponent(referenceUrl);
  if (!signedIn) {
    return (
      <AuthCard
        title="You are invited to Client Connect"
        subtitle="See your quotations and invoices, accept quotes and pay online."
      >
        <Stack spacing={2}>
          <Button variant="contained" component={RouterLink} to={to(`signup?refer=${code}`)}>
            Create an Account
          </Button>
          <Button component={RouterLink} to={to(`?refer=${code}`)}>
            I already have an account
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  if (link.isError) {
    const message =
      link.error instanceof ApiError
        ? (link.error.fieldError('code') ?? link.error.message)
        : 'Could not link your account.';
    return (
      <AuthCard title="This invitation cannot be used">
        <Stack spacing={2}>
          <Alert severity="error">{message}</Alert>
          <Button component={RouterLink} to={to('home')}>
            Go to Home
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <Stack sx={{ alignItems: 'center', py: 6 }} role="status" aria-label="Linking your account">
      <CircularProgress />
    </Stack>
  );
}
