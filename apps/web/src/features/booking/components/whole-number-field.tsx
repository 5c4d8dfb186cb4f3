import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

/** A whole number (hours, days, minutes) of a booking setting; an empty field is NaN, which the schema words. */
export function WholeNumberField<T extends FieldValues>({
  control,
  name,
  label,
  unit,
  helperText,
  min = 0,
  max,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  unit: string;
  helperText?: string;
  min?: number;
  max: number;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | undefined;
  return (
    <TextField
      label={label}
      type="number"
      value={value === undefined || Number.isNaN(value) ? '' : value}
      onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        htmlInput: { min, max, step: 1 },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
    />
  );
}
