import Add from '@mui/icons-material/Add';
import History from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { usePortalPath } from '../../../lib/portal-path';
import { useStaffList } from '../api/staff-api';
import { matchesStaff, StaffList } from '../components/staff-list';
import { StaffFormDialog } from '../dialogs/staff-form-dialog';

/** users: the company's staff, searchable by name or email, active or deactivated (canManageUsers). */
export function StaffListPage() {
  const to = usePortalPath();
  const navigate = useNavigate();
  const list = useStaffList();
  const [search, setSearch] = useState('');
  const [deactivated, setDeactivated] = useState(false);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    document.title = 'Staff · Fieldbook';
  }, []);
  const open = (id: number) => navigate(to(`users/${id}`));
  const shown = (list.data ?? []).filter((user) => user.deactivated === deactivated && matchesStaff(user, search));

  return (
    <>
      <PageHeader
        title="Staff"
        actions={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button component={RouterLink} to={to('users/logs')} startIcon={<History />}>
              Activity Logs
            </Button>
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
              Add Staff
            </Button>
          </Box>
        }
      />
      <ListToolbar
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search staff"
        searchPlaceholder="Search by name or email"
        searchDebounceMs={150}
        actions={
          <ToggleButton
            value="deactivated"
            size="small"
            selected={deactivated}
            onChange={() => setDeactivated((on) => !on)}
          >
            Deactivated
          </ToggleButton>
        }
      />
      <Box sx={{ mt: 2 }}>
        {list.isPending ? (
          <Box role="progressbar" aria-label="Loading staff" aria-busy>
            <Skeleton height={64} />
            <Skeleton height={64} />
          </Box>
        ) : shown.length === 0 ? (
          <EmptyState
            title={search ? 'No staff match your search' : deactivated ? 'No deactivated staff' : 'No staff yet'}
          >
            {search ? 'Try another name or email address.' : 'Staff you add can sign in and be booked for work.'}
          </EmptyState>
        ) : (
          <StaffList users={shown} onOpen={(user) => open(user.id)} />
        )}
      </Box>
      {adding && <StaffFormDialog onClose={() => setAdding(false)} onSaved={(user) => open(user.id)} />}
    </>
  );
}
