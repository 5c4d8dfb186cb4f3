import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';

export interface LeanTextFieldProps extends Omit<OutlinedInputProps, 'label' | 'error' | 'slotProps'> {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  slotProps?: { htmlInput?: OutlinedInputProps['inputProps'] };
}

/**
 * An outlined text field that looks and behaves as MUI's TextField without its `select` mode:
 * TextField always brings Select, Menu, Popover and Modal along (about 20 kB gzipped), which the
 * signed-out pages, where every kilobyte delays the first screen, never show.
 */
export function LeanTextField({
  label,
  helperText,
  error,
  required,
  fullWidth,
  id,
  inputProps,
  slotProps,
  ...input
}: LeanTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  const html = { ...inputProps, ...slotProps?.htmlInput };
  const describedBy = [helperId, html['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        // The notch in the outline must fit the label as shown, asterisk included (as TextField does).
        label={required ? `${label} *` : label}
        inputProps={{ ...html, 'aria-describedby': describedBy }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
