import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Outlet, Link as RouterLink } from 'react-router';
import { useConnectLoad } from '../features/connect/index';
import { usePortalPath } from '../lib/portal-path';
import { PageLoader } from './page-loader';

/** The client portal's frame: its name, Home, Settings and Sign Out, then the page. */
export function ConnectShell() {
  const to = usePortalPath();
  const load = useConnectLoad();
  return (
    <Box sx={{ minHeight: '100%' }}>
      <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            Client Connect
          </Typography>
          <Box component="nav" aria-label="Main navigation" sx={{ display: 'flex', gap: 1 }}>
            <Button component={RouterLink} to={to('home')}>
              Home
            </Button>
            <Button component={RouterLink} to={to('settings')}>
              Settings
            </Button>
            <Button component={RouterLink} to={to('logout')}>
              Sign Out
            </Button>
          </Box>
          {load.data && (
            <Typography variant="body2" color="text.secondary" sx={{ width: { xs: '100%', sm: 'auto' } }}>
              {load.data.details.name}
            </Typography>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" id="main" maxWidth="lg" sx={{ py: 3 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
