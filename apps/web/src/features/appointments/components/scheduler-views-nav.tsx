import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePortalPath } from '../../../lib/portal-path';
import { usePermissions } from '../../../lib/session/load-user';

const VIEWS: readonly { path: string; label: string; permission?: PermissionKey }[] = [
  { path: 'scheduler', label: 'Calendar' },
  { path: 'scheduler/staff', label: 'Staff' },
  { path: 'scheduler/list', label: 'List' },
  { path: 'scheduler/runsheets', label: 'Runsheets', permission: 'canGenerateRunsheets' },
];

/**
 * The scheduler's views, those the user may open: links (each its own route) in a navigation
 * landmark, the current one marked for assistive technology and underlined like a tab.
 */
export function SchedulerViewsNav() {
  const to = usePortalPath();
  const { pathname } = useLocation();
  const permissions = usePermissions();
  const views = VIEWS.filter((view) => !view.permission || permissions.has(view.permission));
  const current = views.find((view) => pathname.endsWith(`/${view.path}`))?.path ?? 'scheduler';
  return (
    <Box
      component="nav"
      aria-label="Scheduler views"
      sx={{ mb: 2, display: 'flex', borderBottom: 1, borderColor: 'divider', displayPrint: 'none' }}
    >
      {views.map((view) => {
        const isCurrent = view.path === current;
        return (
          <Button
            key={view.path}
            component={RouterLink}
            to={to(view.path)}
            aria-current={isCurrent ? 'page' : undefined}
            color={isCurrent ? 'primary' : 'inherit'}
            sx={{
              minHeight: 48,
              px: 2,
              borderRadius: 0,
              borderBottom: 2,
              borderColor: isCurrent ? 'primary.main' : 'transparent',
              mb: '-1px',
            }}
          >
            {view.label}
          </Button>
        );
      })}
    </Box>
  );
}
