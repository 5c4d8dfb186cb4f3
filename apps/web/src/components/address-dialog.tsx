import { ADDRESS_SEARCH_MESSAGES } from '@fieldbook/domain/addresses/addresses.schemas';
import {
  ADDRESS_MESSAGES,
  ADDRESS_SEARCH_DEBOUNCE_MS,
  type Address,
  type AddressPart,
  addressesEqual,
  addressProblems,
  EMPTY_ADDRESS,
  isAddressEmpty,
  setAddressPart,
  tidyAddress,
} from '@fieldbook/domain/inputs/address.rules';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import { AddressFields } from './address-fields';
import {
  type AddressSearchProvider,
  type AddressSuggestion,
  useAddressSearchProvider,
} from './address-search-provider';
import { useConfirmDiscard } from './use-confirm-discard';
import { useDebouncedCallback } from './use-debounced-callback';

/** The last option of the search list; choosing it switches to manual entry. */
const NOT_LISTED: AddressSuggestion = { id: '__not-listed__', label: ADDRESS_MESSAGES.notListed };

export interface AddressDialogProps {
  open: boolean;
  /** The address being edited; null for none. The dialog starts from it each time it opens. */
  value: Address | null | undefined;
  /** Save: the tidied address, or null when every part was left empty. The caller closes the dialog. */
  onSave: (address: Address | null) => void;
  /** Closes without saving (asks first when there are unsaved changes). */
  onClose: () => void;
  /** Shows "Remove" (when there is an address) and is called by it. The caller closes the dialog. */
  onRemove?: () => void;
  title?: string;
  /** Overrides the AddressSearchContext provider. */
  provider?: AddressSearchProvider;
  /** Server field errors, keyed by part. */
  errors?: Partial<Record<AddressPart, string | undefined>>;
}

/**
 * "Set Address": an address-line search (debounced 1 s) whose list always ends with "My address
 * isn't listed here", which switches to manual entry of the parts. Buttons Clear All, Remove, Save.
 */
export function AddressDialog(props: AddressDialogProps) {
  // Mounting the body only while open resets its state on every open.
  return props.open ? <AddressDialogBody {...props} /> : null;
}

function AddressDialogBody({
  value,
  onSave,
  onClose,
  onRemove,
  title = 'Set Address',
  provider,
  errors = {},
}: AddressDialogProps) {
  const search = useAddressSearchProvider(provider);
  const titleId = useId();
  const [draft, setDraft] = useState<Address>(() => ({ ...EMPTY_ADDRESS, ...value }));
  const [manual, setManual] = useState(() => !isAddressEmpty(value));
  const [query, setQuery] = useState(() => value?.address_line_1 ?? '');
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [searching, setSearching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The last search could not be answered: the hint says to type the address instead. */
  const [unavailable, setUnavailable] = useState(false);
  const [resolving, setResolving] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<AddressPart, string>>>({});
  const latestQuery = useRef('');

  const dirty = !addressesEqual(draft, value) || (!manual && query.trim() !== (value?.address_line_1 ?? '').trim());
  const { guard, confirmDialog } = useConfirmDiscard(dirty);

  const runSearch = useDebouncedCallback(async (text: string) => {
    latestQuery.current = text;
    try {
      const found = await search.search(text);
      if (latestQuery.current === text) {
        setSuggestions(found);
        setUnavailable(false);
      }
    } catch {
      // Failed, slow or superseded: typing was never held up, and the address can be typed in full.
      if (latestQuery.current === text) {
        setSuggestions([]);
        setUnavailable(true);
      }
    } finally {
      if (latestQuery.current === text) setSearching(false);
    }
  }, ADDRESS_SEARCH_DEBOUNCE_MS);

  const onQuery = (text: string) => {
    setQuery(text);
    setDraft((current) => setAddressPart(current, 'address_line_1', text));
    if (text.trim() === '') {
      runSearch.cancel();
      setSuggestions([]);
      setSearching(false);
      return;
    }
    setSearching(true);
    runSearch.run(text.trim());
  };

  const choose = async (option: AddressSuggestion | null) => {
    if (!option) return;
    runSearch.cancel();
    setSearching(false);
    setFailure(null);
    if (option.id === NOT_LISTED.id) {
      setManual(true);
      return;
    }
    setResolving(true);
    try {
      const resolved = await search.resolve(option.id);
      setDraft({ ...EMPTY_ADDRESS, ...resolved });
      setProblems(addressProblems(resolved));
      setManual(true);
    } catch {
      setFailure('That address could not be loaded. Enter it manually instead.');
      setManual(true);
    } finally {
      setResolving(false);
    }
  };

  const clearAll = () => {
    setDraft({ ...EMPTY_ADDRESS });
    setQuery('');
    setSuggestions([]);
    setProblems({});
  };

  const save = () => {
    const tidy = tidyAddress(draft);
    const found = addressProblems(tidy);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    onSave(isAddressEmpty(tidy) ? null : tidy);
  };

  const shownErrors = { ...errors, ...problems };
  return (
    <>
      <Dialog
        open
        onClose={() => guard(onClose)}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
        slotProps={{ paper: { sx: { maxWidth: 550 } } }}
      >
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {title}
          <IconButton aria-label="Close" onClick={() => guard(onClose)} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="warning">{failure}</Alert>}
            {resolving && <LinearProgress aria-label="Loading the address" />}
            {manual ? (
              <AddressFields
                value={draft}
                onChange={(next) => {
                  setDraft(next);
                  setProblems(addressProblems(next));
                }}
                errors={shownErrors}
                autoFocus="address_line_1"
              />
            ) : (
              <Autocomplete<AddressSuggestion, false, false, false>
                options={query.trim() ? [...suggestions, NOT_LISTED] : [NOT_LISTED]}
                filterOptions={(options) => options}
                getOptionLabel={(option) => option.label}
                isOptionEqualToValue={(option, current) => option.id === current.id}
                value={null}
                inputValue={query}
                onInputChange={(_event, text, reason) => reason === 'input' && onQuery(text)}
                onChange={(_event, option) => void choose(option)}
                loading={searching}
                loadingText="Searching..."
                openOnFocus
                renderOption={(optionProps, option) => {
                  const { key, ...rest } = optionProps;
                  return (
                    <Box
                      component="li"
                      key={key}
                      {...rest}
                      sx={option.id === NOT_LISTED.id ? { fontStyle: 'italic', color: 'primary.main' } : undefined}
                    >
                      {option.label}
                    </Box>
                  );
                }}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    autoFocus
                    label="Address"
                    placeholder="Start typing an address"
                    helperText={unavailable ? ADDRESS_SEARCH_MESSAGES.unavailable : ADDRESS_MESSAGES.hint}
                  />
                )}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
          <Button onClick={clearAll} color="inherit">
            Clear All
          </Button>
          <Box sx={{ display: 'flex', gap: 1 }}>
            {onRemove && !isAddressEmpty(value) && (
              <Button onClick={onRemove} color="error">
                Remove
              </Button>
            )}
            <Button onClick={save} variant="contained">
              Save
            </Button>
          </Box>
        </DialogActions>
      </Dialog>
      {confirmDialog}
    </>
  );
}
