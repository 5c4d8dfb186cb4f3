import { ADDRESS_TYPES } from '@fieldbook/domain/clients/clients.constants';
import { ADDRESS_PARTS, type AddressPart } from '@fieldbook/domain/inputs/address.rules';
import TextField from '@mui/material/TextField';
import { AddressField } from '../../../components/address-field';
import { ClientEntriesSection, type EntryErrors } from './client-entries-section';
import { ADDRESS_TYPE_LABELS, newAddress } from './client-form-values';

const EMPTY_PARTS = {
  address_line_1: null,
  locality: null,
  state: null,
  postal_code: null,
  country: null,
  latitude: null,
  longitude: null,
};

/** The address-part errors of one entry, and the first of them for the field itself. */
function partErrorsOf(errors: EntryErrors) {
  const partErrors: Partial<Record<AddressPart, string | undefined>> = Object.fromEntries(
    ADDRESS_PARTS.map((part) => [part, errors?.[part]?.message]),
  );
  return { partErrors, first: ADDRESS_PARTS.map((part) => partErrors[part]).find(Boolean) };
}

/** Addresses: each an AddressField ("Set Address" dialog), a type, a label for EXTRA and a note. */
export function ClientAddressesSection() {
  return (
    <ClientEntriesSection
      list="addresses"
      title="Addresses"
      noun="Address"
      types={ADDRESS_TYPES}
      typeLabels={ADDRESS_TYPE_LABELS}
      newEntry={newAddress}
      value={({ entry, name, errors, update }) => {
        const { partErrors, first } = partErrorsOf(errors);
        return (
          <AddressField
            label={name}
            value={entry}
            error={first}
            partErrors={partErrors}
            onChange={(address) => update({ ...EMPTY_PARTS, ...address })}
          />
        );
      }}
      below={({ entry, name, errors, update }) => (
        <TextField
          label={`${name} note`}
          value={entry.note ?? ''}
          onChange={(event) => update({ note: event.target.value })}
          error={Boolean(errors?.note)}
          helperText={errors?.note?.message}
          size="small"
        />
      )}
    />
  );
}
