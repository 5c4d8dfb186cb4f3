import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useId, useState } from 'react';
import { RecordToolbar, RecordViewError, RecordViewLoading } from '../../../components/record-view-parts';
import { useCan } from '../../../lib/session/load-user';
import { StaffActivityLog } from '../../activity-logs/index';
import { TimelinePanel } from '../../timeline/index';
import { staffTimelineOwner, useStaffUser } from '../api/staff-api';
import type { StaffUser } from '../api/staff-types';
import { StaffAvatar } from './staff-avatar';
import { StaffDetails } from './staff-details';
import { StaffViewActions } from './staff-view-actions';

export interface StaffViewProps {
  userId: number;
  headerEnd?: ReactNode;
  headingLevel?: 1 | 2;
  /** The Licences tab: the licences feature's panel, composed by the app (app/staff-user.page.tsx). */
  licences: (user: StaffUser, readOnly: boolean) => ReactNode;
}

type TabKey = 'details' | 'licences' | 'log';

/**
 * A staff member (spec: Staff dialog): blue toolbar, red when deactivated with "Archived" and
 * "Read-only"; Edit and Deactivate/Restore; Details (with notes and files), Licences and Activity Log tabs.
 */
export function StaffView({ userId, headerEnd, headingLevel = 2, licences }: StaffViewProps) {
  const query = useStaffUser(userId);
  const canManage = useCan('canManageUsers');
  const [tab, setTab] = useState<TabKey>('details');
  const tabsId = useId();

  if (query.isPending) return <RecordViewLoading label="Loading staff member" />;
  if (query.isError) return <RecordViewError message={query.error.message} headerEnd={headerEnd} />;
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
      <RecordToolbar
        kind="staff"
        title={user.name}
        details={`${user.created_company ? 'Business owner' : user.roles.join(', ')} · ${user.email}`}
        avatar={<StaffAvatar user={user} size={48} />}
        archived={readOnly}
        readOnly={readOnly}
        headingLevel={headingLevel}
        headerEnd={headerEnd}
      />
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
          {current === 'licences' && licences(user, readOnly)}
          {current === 'log' && <StaffActivityLog userId={user.id} />}
        </Box>
      </Box>
    </Paper>
  );
}
