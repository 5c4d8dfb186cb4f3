import { formatDateTime } from '@fieldbook/domain/format/en-au';
import { STAFF_LOG_PAGE_LINKS, STAFF_LOG_PAGE_SIZE } from '@fieldbook/domain/staff/staff.constants';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageLinks } from '../../../components/table-pagination';
import { textColourOn } from '../../../lib/theme';
import { useStaffLogs } from '../api/staff-logs-api';

export interface StaffActivityLogProps {
  /** One staff member's log; absent: the whole company's, with who did each entry. */
  userId?: number;
}

/** The activity log (spec: paged, searchable, read-only), newest first. */
export function StaffActivityLog({ userId }: StaffActivityLogProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const logs = useStaffLogs({ userId, page, search });
  const entries = logs.data?.timeline ?? [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ListToolbar
        search={search}
        searchLabel="Search activity"
        searchPlaceholder="Search activity"
        onSearchChange={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      {logs.isFetching && !logs.isPending && <LinearProgress aria-label="Loading activity" />}
      {logs.isPending ? (
        <Box role="progressbar" aria-label="Loading activity" aria-busy>
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Box>
      ) : entries.length === 0 ? (
        <EmptyState title={search ? 'No matching activity' : 'No activity yet'}>
          {search ? `Nothing in the log mentions “${search}”.` : 'Changes made in Fieldbook are listed here.'}
        </EmptyState>
      ) : (
        <List aria-label="Activity log" dense>
          {entries.map((entry) => (
            <ListItem key={entry.id} divider alignItems="flex-start">
              {userId === undefined && (
                <ListItemAvatar>
                  <Avatar
                    sx={{
                      bgcolor: entry.user?.color,
                      color: entry.user ? textColourOn(entry.user.color) : undefined,
                      width: 32,
                      height: 32,
                      fontSize: 14,
                    }}
                  >
                    {entry.user?.initials ?? '·'}
                  </Avatar>
                </ListItemAvatar>
              )}
              <ListItemText
                primary={entry.description}
                secondary={[
                  userId === undefined ? (entry.user?.name ?? 'System') : null,
                  formatDateTime(entry.created_at),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <PageLinks
        page={page}
        pages={logs.data?.max ?? 0}
        rowsPerPage={STAFF_LOG_PAGE_SIZE}
        maxLinks={STAFF_LOG_PAGE_LINKS}
        onPageChange={setPage}
        disabled={logs.isFetching}
      />
    </Box>
  );
}
