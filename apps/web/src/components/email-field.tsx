import { emailProblem } from '@fieldbook/domain/inputs/email.rules';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';

export type EmailFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'type'> & {
  value: string | null | undefined;
  onChange: (email: string) => void;
  /** A server or form error; shown instead of the field's own check. */
  error?: string;
};

/**
 * An email input checked when it loses focus with domain's emailSchema (non-empty when required,
 * no whitespace, one @ form). Other TextField props pass through.
 */
export function EmailField({
  value,
  onChange,
  error,
  required,
  label = 'Email',
  onBlur,
  helperText,
  ...rest
}: EmailFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const shown = error ?? problem;
  return (
    <TextField
      {...rest}
      label={label}
      type="email"
      required={required}
      value={value ?? ''}
      error={Boolean(shown)}
      helperText={shown ?? helperText}
      onChange={(event) => {
        onChange(event.target.value);
        if (problem) setProblem(emailProblem(event.target.value, { required }));
      }}
      onBlur={(event) => {
        setProblem(emailProblem(event.target.value, { required }));
        onBlur?.(event);
      }}
      slotProps={{ ...rest.slotProps, htmlInput: { autoComplete: 'email', inputMode: 'email', spellCheck: false } }}
    />
  );
}
