import { AUTH_MESSAGES, resetPasswordBodySchema } from '@fieldbook/domain/auth/auth.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useSnackbar } from '../../../components/notices';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import { usePortalPath } from '../../../lib/portal-path';
import { useSignedIn } from '../../../lib/session/session-store';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

const FIELDS = ['email', 'code', 'password', 'password_confirmation'] as const;

export function ResetPasswordPage() {
  const to = usePortalPath();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const { enqueueSnackbar } = useSnackbar();
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { email: search.get('email') ?? '', code, password: '', password_confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword(values);
      enqueueSnackbar(AUTH_MESSAGES.passwordReset, { variant: 'success' });
      navigate(signedIn ? to('home') : to(''), { replace: true });
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the reset code we emailed you and choose a new password."
      footer={
        <Link component={RouterLink} to={to('password/forgot')}>
          Need a new code?
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            autoFocus={!search.get('email')}
            {...textField(register('email'), errors.email)}
          />
          <TextField
            label="Reset code"
            autoComplete="one-time-code"
            required
            autoFocus={Boolean(search.get('email')) && !code}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...textField(register('code'), errors.code)}
          />
          <NewPasswordFields
            password={password}
            field={register('password')}
            error={errors.password}
            confirmation={{ field: register('password_confirmation'), error: errors.password_confirmation }}
            changing
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
