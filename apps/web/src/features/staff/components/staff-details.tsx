import { formatDateTime } from '@fieldbook/domain/format/en-au';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DetailRow } from '../../../components/record-view-parts';
import { useStaffPermissionOptions } from '../api/staff-api';
import type { StaffUser } from '../api/staff-types';

/** The Details tab: contact details, role, permissions by category, colour and signature. */
export function StaffDetails({ user }: { user: StaffUser }) {
  const options = useStaffPermissionOptions();
  const held = new Set<string>(user.permissions);
  const groups = (options.data?.permissions ?? [])
    .map((group) => ({ ...group, permissions: group.permissions.filter((p) => held.has(p.name)) }))
    .filter((group) => group.permissions.length > 0);
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <DetailRow label="Email">
        {user.email}
        {user.unverified_email && (
          <Typography variant="body2" color="warning.main" component="span" sx={{ display: 'block' }}>
            Pending change to {user.unverified_email.email} (awaiting verification)
          </Typography>
        )}
      </DetailRow>
      <DetailRow label="Contact number">{user.phone?.full_phone ?? 'Not set'}</DetailRow>
      <DetailRow label="Role">{user.created_company ? 'Business owner' : user.roles.join(', ')}</DetailRow>
      <DetailRow label="Profile colour">
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <Box component="span" sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: user.color }} aria-hidden />
          {user.color}
        </Box>
      </DetailRow>
      <DetailRow label="Added">{formatDateTime(user.created_at)}</DetailRow>
      <DetailRow label="Permissions">
        {groups.length === 0
          ? 'None'
          : groups.map((group) => (
              <Box key={group.category} sx={{ mb: 1 }}>
                <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {group.category}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {group.permissions.map((p) => (
                    <Chip key={p.name} size="small" label={p.readable_name} title={p.description} />
                  ))}
                </Box>
              </Box>
            ))}
      </DetailRow>
      <DetailRow label="Signature">
        {user.signature ? (
          <Box
            component="img"
            src={user.signature}
            alt={`Signature of ${user.name}`}
            sx={{ maxWidth: '100%', height: 75, bgcolor: 'common.white', border: 1, borderColor: 'divider' }}
          />
        ) : (
          'Not set'
        )}
      </DetailRow>
    </Box>
  );
}
