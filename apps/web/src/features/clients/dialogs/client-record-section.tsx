import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { textField } from '../../../lib/form-fields';
import { FormSection } from './client-form-parts';
import type { ClientFormValues } from './client-form-values';

/** Reference number; on add also the first note and the Client Connect sign-up request. */
export function ClientRecordSection({ adding }: { adding: boolean }) {
  const { control, register, formState } = useFormContext<ClientFormValues>();
  const errors = formState.errors;
  return (
    <FormSection title="Reference">
      <TextField
        label="Reference number"
        required
        {...textField(register('reference_id'), errors.reference_id)}
        sx={{ maxWidth: 320 }}
      />
      {adding && (
        <>
          <TextField label="Note" multiline minRows={3} {...textField(register('note'), errors.note)} />
          <Controller
            control={control}
            name="send_email"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Send Client Connect sign-up request"
              />
            )}
          />
        </>
      )}
    </FormSection>
  );
}
