import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';

export interface ResettingNumberFieldProps {
  label: string;
  value: number;
  /** Always a valid number: what `reset` makes of the text typed so far. */
  onChange: (value: number) => void;
  /** The spec's fallback rule for the field (e.g. an invalid price resets to 0). */
  reset: (raw: string) => number;
  min: number;
  max: number;
  step: number;
  /** Shown before the number ("$"). */
  prefix?: ReactNode;
  /** Shown after the number ("%"). */
  suffix?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A number the user types freely; the form only ever holds the field's valid value, and on leaving
 * the field the text shows what was kept (spec section 5: bad quantities reset to 1, prices to 0).
 */
export function ResettingNumberField(props: ResettingNumberFieldProps) {
  const { label, value, onChange, reset, min, max, step, prefix, suffix, helperText, error, disabled, required } =
    props;
  const [text, setText] = useState<string | null>(null);
  return (
    <TextField
      label={label}
      type="number"
      required={required}
      disabled={disabled}
      value={text ?? String(value)}
      onChange={(event) => {
        setText(event.target.value);
        onChange(reset(event.target.value));
      }}
      onBlur={() => setText(null)}
      error={error}
      helperText={helperText}
      slotProps={{
        htmlInput: { min, max, step, inputMode: 'decimal' },
        input: {
          startAdornment: prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined,
          endAdornment: suffix ? <InputAdornment position="end">{suffix}</InputAdornment> : undefined,
        },
      }}
    />
  );
}
