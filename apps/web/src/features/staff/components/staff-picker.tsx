import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useStaffList } from '../api/staff-api';
import type { StaffUser } from '../api/staff-types';
import { StaffAvatar } from './staff-avatar';
import { matchesStaff } from './staff-list';

export interface StaffPickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
  label?: string;
  required?: boolean;
  error?: string;
  helperText?: string;
  disabled?: boolean;
}

/** Choose a staff member by name or email (case-insensitive); deactivated staff only as the current value. */
export function StaffPicker({
  value,
  onChange,
  label = 'Staff member',
  required,
  error,
  helperText,
  disabled,
}: StaffPickerProps) {
  const list = useStaffList();
  const users = list.data ?? [];
  const selected = users.find((user) => user.id === value) ?? null;
  const options = users.filter((user) => !user.deactivated || user.id === value);
  return (
    <Autocomplete<StaffUser>
      options={options}
      value={selected}
      loading={list.isPending}
      disabled={disabled}
      onChange={(_event, user) => onChange(user?.id ?? null)}
      getOptionLabel={(user) => user.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={(all, state) => all.filter((user) => matchesStaff(user, state.inputValue))}
      noOptionsText="No staff match"
      renderOption={({ key, ...props }, user) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
          <StaffAvatar user={user} size={28} />
          <Box sx={{ minWidth: 0 }}>
            <Box>{user.name}</Box>
            <Box sx={{ color: 'text.secondary', fontSize: 12 }}>{user.email}</Box>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
