import { ADDRESS_SEARCH_MESSAGES } from '@fieldbook/domain/addresses/addresses.schemas';
import { ADDRESS_SEARCH_DEBOUNCE_MS, type Address } from '@fieldbook/domain/inputs/address.rules';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import {
  type AddressSearchProvider,
  type AddressSuggestion,
  useAddressSearchProvider,
} from './address-search-provider';
import { useDebouncedCallback } from './use-debounced-callback';

export interface LocationFieldProps {
  /** The location as one line of text. */
  value: string;
  /**
   * The typed text with no place (coordinates are cleared by typing, platform section 4), or a chosen
   * search result's line with its address and coordinates.
   */
  onChange: (text: string, place: Address | null) => void;
  label?: string;
  error?: string;
  /** Shown under the field when there is no error or search message. */
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** Overrides the AddressSearchContext provider. */
  provider?: AddressSearchProvider;
}

/**
 * A one-line location (an appointment's): free text, with the address search's results offered as
 * it is typed (debounced 1 s). A failed or slow search never holds up typing; it only says so.
 */
export function LocationField({
  value,
  onChange,
  label = 'Location',
  error,
  helperText,
  required,
  disabled,
  provider,
}: LocationFieldProps) {
  const search = useAddressSearchProvider(provider);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [searching, setSearching] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const latestQuery = useRef('');

  const runSearch = useDebouncedCallback(async (text: string) => {
    latestQuery.current = text;
    try {
      const found = await search.search(text);
      if (latestQuery.current !== text) return;
      setSuggestions(found);
      setUnavailable(false);
    } catch {
      if (latestQuery.current !== text) return;
      setSuggestions([]);
      setUnavailable(true);
    } finally {
      if (latestQuery.current === text) setSearching(false);
    }
  }, ADDRESS_SEARCH_DEBOUNCE_MS);

  const type = (text: string) => {
    onChange(text, null);
    if (text.trim() === '') {
      runSearch.cancel();
      setSuggestions([]);
      setSearching(false);
      return;
    }
    setSearching(true);
    runSearch.run(text.trim());
  };

  const choose = async (option: AddressSuggestion) => {
    runSearch.cancel();
    latestQuery.current = '';
    setSearching(false);
    onChange(option.label, null);
    try {
      onChange(option.label, await search.resolve(option.id));
    } catch {
      // The line is kept without coordinates; the person can carry on.
    }
  };

  return (
    <Autocomplete<AddressSuggestion, false, false, true>
      freeSolo
      options={suggestions}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      value={null}
      inputValue={value}
      onInputChange={(_event, text, reason) => reason === 'input' && type(text)}
      onChange={(_event, option) => option && typeof option !== 'string' && void choose(option)}
      loading={searching}
      loadingText="Searching..."
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? (unavailable ? ADDRESS_SEARCH_MESSAGES.unavailable : helperText)}
        />
      )}
    />
  );
}
