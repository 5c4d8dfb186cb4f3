import {
  ADDRESS_MAX_LENGTHS,
  type Address,
  type AddressPart,
  setAddressPart,
} from '@fieldbook/domain/inputs/address.rules';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export { ADDRESS_MAX_LENGTHS };

const PARTS: { key: AddressPart; label: string; autoComplete: string; wide?: boolean }[] = [
  { key: 'address_line_1', label: 'Address', autoComplete: 'address-line1', wide: true },
  { key: 'locality', label: 'City/Suburb', autoComplete: 'address-level2' },
  { key: 'postal_code', label: 'Postcode', autoComplete: 'postal-code' },
  { key: 'state', label: 'State', autoComplete: 'address-level1' },
  { key: 'country', label: 'Country', autoComplete: 'country-name' },
];

export interface AddressFieldsProps {
  value: Address | null | undefined;
  /** Called with the whole address on every keystroke; the coordinates are already cleared. */
  onChange: (address: Address) => void;
  /** Field errors keyed by part, e.g. { locality: 'The suburb may not be greater than 50 characters.' }. */
  errors?: Partial<Record<AddressPart, string | undefined>>;
  disabled?: boolean;
  /** Leaves out the address line (when a search box above edits it). */
  hideLine?: boolean;
  /** Moves focus to this part when the fields first show. */
  autoFocus?: AddressPart;
}

/**
 * Manual address entry: Address, City/Suburb (50), Postcode (10), State (30), Country (50). The
 * limits are enforced on input; editing any part clears latitude and longitude (platform section 4).
 */
export function AddressFields({ value, onChange, errors = {}, disabled, hideLine, autoFocus }: AddressFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {PARTS.filter((part) => !(hideLine && part.key === 'address_line_1')).map((part) => (
        <TextField
          key={part.key}
          label={part.label}
          value={value?.[part.key] ?? ''}
          disabled={disabled}
          autoFocus={autoFocus === part.key}
          autoComplete={part.autoComplete}
          error={Boolean(errors[part.key])}
          helperText={errors[part.key]}
          onChange={(event) => onChange(setAddressPart(value, part.key, event.target.value))}
          slotProps={{ htmlInput: { maxLength: ADDRESS_MAX_LENGTHS[part.key] } }}
          sx={part.wide ? { gridColumn: '1 / -1' } : undefined}
        />
      ))}
    </Box>
  );
}
