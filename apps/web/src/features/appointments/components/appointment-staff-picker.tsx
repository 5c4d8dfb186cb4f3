import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { type AppointmentStaff, useAppointmentStaff } from '../api/appointments-api';

export interface AppointmentStaffPickerProps {
  onPick: (user: AppointmentStaff) => void;
  excluded: number[];
  error?: string | undefined;
  label?: string;
}

/** Adds a staff member to an appointment: by name or email; only oneself without canEditAppointments (the server decides). */
export function AppointmentStaffPicker({
  onPick,
  excluded,
  error,
  label = 'Add Staff Member',
}: AppointmentStaffPickerProps) {
  const [search, setSearch] = useState('');
  const [input, setInput] = useState('');
  const debounced = useDebouncedCallback(setSearch, 300);
  const staff = useAppointmentStaff(search);
  return (
    <Autocomplete<AppointmentStaff>
      options={(staff.data ?? []).filter((user) => !excluded.includes(user.id))}
      value={null}
      inputValue={input}
      loading={staff.isFetching}
      onInputChange={(_event, text, reason) => {
        setInput(reason === 'reset' ? '' : text);
        if (reason === 'input') debounced.run(text);
      }}
      onChange={(_event, user) => user && onPick(user)}
      filterOptions={(all) => all}
      getOptionLabel={(user) => user.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText="No results to display"
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
    />
  );
}
