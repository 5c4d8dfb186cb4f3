import {
  ADDRESS_MAX_LENGTHS,
  type Address,
  type AddressPart,
  setAddressPart,
} from '@fieldbook/domain/inputs/address.rules';
import { AUSTRALIA, statesOf } from '@fieldbook/domain/inputs/countries.rules';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { CountryPicker, StatePicker } from './country-state-picker';

export { ADDRESS_MAX_LENGTHS };

type TypedPart = Exclude<AddressPart, 'state' | 'country'>;

const TYPED: { key: TypedPart; label: string; autoComplete: string; wide?: boolean }[] = [
  { key: 'address_line_1', label: 'Address', autoComplete: 'address-line1', wide: true },
  { key: 'locality', label: 'City/Suburb', autoComplete: 'address-level2' },
  { key: 'postal_code', label: 'Postcode', autoComplete: 'postal-code' },
];

export interface AddressFieldsProps {
  value: Address | null | undefined;
  /** Called with the whole address on every change; the coordinates are already cleared. */
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
 * Manual address entry: Address, City/Suburb (50), Postcode (10), then the country/state picker:
 * State from Australia's states and territories (typed, up to 30, for other countries) and Country
 * from the country list. Editing any part clears latitude and longitude (platform section 4).
 */
export function AddressFields({ value, onChange, errors = {}, disabled, hideLine, autoFocus }: AddressFieldsProps) {
  const country = value?.country;
  const states = statesOf(country);

  const changeState = (state: string | null) => {
    const next = setAddressPart(value, 'state', state ?? '');
    // A state from Australia's list with no country yet is in Australia, the default country.
    onChange(state && !country?.trim() && states.length > 0 ? setAddressPart(next, 'country', AUSTRALIA.name) : next);
  };

  const changeCountry = (name: string | null) => {
    let next = setAddressPart(value, 'country', name ?? '');
    // A state picked from the old country's list means nothing in the new one.
    const oldState = value?.state;
    if (oldState && states.some((s) => s.id === oldState) && statesOf(name) !== states) {
      next = setAddressPart(next, 'state', '');
    }
    onChange(next);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {TYPED.filter((part) => !(hideLine && part.key === 'address_line_1')).map((part) => (
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
      {states.length > 0 ? (
        <StatePicker
          label="State"
          value={value?.state}
          onChange={changeState}
          states={states}
          country={country}
          error={errors.state}
          disabled={disabled}
          autoFocus={autoFocus === 'state'}
        />
      ) : (
        <TextField
          label="State"
          value={value?.state ?? ''}
          disabled={disabled}
          autoFocus={autoFocus === 'state'}
          autoComplete="address-level1"
          error={Boolean(errors.state)}
          helperText={errors.state}
          onChange={(event) => onChange(setAddressPart(value, 'state', event.target.value))}
          slotProps={{ htmlInput: { maxLength: ADDRESS_MAX_LENGTHS.state } }}
        />
      )}
      <CountryPicker
        label="Country"
        value={country}
        onChange={changeCountry}
        error={errors.country}
        disabled={disabled}
        autoFocus={autoFocus === 'country'}
      />
    </Box>
  );
}
