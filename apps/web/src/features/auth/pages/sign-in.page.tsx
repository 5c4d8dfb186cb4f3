import type { SignInBody } from '@fieldbook/domain/auth/auth.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { LeanTextField } from '../../../components/lean-text-field';
import { PasswordField } from '../../../components/password-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { usePortal, usePortalPath } from '../../../lib/portal-path';
import { session } from '../../../lib/session/session-store';
import { registerDevice } from '../api/register-device';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';

type SignInFields = Omit<SignInBody, 'guid'>;
const resolver = lazyZodResolver<SignInFields>(() =>
  import('@fieldbook/domain/auth/auth.schemas').then((m) => m.signInBodySchema.omit({ guid: true })),
);

export function SignInPage() {
  const to = usePortalPath();
  const { kind } = usePortal();
  const navigate = useNavigate();
  const signIn = useSignIn();
  // The same screen signs clients in to Client Connect; an invitation (?refer=) is linked after.
  const client = session.portal() === 'connect';
  const refer = useSearchParams()[0].get('refer');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInFields>({ resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      if (!client) void registerDevice();
      navigate(to(client && refer ? `refer/${encodeURIComponent(refer)}` : 'home'), { replace: true });
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'password']);
    }
  });

  return (
    <AuthCard
      title="Sign in"
      subtitle={client ? 'Welcome back. Sign in to Client Connect.' : 'Welcome back. Sign in to your business account.'}
      footer={
        <>
          <Link component={RouterLink} to={to('password/forgot')}>
            Forgot your password?
          </Link>
          <Link component={RouterLink} to={to(refer ? `signup?refer=${encodeURIComponent(refer)}` : 'signup')}>
            {client ? 'Create an account' : 'Create a business account'}
          </Link>
          {kind === 'sandbox' && (
            <Link component={RouterLink} to={to('mailbox')}>
              Developer mailbox
            </Link>
          )}
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
          <LeanTextField
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus
            required
            {...textField(register('email'), errors.email)}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            {...textField(register('password'), errors.password)}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            Sign In
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
