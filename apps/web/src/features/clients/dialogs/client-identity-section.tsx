import { clientDisplayName, clientInitials } from '@fieldbook/domain/clients/clients.schemas';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { textField } from '../../../lib/form-fields';
import { PhotoField } from '../../files/index';
import { ClientAvatar } from '../components/client-avatar';
import type { ClientFormValues } from './client-form-values';

/** Avatar (a photo, else the initials), Individual/Business, and the names that go with the type. */
export function ClientIdentitySection() {
  const { control, register, formState } = useFormContext<ClientFormValues>();
  const errors = formState.errors;
  const [isIndividual = true, firstName, lastName, displayName] = useWatch({
    control,
    name: ['is_individual', 'first_name', 'last_name', 'display_name'],
  });
  const initials = clientInitials(
    clientDisplayName({
      is_individual: isIndividual,
      first_name: firstName ?? null,
      last_name: lastName ?? null,
      display_name: displayName ?? null,
    }),
  );
  // An individual's display name is built from the names: its error shows on the first name.
  const firstNameError = errors.first_name ?? (isIndividual ? errors.display_name : undefined);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <PhotoField
              value={field.value ?? null}
              onChange={field.onChange}
              avatar={
                <Box role="img" aria-label={field.value ? 'Client photo' : `Initials ${initials || 'none'}`}>
                  <ClientAvatar initials={initials} image={field.value?.signed_thumbnail_url} size={56} />
                </Box>
              }
              inputLabel="Client photo"
              error={errors.image?.id?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="is_individual"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              color="primary"
              aria-label="Client type"
              value={field.value === false ? 'business' : 'individual'}
              onChange={(_event, next: string | null) => next && field.onChange(next === 'individual')}
            >
              <ToggleButton value="individual">Individual</ToggleButton>
              <ToggleButton value="business">Business</ToggleButton>
            </ToggleButtonGroup>
          )}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {isIndividual ? (
          <>
            <TextField
              label="First name"
              required
              autoComplete="off"
              {...textField(register('first_name'), firstNameError)}
            />
            <TextField label="Last name" autoComplete="off" {...textField(register('last_name'), errors.last_name)} />
          </>
        ) : (
          <TextField
            label="Display name"
            required
            autoComplete="off"
            {...textField(register('display_name'), errors.display_name)}
            sx={{ gridColumn: '1 / -1' }}
          />
        )}
        <TextField
          label="Contact name"
          autoComplete="off"
          {...textField(register('contact_name'), errors.contact_name)}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
    </Box>
  );
}
