import { formatMoney } from '@fieldbook/domain/format/en-au';
import { INVENTORY_LIMITS } from '@fieldbook/domain/inventory/inventory.constants';
import { toCents } from '@fieldbook/domain/money/money.rules';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { useInventoryList } from '../api/inventory-api';
import type { InventoryItem } from '../api/inventory-types';

/** A code as the dropdown shows it: at most 10 characters (spec section 9). */
export const dropdownCode = (code: string) =>
  code.length > INVENTORY_LIMITS.dropdownCodeChars ? `${code.slice(0, INVENTORY_LIMITS.dropdownCodeChars)}…` : code;

export interface InventoryDropdownProps {
  value: InventoryItem | null;
  onChange: (item: InventoryItem | null) => void;
  label?: string;
  disabled?: boolean;
}

/** Pick an active inventory item by code or name: 10 results from the server, codes cut at 10 characters. */
export function InventoryDropdown({ value, onChange, label = 'Inventory item', disabled }: InventoryDropdownProps) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedCallback(setSearch, 300);
  const list = useInventoryList({ search, rows: INVENTORY_LIMITS.dropdownResults, page: 1 });
  const options = list.data?.items ?? [];
  return (
    <Autocomplete<InventoryItem>
      options={options}
      value={value}
      inputValue={input}
      disabled={disabled}
      loading={list.isFetching}
      onChange={(_event, item) => onChange(item)}
      onInputChange={(_event, text, reason) => {
        setInput(text);
        if (reason === 'input') debounced.run(text);
      }}
      // The server has already searched; MUI must not filter the page again.
      filterOptions={(all) => all}
      getOptionLabel={(item) => `${dropdownCode(item.code)}${item.name ? ` · ${item.name}` : ''}`}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      noOptionsText="No results to display"
      renderOption={({ key, ...props }, item) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Box component="span" sx={{ fontWeight: 600, mr: 1 }} title={item.code}>
              {dropdownCode(item.code)}
            </Box>
            {item.name}
          </Box>
          {item.is_selling && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {formatMoney(toCents(item.selling_unit_price))}
            </Box>
          )}
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
