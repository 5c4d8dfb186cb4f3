import { STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import Block from '@mui/icons-material/Block';
import Edit from '@mui/icons-material/Edit';
import Restore from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const blocked = deactivationBlock(user, me);

  const confirm = () => {
    setConfirming(false);
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
      <Button
        variant="outlined"
        size="small"
        color={user.deactivated ? 'primary' : 'error'}
        startIcon={user.deactivated ? <Restore /> : <Block />}
        disabled={Boolean(blocked) || toggle.isPending}
        onClick={() => setConfirming(true)}
      >
        {user.deactivated ? 'Restore' : 'Deactivate'}
      </Button>
      {blocked && (
        <Typography variant="caption" color="text.secondary">
          {blocked}
        </Typography>
      )}
      <ConfirmDialog
        open={confirming}
        title={user.deactivated ? 'Restore staff member?' : 'Deactivate staff member?'}
        message={
          user.deactivated
            ? `${user.name} will be able to sign in again.`
            : `${user.name} will be signed out everywhere at once and cannot sign in until restored.`
        }
        confirmLabel={user.deactivated ? 'Restore' : 'Deactivate'}
        destructive={!user.deactivated}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
      {editing && <StaffFormDialog user={user} onClose={() => setEditing(false)} />}
    </Box>
  );
}
