import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import type { StaffRole } from '@fieldbook/domain/staff/staff.constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePermissions } from '../../../lib/session/load-user';
import { useStaffPermissionOptions } from '../api/staff-api';

export interface RolesPermissionsSelectorProps {
  /** The business owner has every permission and no role selector. */
  owner: boolean;
  role: StaffRole | undefined;
  permissions: readonly PermissionKey[];
  /** What the user held before this edit: kept grantable even where the editor lacks it. */
  held?: readonly PermissionKey[];
  onChange: (next: { role: StaffRole | undefined; permissions: PermissionKey[] }) => void;
  roleError?: string;
  permissionsError?: string;
}

/** The role (its default permissions come with it) and the permissions by category, with Select All / Unselect All. */
export function RolesPermissionsSelector(props: RolesPermissionsSelectorProps) {
  const { owner, role, permissions, held = [], onChange, roleError, permissionsError } = props;
  const options = useStaffPermissionOptions();
  const mine = usePermissions();
  if (owner) {
    return (
      <Typography variant="body2" color="text.secondary">
        The business owner holds every permission; their role cannot be changed.
      </Typography>
    );
  }
  if (!options.data) return <Skeleton height={120} role="progressbar" aria-label="Loading permissions" />;
  const { roles, permissions: groups, defaults } = options.data;
  // A manager cannot hand out what they do not hold (the server refuses it too).
  const grantable = (key: PermissionKey) => mine.has(key) || held.includes(key);
  const chosen = new Set(permissions);
  const allGrantable = groups.flatMap((group) => group.permissions.map((p) => p.name)).filter(grantable);
  const set = (next: Iterable<PermissionKey>) => onChange({ role, permissions: [...new Set(next)] });
  const toggle = (key: PermissionKey, on: boolean) => set(on ? [...chosen, key] : [...chosen].filter((k) => k !== key));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        select
        label="Role"
        required
        value={role ?? ''}
        onChange={(event) => {
          const next = event.target.value as StaffRole;
          onChange({ role: next, permissions: defaults[next].filter(grantable) });
        }}
        error={Boolean(roleError)}
        helperText={roleError ?? 'Choosing a role sets its default permissions.'}
      >
        {roles.map(({ name }) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          Permissions
        </Typography>
        <Button size="small" onClick={() => set([...chosen, ...allGrantable])}>
          Select All
        </Button>
        <Button size="small" onClick={() => set([...chosen].filter((key) => !grantable(key)))}>
          Unselect All
        </Button>
      </Box>
      {permissionsError && <FormHelperText error>{permissionsError}</FormHelperText>}
      {groups.map((group) => (
        <Box key={group.category} component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <Typography component="legend" variant="caption" color="text.secondary">
            {group.category}
          </Typography>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {group.permissions.map((permission) => (
              <FormControlLabel
                key={permission.name}
                label={permission.readable_name}
                title={permission.description}
                disabled={!grantable(permission.name)}
                control={
                  <Checkbox
                    size="small"
                    checked={chosen.has(permission.name)}
                    onChange={(event) => toggle(permission.name, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
      ))}
    </Box>
  );
}
