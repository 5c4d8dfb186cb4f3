import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useCan } from '../../../lib/session/load-user';
import { StaffActivityLog } from '../../activity-logs/components/staff-activity-log';
import { LicencesPanel } from '../../licences/components/licences-panel';
import { TimelinePanel } from '../../timeline/components/timeline-panel';
import { staffTimelineOwner, useStaffUser } from '../api/staff-api';
import { StaffAvatar } from './staff-avatar';
import { StaffDetails } from './staff-details';
import { StaffViewActions } from './staff-view-actions';

export interface StaffViewProps {
  userId: number;
  headerEnd?: ReactNode;
  headingLevel?: 1 | 2;
}

type TabKey = 'details' | 'licences' | 'log';

/**
 * A staff member (spec: Staff dialog): blue toolbar, red when deactivated with "Archived" and
 * "Read-only"; Edit and Deactivate/Restore; Details (with notes and files), Licences and Activity Log tabs.
 */
export function StaffView({ userId, headerEnd, headingLevel = 2 }: StaffViewProps) {
  const query = useStaffUser(userId);
  const canManage = useCan('canManageUsers');
  const [tab, setTab] = useState<TabKey>('details');
  const tabsId = useId();

  if (query.isPending) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }} aria-label="Loading staff member" aria-busy>
        <Skeleton variant="circular" width={48} height={48} />
        <Skeleton height={40} />
        <Skeleton height={120} />
      </Paper>
    );
  }
  if (query.isError) {
    return (
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
        <Alert severity="error" sx={{ flex: 1 }}>
          {query.error.message}
        </Alert>
        {headerEnd}
      </Paper>
    );
  }
  const user = query.data;
  const readOnly = user.deactivated;
  const current: TabKey = canManage ? tab : 'details';
  const tabs: { key: TabKey; label: string }[] = [
    { key: 'details', label: 'Details' },
    ...(canManage
      ? [
          { key: 'licences' as const, label: 'Licences' },
          { key: 'log' as const, label: 'Activity Log' },
        ]
      : []),
  ];
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          p: 2,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          bgcolor: readOnly ? 'error.main' : 'primary.main',
          color: 'primary.contrastText',
        }}
        data-testid="staff-toolbar"
        data-archived={readOnly}
      >
        <StaffAvatar user={user} size={48} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component={headingLevel === 1 ? 'h1' : 'h2'} noWrap>
            {user.name}
          </Typography>
          <Typography variant="body2" sx={{ opacity: 0.9 }} noWrap>
            {user.created_company ? 'Business owner' : user.roles.join(', ')} · {user.email}
          </Typography>
          {readOnly && (
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="staff-subtitle">
              Archived · Read-only
            </Typography>
          )}
        </Box>
        {headerEnd}
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {canManage && <StaffViewActions user={user} />}
        <Tabs value={current} onChange={(_event, next: TabKey) => setTab(next)} aria-label="Staff member sections">
          {tabs.map(({ key, label }) => (
            <Tab key={key} value={key} label={label} id={`${tabsId}-${key}`} aria-controls={`${tabsId}-${key}-panel`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`${tabsId}-${current}-panel`} aria-labelledby={`${tabsId}-${current}`}>
          {current === 'details' && (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
              <StaffDetails user={user} />
              {canManage && <TimelinePanel owner={staffTimelineOwner(user.id)} readOnly={readOnly ? 'add' : false} />}
            </Box>
          )}
          {current === 'licences' && <LicencesPanel user={user} readOnly={readOnly} />}
          {current === 'log' && <StaffActivityLog userId={user.id} />}
        </Box>
      </Box>
    </Paper>
  );
}
