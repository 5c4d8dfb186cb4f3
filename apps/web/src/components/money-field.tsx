import { formatMoney } from '@fieldbook/domain/format/en-au';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** "$1,234.50", "1234.5" or "80" → cents; "" → null; anything else → NaN (the form's schema words the error). */
export function parseMoneyText(text: string): number | null {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (plain === '') return null;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const shown = (cents: number | null) => (cents === null || Number.isNaN(cents) ? '' : formatMoney(cents));

export interface MoneyFieldProps {
  label: string;
  /** Integer cents, null for none. */
  value: number | null;
  onChange: (cents: number | null) => void;
  error?: string | undefined;
  helperText?: string;
}

/**
 * An amount of money typed as people write it in Australia ("$1,234.50", "80"), held as integer
 * cents and shown by the en-AU formatter once the field is left.
 */
export function MoneyField({ label, value, onChange, error, helperText }: MoneyFieldProps) {
  const [text, setText] = useState(shown(value));
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseMoneyText(event.target.value));
      }}
      onBlur={() => {
        const cents = parseMoneyText(text);
        if (cents === null || !Number.isNaN(cents)) setText(shown(cents));
      }}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}
