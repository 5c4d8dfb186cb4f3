import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { usePortalPath } from '../../../lib/portal-path';
import { useSignedIn } from '../../../lib/session/session-store';
import { AuthCard } from './auth-card';

/**
 * What an emailed link (verify, undo a change) shows: working on it, then its outcome, then the way
 * on (home when signed in, else sign in).
 */
export function LinkOutcomeCard({
  title,
  pendingText,
  success,
  error,
}: {
  title: string;
  pendingText: string;
  success: string | null;
  error: string | null;
}) {
  const signedIn = useSignedIn();
  const to = usePortalPath();
  const pending = success === null && error === null;
  return (
    <AuthCard title={title}>
      <Stack spacing={2}>
        {pending && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-busy>
            <CircularProgress size={20} />
            <span>{pendingText}</span>
          </Stack>
        )}
        {success !== null && <Alert severity="success">{success}</Alert>}
        {error !== null && <Alert severity="error">{error}</Alert>}
        {!pending && (
          <Button component={RouterLink} to={signedIn ? to('home') : to('')} variant="contained">
            {signedIn ? 'Go to Home' : 'Sign In'}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
