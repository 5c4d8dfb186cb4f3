import { EMAIL_TYPES, PHONE_TYPES } from '@fieldbook/domain/clients/clients.constants';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { EmailField } from '../../../components/email-field';
import { PhoneField } from '../../../components/phone-field';
import { EntryRow, ExtraLabelField, FormSection, RemoveRowButton, TypeSelect } from './client-form-parts';
import { type ClientFormValues, EMAIL_TYPE_LABELS, newEmail, newPhone, PHONE_TYPE_LABELS } from './client-form-values';

/** Emails: each an EmailField, a type (PRIMARY, BILLING, EXTRA) and a label for EXTRA. */
export function ClientEmailsSection() {
  const { control, getValues, formState } = useFormContext<ClientFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'emails' });
  const errors = formState.errors.emails;
  return (
    <FormSection
      title="Emails"
      action={
        <Button startIcon={<AddIcon />} onClick={() => append(newEmail(getValues('emails') ?? []))}>
          Add Email
        </Button>
      }
    >
      {fields.map((row, index) => {
        const name = `Email ${index + 1}`;
        const rowErrors = errors?.[index];
        return (
          <Controller
            key={row.id}
            control={control}
            name={`emails.${index}`}
            render={({ field }) => (
              <EntryRow label={`${name} entry`}>
                <TypeSelect
                  label={`${name} type`}
                  value={field.value.type}
                  types={EMAIL_TYPES}
                  labels={EMAIL_TYPE_LABELS}
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
                  <EmailField
                    label={name}
                    required
                    value={field.value.email_address}
                    error={rowErrors?.email_address?.message}
                    onChange={(email) => field.onChange({ ...field.value, email_address: email })}
                  />
                </Box>
                <RemoveRowButton label={`Remove email ${index + 1}`} onClick={() => remove(index)} />
              </EntryRow>
            )}
          />
        );
      })}
    </FormSection>
  );
}

/** Phones: each a PhoneField (mobiles checked as mobiles), a type of the six and a label for EXTRA. */
export function ClientPhonesSection() {
  const { control, getValues, formState } = useFormContext<ClientFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'phones' });
  const errors = formState.errors.phones;
  return (
    <FormSection
      title="Phones"
      action={
        <Button startIcon={<AddIcon />} onClick={() => append(newPhone(getValues('phones') ?? []))}>
          Add Phone
        </Button>
      }
    >
      {fields.map((row, index) => {
        const name = `Phone ${index + 1}`;
        const rowErrors = errors?.[index];
        return (
          <Controller
            key={row.id}
            control={control}
            name={`phones.${index}`}
            render={({ field }) => (
              <EntryRow label={`${name} entry`}>
                <TypeSelect
                  label={`${name} type`}
                  value={field.value.type}
                  types={PHONE_TYPES}
                  labels={PHONE_TYPE_LABELS}
                  error={rowErrors?.type?.message}
                  onChange={(type) =>
                    field.onChange({
                      ...field.value,
                      type,
                      area_code: type === 'MOBILE' ? null : field.value.area_code,
                    })
                  }
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
                  <PhoneField
                    label={name}
                    mobile={field.value.type === 'MOBILE'}
                    value={field.value}
                    error={
                      rowErrors?.phone_number?.message ??
                      rowErrors?.country_code?.message ??
                      rowErrors?.area_code?.message
                    }
                    onChange={(phone) => (phone ? field.onChange({ ...field.value, ...phone }) : remove(index))}
                  />
                </Box>
              </EntryRow>
            )}
          />
        );
      })}
    </FormSection>
  );
}
