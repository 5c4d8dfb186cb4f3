import { changePasswordBodySchema } from '@fieldbook/domain/auth/auth.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useSnackbar } from '../../../components/notices';
import { PasswordField } from '../../../components/password-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const { enqueueSnackbar } = useSnackbar();
  const changePassword = useChangePassword();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordBodySchema), defaultValues: EMPTY });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values);
      reset(EMPTY);
      enqueueSnackbar('Your password has been changed.', { variant: 'success' });
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack spacing={2}>
        {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          {...textField(register('current_password'), errors.current_password)}
        />
        <NewPasswordFields
          password={password}
          field={register('password')}
          error={errors.password}
          confirmation={{ field: register('password_confirmation'), error: errors.password_confirmation }}
          changing
        />
        <Box>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Change Password
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
