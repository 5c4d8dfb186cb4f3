import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useStaffPermissionOptions } from '../api/staff-api';
import type { StaffUser } from '../api/staff-types';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: { xs: 0, sm: 2 }, py: 1 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body1" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The Details tab: contact details, role, permissions by category, colour and signature. */
export function StaffDetails({ user }: { user: StaffUser }) {
  const options = useStaffPermissionOptions();
  const held = new Set<string>(user.permissions);
  const groups = (options.data?.permissions ?? [])
    .map((group) => ({ ...group, permissions: group.permissions.filter((p) => held.has(p.name)) }))
    .filter((group) => group.permissions.length > 0);
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Row label="Email">
        {user.email}
        {user.unverified_email && (
          <Typography variant="body2" color="warning.main" component="span" sx={{ display: 'block' }}>
            Pending change to {user.unverified_email.email} (awaiting verification)
          </Typography>
        )}
      </Row>
      <Row label="Contact number">{user.phone?.full_phone ?? 'Not set'}</Row>
      <Row label="Role">{user.created_company ? 'Business owner' : user.roles.join(', ')}</Row>
      <Row label="Profile colour">
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <Box component="span" sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: user.color }} aria-hidden />
          {user.color}
        </Box>
      </Row>
      <Row label="Added">{formatDateTime(user.created_at)}</Row>
      <Row label="Permissions">
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
      </Row>
      <Row label="Signature">
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
      </Row>
    </Box>
  );
}
