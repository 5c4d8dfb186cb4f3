import { updateProfileBodySchema } from '@fieldbook/domain/auth/auth.schemas';
import { EMAIL_CHANGE_MESSAGES } from '@fieldbook/domain/auth/email-change.constants';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSnackbar } from '../../../components/notices';
import { PasswordField } from '../../../components/password-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import type { UserDetails } from '../../../lib/session/load-user';
import { useUpdateProfile } from '../api/update-profile';

export const EMAIL_CHANGE_PASSWORD_MESSAGE = 'Enter your current password to change your email.';
const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;

/**
 * Own first/last name and email; changing the email asks for the current password and only takes
 * effect once the link sent to the new address is opened.
 */
export function ProfileForm({ details }: { details: UserDetails }) {
  const { enqueueSnackbar } = useSnackbar();
  const updateProfile = useUpdateProfile();
  const schema = useMemo(
    () =>
      updateProfileBodySchema.superRefine((values, ctx) => {
        if (values.email !== details.email.toLowerCase() && !values.password) {
          ctx.addIssue({ code: 'custom', path: ['password'], message: EMAIL_CHANGE_PASSWORD_MESSAGE });
        }
      }),
    [details.email],
  );
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { first_name: details.first_name, last_name: details.last_name, email: details.email, password: '' },
  });
  const email = useWatch({ control, name: 'email' });
  const emailChanged = email.trim().toLowerCase() !== details.email.toLowerCase();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const body = emailChanged ? values : { ...values, password: undefined };
      const saved = await updateProfile.mutateAsync(body);
      // A new email waits for its link: the form shows the address that still signs in.
      reset({ first_name: saved.first_name, last_name: saved.last_name, email: saved.email, password: '' });
      enqueueSnackbar('Your profile has been updated.', { variant: 'success' });
      if (emailChanged && saved.unverified_email) {
        enqueueSnackbar(EMAIL_CHANGE_MESSAGES.requested(saved.unverified_email), { variant: 'info' });
      }
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile">
      <Stack spacing={2}>
        {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
        {details.unverified_email && (
          <Alert severity="info">
            Your new email {details.unverified_email} is waiting for verification. Open the link we sent there; until
            then you sign in with {details.email}.
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            {...textField(register('first_name'), errors.first_name)}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            required
            {...textField(register('last_name'), errors.last_name)}
          />
        </Box>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...textField(register('email'), errors.email)}
        />
        {emailChanged && (
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            required
            {...textField(register('password'), errors.password)}
          />
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty}>
            Save Profile
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
