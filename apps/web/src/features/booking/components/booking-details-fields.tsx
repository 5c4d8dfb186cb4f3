import type { BookingBody } from '@fieldbook/domain/booking/booking-public.schemas';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { EmailField } from '../../../components/email-field';
import { visuallyHidden } from '../../../components/visually-hidden';
import { textField } from '../../../lib/form-fields';
import { BookingPhotosField } from './booking-photos-field';
import { JobAddressField } from './job-address-field';

/** The first message of the job address: the whole address's, or its first line's. */
const addressError = (errors: FieldErrors<BookingBody>) =>
  errors.address?.message ?? errors.address?.address_line_1?.message;

/**
 * Who books and where the job is: name, email, mobile, the job address (with the business's address
 * search), a note, photos of the job and the honeypot. `onPhotosChange` gets the photos' tokens and
 * whether one is still being sent.
 */
export function BookingDetailsFields({
  handle,
  control,
  register,
  errors,
  onPhotosChange,
}: {
  handle: string;
  control: Control<BookingBody>;
  register: UseFormRegister<BookingBody>;
  errors: FieldErrors<BookingBody>;
  onPhotosChange: (tokens: string[], sending: boolean) => void;
}) {
  return (
    <Stack spacing={2}>
      <TextField label="Your name" required autoComplete="name" {...textField(register('name'), errors.name)} />
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <EmailField
            label="Email"
            required
            autoComplete="email"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label="Mobile"
        type="tel"
        required
        autoComplete="tel"
        {...textField(register('mobile'), errors.mobile)}
      />
      <Controller
        control={control}
        name="address"
        render={({ field }) => (
          <JobAddressField handle={handle} value={field.value} onChange={field.onChange} error={addressError(errors)} />
        )}
      />
      <TextField
        label="Note (optional)"
        multiline
        minRows={3}
        {...textField(register('note'), errors.note)}
        helperText={errors.note?.message ?? 'What the job is about, access, pets…'}
      />
      <BookingPhotosField handle={handle} onChange={onPhotosChange} error={errors.photos?.message} />
      {/* A field people never see or reach; a form-filling robot fills it, and the server then stores nothing. */}
      <Box aria-hidden sx={visuallyHidden}>
        <TextField
          label="Website"
          tabIndex={-1}
          autoComplete="off"
          {...textField(register('website'))}
          slotProps={{ htmlInput: { tabIndex: -1 } }}
        />
      </Box>
    </Stack>
  );
}
