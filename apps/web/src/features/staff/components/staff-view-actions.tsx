import { STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ArchiveToggle } from '../../../components/archive-toggle';
import { useSnackbar } from '../../../components/notices';
import { useUserLoad } from '../../../lib/session/load-user';
import { useToggleStaff } from '../api/staff-api';
import type { StaffUser } from '../api/staff-types';
import { StaffFormDialog } from '../dialogs/staff-form-dialog';

/** Why the user cannot be deactivated, if they cannot: the owner, or yourself. */
function deactivationBlock(user: StaffUser, myId: number | undefined) {
  if (user.deactivated) return null;
  if (user.created_company) return STAFF_MESSAGES.ownerCannotBeDeactivated;
  if (user.id === myId) return STAFF_MESSAGES.cannotDeactivateSelf;
  return null;
}

/** Edit and Deactivate/Restore (canManageUsers; the caller shows them only then). */
export function StaffViewActions({ user }: { user: StaffUser }) {
  const { enqueueSnackbar } = useSnackbar();
  const me = useUserLoad().data?.details.id;
  const toggle = useToggleStaff();
  const [editing, setEditing] = useState(false);
  const blocked = deactivationBlock(user, me);

  const confirm = () => {
    toggle.mutate(user.id, {
      onSuccess: (saved) =>
        enqueueSnackbar(saved.deactivated ? STAFF_MESSAGES.deactivated : STAFF_MESSAGES.restored, {
          variant: 'success',
        }),
    });
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button
        variant="contained"
        size="small"
        startIcon={<Edit />}
        disabled={user.deactivated}
        onClick={() => setEditing(true)}
      >
        Edit
      </Button>
      <ArchiveToggle
        archived={user.deactivated}
        verb="Deactivate"
        noun="staff member"
        archiveMessage={`${user.name} will be signed out everywhere at once and cannot sign in until restored.`}
        restoreMessage={`${user.name} will be able to sign in again.`}
        disabled={Boolean(blocked) || toggle.isPending}
        onConfirm={confirm}
      />
      {blocked && (
        <Typography variant="caption" color="text.secondary">
          {blocked}
        </Typography>
      )}
      {editing && <StaffFormDialog user={user} onClose={() => setEditing(false)} />}
    </Box>
  );
}
