import { ADDRESS_TYPES } from '@fieldbook/domain/clients/clients.constants';
import { ADDRESS_PARTS, type AddressPart } from '@fieldbook/domain/inputs/address.rules';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { AddressField } from '../../../components/address-field';
import { EntryRow, ExtraLabelField, FormSection, RemoveRowButton, TypeSelect } from './client-form-parts';
import { ADDRESS_TYPE_LABELS, type ClientFormValues, newAddress } from './client-form-values';

const EMPTY_PARTS = {
  address_line_1: null,
  locality: null,
  state: null,
  postal_code: null,
  country: null,
  latitude: null,
  longitude: null,
};

/** Addresses: each an AddressField ("Set Address" dialog), a type, a label for EXTRA and a note. */
export function ClientAddressesSection() {
  const { control, getValues, formState } = useFormContext<ClientFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'addresses' });
  const errors = formState.errors.addresses;
  return (
    <FormSection
      title="Addresses"
      action={
        <Button startIcon={<AddIcon />} onClick={() => append(newAddress(getValues('addresses') ?? []))}>
          Add Address
        </Button>
      }
    >
      {fields.map((row, index) => {
        const name = `Address ${index + 1}`;
        const rowErrors = errors?.[index];
        const partErrors: Partial<Record<AddressPart, string | undefined>> = Object.fromEntries(
          ADDRESS_PARTS.map((part) => [part, rowErrors?.[part]?.message]),
        );
        const firstPartError = ADDRESS_PARTS.map((part) => partErrors[part]).find(Boolean);
        return (
          <Controller
            key={row.id}
            control={control}
            name={`addresses.${index}`}
            render={({ field }) => (
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                <EntryRow label={`${name} entry`}>
                  <TypeSelect
                    label={`${name} type`}
                    value={field.value.type}
                    types={ADDRESS_TYPES}
                    labels={ADDRESS_TYPE_LABELS}
                    error={rowErrors?.type?.message}
                    onChange={(type) => field.onChange({ ...field.value, type })}
                  />
                  {field.value.type === 'EXTRA' && (
                    <ExtraLabelField
                      label={`${name} label`}
                      value={field.value.field_name}
                      error={rowErrors?.field_name?.message}
                      onChange={(text) => field.onChange({ ...field.value, field_name: text })}
                    />
                  )}
                  <Box sx={{ flex: 1, width: '100%' }}>
                    <AddressField
                      label={name}
                      value={field.value}
                      error={firstPartError}
                      partErrors={partErrors}
                      onChange={(address) => field.onChange({ ...field.value, ...EMPTY_PARTS, ...address })}
                    />
                  </Box>
                  <RemoveRowButton label={`Remove address ${index + 1}`} onClick={() => remove(index)} />
                </EntryRow>
                <TextField
                  label={`${name} note`}
                  value={field.value.note ?? ''}
                  onChange={(event) => field.onChange({ ...field.value, note: event.target.value })}
                  error={Boolean(rowErrors?.note)}
                  helperText={rowErrors?.note?.message}
                  size="small"
                />
              </Box>
            )}
          />
        );
      })}
    </FormSection>
  );
}
