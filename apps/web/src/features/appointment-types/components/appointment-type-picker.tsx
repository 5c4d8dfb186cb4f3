import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { textColourOn } from '../../../lib/theme';
import type { AppointmentType } from '../api/appointment-types-api';

const labelOf = (type: AppointmentType) => (type.deleted ? `${type.name} (deleted)` : type.name);

export interface AppointmentTypePickerProps {
  options: AppointmentType[];
  value: AppointmentType[];
  onChange: (types: AppointmentType[]) => void;
  label?: string;
  error?: string | undefined;
  disabled?: boolean;
}

/** Appointment types by name, chosen as chips in each type's colour (deleted ones say so). */
export function AppointmentTypePicker({
  options,
  value,
  onChange,
  label = 'Appointment Types',
  error,
  disabled,
}: AppointmentTypePickerProps) {
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      disabled={disabled}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, next) => onChange(next)}
      renderValue={(chosen, getItemProps) =>
        chosen.map((type, index) => {
          const { key, ...props } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...props}
              label={labelOf(type)}
              sx={{ bgcolor: type.color, color: textColourOn(type.color) }}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder="Search types..." error={Boolean(error)} helperText={error} />
      )}
      noOptionsText="No results to display"
    />
  );
}
