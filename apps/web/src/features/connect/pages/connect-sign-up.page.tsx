import { connectRegisterBodySchema } from '@fieldbook/domain/connect/connect.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import { usePortalPath } from '../../../lib/portal-path';
import { AuthCard } from '../../auth/index';
import { useConnectRegister } from '../api/connect-account';

const formSchema = connectRegisterBodySchema.omit({ guid: true });

/** Client sign-up; with ?refer={code} (an invitation) the new account is linked at once. */
export function ConnectSignUpPage() {
  const to = usePortalPath();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const referCode = search.get('refer') ?? undefined;
  const registerAccount = useConnectRegister();
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', refer_code: referCode },
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerAccount.mutateAsync(values);
      navigate(to('home'), { replace: true });
    } catch (error) {
      applyServerErrors(error, setError, ['first_name', 'last_name', 'email', 'password']);
    }
  });

  return (
    <AuthCard
      title="Create your Client Connect account"
      subtitle="See your quotations and invoices, accept quotes and pay online."
      footer={
        <Link component={RouterLink} to={to(referCode ? `?refer=${encodeURIComponent(referCode)}` : '')}>
          Already have an account? Sign in
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="First name"
              autoComplete="given-name"
              required
              fullWidth
              {...textField(register('first_name'), errors.first_name)}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              required
              fullWidth
              {...textField(register('last_name'), errors.last_name)}
            />
          </Stack>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...textField(register('email'), errors.email)}
          />
          <NewPasswordFields password={watch('password')} field={register('password')} error={errors.password} />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            Create Account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
