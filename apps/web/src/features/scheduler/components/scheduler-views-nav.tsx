import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePortalPath } from '../../../lib/portal-path';
import { usePermissions } from '../../../lib/session/load-user';

const VIEWS: readonly { path: string; label: string; permission?: PermissionKey }[] = [
  { path: 'scheduler', label: 'Calendar' },
  { path: 'scheduler/staff', label: 'Staff' },
  { path: 'scheduler/list', label: 'List' },
  { path: 'scheduler/runsheets', label: 'Runsheets', permission: 'canGenerateRunsheets' },
];

/** The scheduler's views, as links (each its own route), those the user may open. */
export function SchedulerViewsNav() {
  const to = usePortalPath();
  const { pathname } = useLocation();
  const permissions = usePermissions();
  const views = VIEWS.filter((view) => !view.permission || permissions.has(view.permission));
  const current = views.find((view) => pathname.endsWith(`/${view.path}`))?.path ?? 'scheduler';
  return (
    <Tabs value={current} aria-label="Scheduler views" sx={{ mb: 2, displayPrint: 'none' }}>
      {views.map((view) => (
        <Tab key={view.path} value={view.path} label={view.label} component={RouterLink} to={to(view.path)} />
      ))}
    </Tabs>
  );
}
