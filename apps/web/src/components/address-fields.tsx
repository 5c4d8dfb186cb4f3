import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { CompanyAddress } from '../lib/session/load-user';

/** Maximum lengths of the address parts (platform section 5; the line matches domain's addressSchema). */
export const ADDRESS_MAX_LENGTHS = {
  address_line_1: 255,
  locality: 50,
  postal_code: 10,
  state: 30,
  country: 50,
} as const;

type AddressPart = keyof typeof ADDRESS_MAX_LENGTHS;

const PARTS: { key: AddressPart; label: string; autoComplete: string; wide?: boolean }[] = [
  { key: 'address_line_1', label: 'Address', autoComplete: 'address-line1', wide: true },
  { key: 'locality', label: 'City/Suburb', autoComplete: 'address-level2' },
  { key: 'postal_code', label: 'Postcode', autoComplete: 'postal-code' },
  { key: 'state', label: 'State', autoComplete: 'address-level1' },
  { key: 'country', label: 'Country', autoComplete: 'country-name' },
];

interface AddressFieldsProps {
  value: CompanyAddress | null | undefined;
  onChange: (address: CompanyAddress) => void;
  /** Field errors keyed by part, e.g. { locality: 'The suburb may not be ...' }. */
  errors?: Partial<Record<AddressPart, string | undefined>>;
  disabled?: boolean;
}

/** Manual address entry. Editing any part clears latitude and longitude (platform section 4). */
export function AddressFields({ value, onChange, errors = {}, disabled }: AddressFieldsProps) {
  const address = value ?? {};
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {PARTS.map((part) => (
        <TextField
          key={part.key}
          label={part.label}
          value={address[part.key] ?? ''}
          disabled={disabled}
          autoComplete={part.autoComplete}
          error={Boolean(errors[part.key])}
          helperText={errors[part.key]}
          onChange={(event) =>
            onChange({ ...address, [part.key]: event.target.value || null, latitude: null, longitude: null })
          }
          slotProps={{ htmlInput: { maxLength: ADDRESS_MAX_LENGTHS[part.key] } }}
          sx={part.wide ? { gridColumn: '1 / -1' } : undefined}
        />
      ))}
    </Box>
  );
}
