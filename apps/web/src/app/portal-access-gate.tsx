import { PORTAL_PERMISSION } from '@fieldbook/domain/permissions/permissions.constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePortalPath } from '../lib/portal-path';
import { useUserLoad } from '../lib/session/load-user';

/**
 * canAccessPortalBusiness opens the business app at all: without it the server refuses every
 * business call, so the signed-in user sees why, with Sign out, instead of an app of failing screens.
 */
export function PortalAccessGate({ children }: { children: ReactNode }) {
  const permissions = useUserLoad().data?.permissions;
  if (permissions && !permissions.includes(PORTAL_PERMISSION)) return <NoPortalAccess />;
  return children;
}

function NoPortalAccess() {
  const to = usePortalPath();
  useEffect(() => {
    document.title = 'No access · Fieldbook';
  }, []);
  return (
    <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper component="section" sx={{ p: 4, maxWidth: 480, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          No access to the business portal
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          You do not have access to the business portal. Ask an administrator of your business to give you access, then
          sign in again.
        </Typography>
        <Button variant="contained" component={RouterLink} to={to('logout')}>
          Sign out
        </Button>
      </Paper>
    </Box>
  );
}
