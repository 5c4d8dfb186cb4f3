import {
  DEFAULT_COUNTRY_CODE,
  normaliseCountryCode,
  type PhoneParts,
  phoneDigits,
  phonePartsProblem,
} from '@fieldbook/domain/inputs/phone.rules';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

export interface PhoneFieldProps {
  /** null shows the "Create Phone" button. */
  value: PhoneParts | null | undefined;
  /** The edited phone, or null after Remove. */
  onChange: (phone: PhoneParts | null) => void;
  /** Label of the number input and of the group; "Phone" by default. */
  label?: string;
  /** A mobile: no area code, and checked as a mobile (SMS goes to it). */
  mobile?: boolean;
  /** A server or form error; shown instead of the field's own check. */
  error?: string;
  disabled?: boolean;
  /** Hides Remove (the phone can be edited but not taken away). */
  required?: boolean;
  /** Country code a new phone starts with; "61" by default. */
  defaultCountryCode?: string;
  createLabel?: string;
}

/**
 * A phone number as country code, area code and number. Empty, it is a "Create Phone" button;
 * a created phone has a Remove button. Once left, the number is checked with the domain's phone
 * rules (a mobile as a mobile), the same check the server makes.
 */
export function PhoneField({
  value,
  onChange,
  label = 'Phone',
  mobile = false,
  error,
  disabled,
  required,
  defaultCountryCode = DEFAULT_COUNTRY_CODE,
  createLabel = 'Create Phone',
}: PhoneFieldProps) {
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState(false);

  if (!value) {
    return (
      <Button
        startIcon={<AddIcon />}
        variant="outlined"
        disabled={disabled}
        onClick={() => {
          setTouched(false);
          setCreated(true);
          onChange({ country_code: defaultCountryCode, area_code: null, phone_number: '' });
        }}
      >
        {createLabel}
      </Button>
    );
  }

  const problem = error ?? (touched ? phonePartsProblem(value, { mobile }) : null);
  const update = (patch: Partial<PhoneParts>) => onChange({ ...value, ...patch });
  return (
    <Box
      role="group"
      aria-label={`${label} with country code`}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        label="Country code"
        value={normaliseCountryCode(value.country_code)}
        disabled={disabled}
        onChange={(event) => update({ country_code: normaliseCountryCode(event.target.value) || null })}
        onBlur={() => setTouched(true)}
        fullWidth={false}
        sx={{ width: 110, flexShrink: 0 }}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">+</InputAdornment> },
          htmlInput: { inputMode: 'numeric', maxLength: 3, autoComplete: 'tel-country-code' },
        }}
      />
      {!mobile && (
        <TextField
          label="Area code"
          value={value.area_code ?? ''}
          disabled={disabled}
          onChange={(event) => update({ area_code: phoneDigits(event.target.value) || null })}
          fullWidth={false}
          sx={{ width: 100, flexShrink: 0 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'tel-area-code' } }}
        />
      )}
      <TextField
        label={label}
        value={value.phone_number ?? ''}
        disabled={disabled}
        autoFocus={created}
        error={Boolean(problem)}
        helperText={problem}
        onChange={(event) => update({ phone_number: event.target.value })}
        onBlur={() => setTouched(true)}
        slotProps={{
          htmlInput: { inputMode: 'tel', maxLength: 30, autoComplete: mobile ? 'tel-national' : 'tel-local' },
        }}
      />
      {!required && (
        <IconButton
          aria-label={`Remove ${label.toLowerCase()}`}
          disabled={disabled}
          onClick={() => {
            setCreated(false);
            onChange(null);
          }}
          sx={{ mt: 1 }}
        >
          <DeleteOutlined />
        </IconButton>
      )}
    </Box>
  );
}
