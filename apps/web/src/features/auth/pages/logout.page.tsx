import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnackbar } from '../../../components/notices';
import { usePortalPath } from '../../../lib/portal-path';
import { session } from '../../../lib/session/session-store';
import { logout } from '../api/logout';

/** Signs out: revokes the refresh token, clears all stored data and the query cache, back to sign in. */
export function LogoutPage() {
  const to = usePortalPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [search] = useSearchParams();
  const expired = search.get('expired') === '1';
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      await logout();
      session.clear();
      queryClient.clear();
      if (expired) enqueueSnackbar(AUTH_MESSAGES.sessionExpired, { variant: 'warning' });
      navigate(to(''), { replace: true });
    })();
  }, [enqueueSnackbar, expired, navigate, queryClient, to]);

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', gap: 2 }} role="status">
      <CircularProgress aria-hidden />
      <Typography>Signing out...</Typography>
    </Box>
  );
}
