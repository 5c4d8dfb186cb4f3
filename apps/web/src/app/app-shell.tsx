import MenuIcon from '@mui/icons-material/Menu';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useId, useState } from 'react';
import { matchPath, Outlet, Link as RouterLink, useLocation } from 'react-router';
import { SubscriptionBanner } from '../features/billing/index';
import { HelpButton } from '../features/help/index';
import { NotificationsBell } from '../features/notifications/index';
import { OfflineStatus } from '../features/offline/index';
import { AppointmentDialogsProvider } from '../features/timeline/index';
import { lazyComponent } from '../lib/lazy-component';
import { usePortalPath } from '../lib/portal-path';
import { usePermissions, useUserLoad } from '../lib/session/load-user';
import { textColourOn } from '../lib/theme';
import { NAV_ICONS } from './nav-icons';
import { OfflineKeeper } from './offline-keeper';
import { PageLoader } from './page-loader';
import type { AppRouteDef } from './route-def';

const DRAWER_WIDTH = 248;

// Timelines open their appointment entries in the scheduler's dialogs, fetched when first opened.
const TimelineAppointmentDialogs = lazyComponent(
  () => import('../features/appointments/components/timeline-appointment-dialogs'),
  (m) => m.TimelineAppointmentDialogs,
);

const AccountMenu = lazyComponent(
  () => import('./account-menu'),
  (m) => m.AccountMenu,
);
const MobileNavDrawer = lazyComponent(
  () => import('./mobile-nav-drawer'),
  (m) => m.MobileNavDrawer,
);

function NavList({ routes, onNavigate }: { routes: readonly AppRouteDef[]; onNavigate: () => void }) {
  const to = usePortalPath();
  const { pathname } = useLocation();
  const permissions = usePermissions();
  const items = routes.filter((route) => route.nav && (!route.permission || permissions.has(route.permission)));
  return (
    <Box component="nav" aria-label="Main navigation">
      <List>
        {items.map((route) => {
          const href = to(route.path);
          const Icon = route.nav && NAV_ICONS[route.nav.icon];
          const current = matchPath({ path: href, end: !route.nav?.section }, pathname) !== null;
          // Each link in its own <li>: a list holds only list items.
          return (
            <ListItem key={route.path} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={href}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
              >
                {Icon && (
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                )}
                <ListItemText primary={route.nav?.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

/** Signed-in layout: top bar with the company name and user menu, the navigation drawer and the page. */
export function AppShell({ routes }: { routes: readonly AppRouteDef[] }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const mobile = useMediaQuery(theme.breakpoints.down('sm'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuOpened, setMenuOpened] = useState(false);
  const menuId = useId();
  const { data } = useUserLoad();
  // The sandbox mailbox among them where the route set has it (router.tsx drops sandboxOnly elsewhere).
  const navRoutes = routes.filter((route) => route.login === 1);
  const maintenance = data?.maintenance;
  const avatarColour = data?.details.color || theme.palette.secondary.main;
  const initials = data?.details.initials ?? '?';

  const drawer = (
    <>
      {!desktop && (
        <>
          <Toolbar>
            <Typography variant="h6" component="p" noWrap>
              Fieldbook
            </Typography>
          </Toolbar>
          <Divider />
        </>
      )}
      <NavList routes={navRoutes} onNavigate={() => setDrawerOpen(false)} />
    </>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          zIndex: (t) => t.zIndex.tooltip,
          '&:focus': { left: 8, top: 8, bgcolor: 'background.paper', p: 1 },
        }}
      >
        Skip to main content
      </Box>
      <AppBar position="sticky" color="primary">
        <Toolbar variant={mobile ? 'dense' : 'regular'}>
          {!desktop && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open navigation"
              onClick={() => {
                setDrawerOpen(true);
                setDrawerOpened(true);
              }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            variant="h6"
            component="p"
            noWrap
            sx={{ flex: 1, ml: desktop ? 0 : 1 }}
            data-testid="company-name"
          >
            {data?.company.company_name ?? 'Fieldbook'}
          </Typography>
          <HelpButton />
          <NotificationsBell />
          <IconButton
            color="inherit"
            // Its name starts with the initials it shows (WCAG 2.5.3, label in name): speech users say "JN".
            aria-label={`${initials}, account menu`}
            aria-controls={menuAnchor ? menuId : undefined}
            aria-haspopup="true"
            aria-expanded={menuAnchor ? 'true' : undefined}
            onClick={(event) => {
              setMenuAnchor(event.currentTarget);
              setMenuOpened(true);
            }}
          >
            <Avatar
              sx={{ width: 32, height: 32, fontSize: 14, bgcolor: avatarColour, color: textColourOn(avatarColour) }}
            >
              {initials}
            </Avatar>
          </IconButton>
          {/* Mounted from the first opening on, so it also closes as a menu does. */}
          {menuOpened && (
            <Suspense fallback={null}>
              <AccountMenu id={menuId} anchorEl={menuAnchor} user={data?.details} onClose={() => setMenuAnchor(null)} />
            </Suspense>
          )}
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', flex: 1 }}>
        <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
          {desktop ? (
            <Box
              sx={{
                width: DRAWER_WIDTH,
                height: '100%',
                overflowY: 'auto',
                bgcolor: 'background.paper',
                borderRight: 1,
                borderColor: 'divider',
              }}
            >
              {drawer}
            </Box>
          ) : (
            // Mounted from the first opening on (it stays mounted, so it slides closed).
            drawerOpened && (
              <Suspense fallback={null}>
                <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} width={DRAWER_WIDTH}>
                  {drawer}
                </MobileNavDrawer>
              </Suspense>
            )
          )}
        </Box>
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minWidth: 0, p: mobile ? 2 : 3, outline: 'none' }}>
          {maintenance?.status === 'PENDING' && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {maintenance.pending_message || maintenance.message || 'Maintenance is scheduled soon.'}
            </Alert>
          )}
          <SubscriptionBanner />
          <OfflineStatus />
          <OfflineKeeper />
          <Suspense fallback={<PageLoader />}>
            <AppointmentDialogsProvider dialogs={TimelineAppointmentDialogs}>
              <Outlet />
            </AppointmentDialogsProvider>
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
