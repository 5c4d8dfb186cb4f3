import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePortalPath } from '../../../lib/portal-path';
import { StaffActivityLog } from '../components/staff-activity-log';

/** users/logs: the whole company's activity log (canManageUsers). */
export function StaffLogsPage() {
  const to = usePortalPath();
  useEffect(() => {
    document.title = 'Staff activity logs · Fieldbook';
  }, []);
  return (
    <>
      <PageHeader
        title="Staff Activity Logs"
        subtitle="Every change made in your company, newest first."
        actions={
          <Button component={RouterLink} to={to('users')}>
            Staff
          </Button>
        }
      />
      <StaffActivityLog />
    </>
  );
}
