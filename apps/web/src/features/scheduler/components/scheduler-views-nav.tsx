import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePortalPath } from '../../../lib/portal-path';

const VIEWS = [
  { path: 'scheduler', label: 'Calendar' },
  { path: 'scheduler/staff', label: 'Staff' },
  { path: 'scheduler/list', label: 'List' },
  { path: 'scheduler/runsheets', label: 'Runsheets' },
] as const;

/** The scheduler's views, as links (each its own route). */
export function SchedulerViewsNav() {
  const to = usePortalPath();
  const { pathname } = useLocation();
  const current = VIEWS.find((view) => pathname.endsWith(`/${view.path}`))?.path ?? 'scheduler';
  return (
    <Tabs value={current} aria-label="Scheduler views" sx={{ mb: 2, displayPrint: 'none' }}>
      {VIEWS.map((view) => (
        <Tab key={view.path} value={view.path} label={view.label} component={RouterLink} to={to(view.path)} />
      ))}
    </Tabs>
  );
}
