import { formatDate } from '@fieldbook/domain/format/en-au';
import { DATE_MAX, DATE_MESSAGES, DATE_MIN, parseDateInput, stepDate } from '@fieldbook/domain/inputs/date.rules';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useState } from 'react';

export interface DateFieldProps {
  /** yyyy-MM-dd, or null when empty. */
  value: string | null | undefined;
  /** Called on commit (Enter, Tab/blur, arrow keys) with a clamped yyyy-MM-dd, or null when cleared. */
  onChange: (value: string | null) => void;
  label?: string;
  /** A server or form error; the field's own "invalid date" message wins while the text is invalid. */
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** Range; 1900-01-01 to 2100-01-01 by default. Values outside are clamped. */
  min?: string;
  max?: string;
  onBlur?: () => void;
  autoFocus?: boolean;
}

/**
 * A typed date shown as dd-mm-yyyy. Accepts dd-mm-yyyy with - / . or spaces, yyyy-mm-dd, month
 * names and dates without a year (this year, or next year when over 6 months ago). Enter or Tab
 * commits; ArrowUp/ArrowDown move a day; invalid text is flagged and not committed.
 */
export function DateField({
  value,
  onChange,
  label = 'Date',
  error,
  helperText,
  required,
  disabled,
  min = DATE_MIN,
  max = DATE_MAX,
  onBlur,
  autoFocus,
}: DateFieldProps) {
  /** The text being typed; null shows the committed value. */
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  const commit = (): boolean => {
    if (draft === null) return false;
    const result = parseDateInput(draft, { min, max });
    if (result.status === 'invalid') {
      setInvalid(true);
      return true;
    }
    setInvalid(false);
    setDraft(null);
    onChange(result.status === 'empty' ? null : result.value);
    return true;
  };

  const step = (days: number) => {
    const typed = draft === null ? null : parseDateInput(draft, { min, max });
    const from = typed?.status === 'valid' ? typed.value : value;
    setDraft(null);
    setInvalid(false);
    onChange(stepDate(from, days, { min, max }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement | HTMLDivElement>) => {
    if (event.key === 'Enter' && commit()) event.preventDefault();
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  const message = invalid ? DATE_MESSAGES.invalid : error;
  return (
    <TextField
      label={label}
      value={draft ?? formatDate(value)}
      placeholder="dd-mm-yyyy"
      required={required}
      disabled={disabled}
      autoFocus={autoFocus}
      error={Boolean(message)}
      helperText={message ?? helperText}
      onChange={(event) => {
        setDraft(event.target.value);
        if (invalid) setInvalid(parseDateInput(event.target.value, { min, max }).status === 'invalid');
      }}
      onKeyDown={onKeyDown}
      onBlur={() => {
        commit();
        onBlur?.();
      }}
      slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'numeric', 'aria-keyshortcuts': 'ArrowUp ArrowDown' } }}
    />
  );
}
