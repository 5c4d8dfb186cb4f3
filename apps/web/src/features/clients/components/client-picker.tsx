import { CLIENT_LIMITS } from '@fieldbook/domain/clients/clients.constants';
import { NO_RESULTS } from '@fieldbook/domain/inputs/list.rules';
import Add from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { useCan } from '../../../lib/session/load-user';
import type { Client, ClientSummary } from '../api/client-types';
import { useSearchClients } from '../api/search-clients';
import { ClientFormDialog } from '../dialogs/client-form-dialog';
import { ClientAvatar } from './client-avatar';

const CREATE = { kind: 'create' as const, id: -1 };
const EMPTY = { kind: 'empty' as const, id: -2 };
type Option = ClientSummary | typeof CREATE | typeof EMPTY;
const isClient = (option: Option): option is ClientSummary => !('kind' in option);

export interface ClientPickerProps {
  value: ClientSummary | null;
  /** The chosen client, a client created from the picker, or null when cleared. */
  onChange: (client: ClientSummary | Client | null) => void;
  label?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Searches the company's clients (POST /v1/clients/search, 900 ms debounce). "Create New Client"
 * (canAccessClients) opens the New Client dialog and picks the created client.
 */
export function ClientPicker({ value, onChange, label = 'Client', error, required, disabled }: ClientPickerProps) {
  const canCreate = useCan('canAccessClients');
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [filter, setFilter] = useState('');
  const applyFilter = useDebouncedCallback(setFilter, CLIENT_LIMITS.searchDebounceMs);
  const search = useSearchClients({ filter, rows: 10, with_emails: 'PRIMARY', with_phones: 'PRIMARY' }, open);
  const results = search.data?.clients ?? [];
  const loading = search.isFetching;
  const options: Option[] = [
    ...results,
    ...(!loading && results.length === 0 ? [EMPTY] : []),
    ...(canCreate ? [CREATE] : []),
  ];

  return (
    <>
      <Autocomplete<Option, false, false, false>
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        value={value}
        disabled={disabled}
        loading={loading && results.length === 0}
        loadingText="Searching..."
        noOptionsText={NO_RESULTS}
        filterOptions={(list) => list}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        getOptionDisabled={(option) => option === EMPTY}
        getOptionLabel={(option) => (isClient(option) ? option.display_name : '')}
        // The two placeholder rows have no label, so they need keys of their own.
        getOptionKey={(option) => (isClient(option) ? `client-${option.id}` : option === EMPTY ? 'empty' : 'create')}
        onInputChange={(_event, text, reason) => reason === 'input' && applyFilter.run(text)}
        onChange={(_event, option) => {
          if (option && !isClient(option)) {
            if (option === CREATE) setCreating(true);
            return;
          }
          onChange(option);
        }}
        renderOption={(props, option) => {
          const { key, ...rest } = props;
          if (option === EMPTY) {
            return (
              <Box component="li" key={key} {...rest}>
                {NO_RESULTS}
              </Box>
            );
          }
          if (!isClient(option)) {
            return (
              <Box component="li" key={key} {...rest} sx={{ color: 'primary.main', gap: 1 }}>
                <Add fontSize="small" /> Create New Client
              </Box>
            );
          }
          return (
            <Box component="li" key={key} {...rest} sx={{ gap: 1.5 }}>
              <ClientAvatar initials={option.initials} image={option.image?.signed_thumbnail_url} size={28} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" noWrap>
                  {option.display_name}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  #{option.reference_id}
                  {option.emails?.[0] ? ` · ${option.emails[0].email_address}` : ''}
                </Typography>
              </Box>
            </Box>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            required={required}
            error={Boolean(error)}
            helperText={error}
            placeholder="Search clients..."
          />
        )}
      />
      <ClientFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(client) => {
          setOpen(false);
          onChange(client);
        }}
      />
    </>
  );
}
