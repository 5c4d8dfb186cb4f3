import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  /** Without a FormProvider around the field. */
  control?: Control<T>;
  required?: boolean;
  helperText?: ReactNode;
  /** Adds a first choice meaning "none", stored as ''. */
  emptyLabel?: string;
}

/** A form field choosing one of a list, its error under it (react-hook-form + MUI select). */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { name, label, options, control, required, helperText, emptyLabel } = props;
  const { field, fieldState } = useController<T>({ name, control });
  return (
    <TextField
      select
      label={label}
      required={required}
      value={field.value ?? ''}
      // The option's own value, so numbers stay numbers.
      onChange={(event) => field.onChange(options.find((o) => String(o.value) === event.target.value)?.value ?? '')}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
