import { COUNTRIES, type CountryState, stateIdOf } from '@fieldbook/domain/inputs/countries.rules';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';

interface PickerProps {
  /** What the address stores: the country's name, or the state's abbreviation ("VIC"). */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  label: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

const COUNTRY_NAMES = COUNTRIES.map((country) => country.name);

/**
 * The country half of the country/state picker (platform section 2): every country, Australia first.
 * Typing narrows the list and leaving the field takes the highlighted country; a saved country the
 * list does not know stays as it is.
 */
export function CountryPicker({ value, onChange, label, error, disabled, autoFocus }: PickerProps) {
  const current = value?.trim() || null;
  const options = useMemo(
    () => (current && !COUNTRY_NAMES.includes(current) ? [current, ...COUNTRY_NAMES] : COUNTRY_NAMES),
    [current],
  );
  return (
    <Autocomplete<string, false, false, false>
      options={options}
      value={current}
      onChange={(_event, next) => onChange(next)}
      autoHighlight
      autoSelect
      disabled={disabled}
      noOptionsText="No results to display"
      renderInput={(params) => (
        <TextField {...params} label={label} autoFocus={autoFocus} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}

const matchState = createFilterOptions<CountryState>({ stringify: (state) => `${state.id} ${state.name}` });

/**
 * The state half: a list of the country's states (Australia's states and territories) storing the
 * abbreviation, found by name or abbreviation. `states` is empty for a country without a list, where
 * the state is typed.
 */
export function StatePicker({
  value,
  onChange,
  label,
  error,
  disabled,
  autoFocus,
  states,
  country,
}: PickerProps & { states: readonly CountryState[]; country: string | null | undefined }) {
  const id = stateIdOf(country, value);
  const selected = id ? (states.find((state) => state.id === id) ?? { id, name: id }) : null;
  const options = selected && !states.includes(selected) ? [selected, ...states] : states;
  return (
    <Autocomplete<CountryState, false, false, false>
      options={options}
      value={selected}
      onChange={(_event, next) => onChange(next?.id ?? null)}
      getOptionLabel={(state) => state.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={matchState}
      autoHighlight
      autoSelect
      disabled={disabled}
      noOptionsText="No results to display"
      renderInput={(params) => (
        <TextField {...params} label={label} autoFocus={autoFocus} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
