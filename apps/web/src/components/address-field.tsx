import { type Address, type AddressPart, formatAddress } from '@fieldbook/domain/inputs/address.rules';
import EditLocationAltOutlined from '@mui/icons-material/EditLocationAltOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { AddressDialog } from './address-dialog';
import type { AddressSearchProvider } from './address-search-provider';

export interface AddressFieldProps {
  value: Address | null | undefined;
  /** The saved address, or null when removed or saved empty. */
  onChange: (address: Address | null) => void;
  label?: string;
  /** Title of the dialog; "Set Address" by default. */
  dialogTitle?: string;
  /** One message for the whole address (e.g. the server's "address" error). */
  error?: string;
  /** Server errors per part, shown inside the dialog. */
  partErrors?: Partial<Record<AddressPart, string | undefined>>;
  required?: boolean;
  disabled?: boolean;
  /** Overrides the AddressSearchContext provider. */
  provider?: AddressSearchProvider;
}

/**
 * An address shown on one line; clicking it, Enter/Space, or the edit button opens the "Set
 * Address" dialog (search or manual entry). Remove in the dialog clears the address.
 */
export function AddressField({
  value,
  onChange,
  label = 'Address',
  dialogTitle,
  error,
  partErrors,
  required,
  disabled,
  provider,
}: AddressFieldProps) {
  const [open, setOpen] = useState(false);
  const text = formatAddress(value);
  const show = () => !disabled && setOpen(true);
  return (
    <>
      <TextField
        label={label}
        value={text}
        placeholder="No address set"
        required={required}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error}
        onClick={show}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            show();
          }
        }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { readOnly: true, 'aria-haspopup': 'dialog', sx: { cursor: disabled ? undefined : 'pointer' } },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={text ? `Edit ${label.toLowerCase()}` : (dialogTitle ?? 'Set Address')}
                  onClick={(event) => {
                    event.stopPropagation();
                    show();
                  }}
                  disabled={disabled}
                  edge="end"
                  size="small"
                >
                  <EditLocationAltOutlined fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <AddressDialog
        open={open}
        value={value}
        title={dialogTitle}
        provider={provider}
        errors={partErrors}
        onClose={() => setOpen(false)}
        onSave={(address) => {
          onChange(address);
          setOpen(false);
        }}
        onRemove={() => {
          onChange(null);
          setOpen(false);
        }}
      />
    </>
  );
}
