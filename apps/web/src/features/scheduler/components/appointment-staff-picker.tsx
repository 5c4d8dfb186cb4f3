import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { http } from '../../../lib/http-client';
import { appointmentsQueryKey } from '../api/appointment-types';

export interface AppointmentStaff {
  id: number;
  name: string;
  initials: string;
  email: string;
  color: string;
}

export interface AppointmentStaffPickerProps {
  onPick: (user: AppointmentStaff) => void;
  excluded: number[];
  error?: string | undefined;
}

/** Adds a staff member to an appointment: by name or email; only oneself without canEditAppointments (the server decides). */
export function AppointmentStaffPicker({ onPick, excluded, error }: AppointmentStaffPickerProps) {
  const [search, setSearch] = useState('');
  const [input, setInput] = useState('');
  const debounced = useDebouncedCallback(setSearch, 300);
  const staff = useQuery({
    queryKey: [...appointmentsQueryKey, 'staff', search],
    queryFn: async () =>
      (await http.get<{ users: AppointmentStaff[] }>('/appointments/staff', { query: { search } })).users,
  });
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
      renderInput={(params) => (
        <TextField {...params} label="Add Staff Member" error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
