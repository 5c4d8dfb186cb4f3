import { isFilteringActive, isFilterValueActive, SEARCH_DEBOUNCE_MS } from '@fieldbook/domain/inputs/list.rules';
import CancelIcon from '@mui/icons-material/Cancel';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from './use-debounced-callback';

/** One filter of a list: its value decides whether a chip shows (non-null, not an empty list). */
export interface ListFilter {
  key: string;
  label: string;
  value: unknown;
  /** How the value reads on the chip; by default lists are joined and booleans read Yes/No. */
  display?: string;
  /** Set by the caller (not the user): the chip shows without a remove button and Clear Filters leaves it. */
  locked?: boolean;
}

export interface ListToolbarProps {
  /** The committed search text (what the list is filtered by). */
  search?: string;
  /** Called with the new text once typing pauses (750 ms by default), at once on Enter or clear. */
  onSearchChange?: (text: string) => void;
  searchPlaceholder?: string;
  searchLabel?: string;
  searchDebounceMs?: number;
  /** Focuses the search box when it first shows (a dialog whose first task is searching). */
  searchAutoFocus?: boolean;
  filters?: readonly ListFilter[];
  /** Dismissing a chip; the caller resets that filter (to null or []). */
  onRemoveFilter?: (key: string) => void;
  /** Shows "Clear Filters" while any filter is active. */
  onClearFilters?: () => void;
  /** Extra controls at the end (a "Toggle Filters" button, a create button). */
  actions?: ReactNode;
}

function displayValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(displayValue).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** A search box (debounced) and the active filters as dismissible chips. */
export function ListToolbar({
  search = '',
  onSearchChange,
  searchPlaceholder = 'Search',
  searchLabel = 'Search',
  searchDebounceMs = SEARCH_DEBOUNCE_MS,
  searchAutoFocus,
  filters = [],
  onRemoveFilter,
  onClearFilters,
  actions,
}: ListToolbarProps) {
  const [text, setText] = useState(search);
  const sent = useRef(search);
  const debounced = useDebouncedCallback((next: string) => {
    sent.current = next;
    onSearchChange?.(next);
  }, searchDebounceMs);

  // The caller changed the search (e.g. cleared it): show that.
  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      debounced.cancel();
      setText(search);
    }
  }, [search, debounced]);

  const active = filters.filter((filter) => isFilterValueActive(filter.value));
  const filtering = isFilteringActive(
    Object.fromEntries(filters.filter((filter) => !filter.locked).map((filter) => [filter.key, filter.value])),
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, py: 1 }}>
      {/* The search box keeps at least 12rem: in a narrow list (a client open beside it) the actions wrap below. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {onSearchChange && (
          <TextField
            size="small"
            type="search"
            sx={{ flex: '1 1 12rem', maxWidth: '24rem' }}
            label={searchLabel}
            placeholder={searchPlaceholder}
            autoFocus={searchAutoFocus}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              debounced.run(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                debounced.flush();
              }
            }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
                endAdornment: text ? (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label="Clear search"
                      size="small"
                      edge="end"
                      onClick={() => {
                        setText('');
                        debounced.cancel();
                        sent.current = '';
                        onSearchChange('');
                      }}
                    >
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
        )}
        {actions && <Box sx={{ display: 'flex', gap: 1, ml: 'auto', flexShrink: 0 }}>{actions}</Box>}
      </Box>
      {active.length > 0 && (
        <Box component="ul" aria-label="Active filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0 }}>
          {active.map((filter) => (
            <Box component="li" key={filter.key} sx={{ listStyle: 'none' }}>
              <Chip
                size="small"
                label={`${filter.label}: ${filter.display ?? displayValue(filter.value)}`}
                onDelete={onRemoveFilter && !filter.locked ? () => onRemoveFilter(filter.key) : undefined}
                deleteIcon={
                  <CancelIcon aria-hidden={false} aria-label={`Remove filter ${filter.label}`} role="button" />
                }
              />
            </Box>
          ))}
          {filtering && onClearFilters && (
            <Box component="li" sx={{ listStyle: 'none' }}>
              <Button size="small" onClick={onClearFilters}>
                Clear Filters
              </Button>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
