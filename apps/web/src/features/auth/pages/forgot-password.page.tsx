import { AUTH_MESSAGES, forgotPasswordBodySchema } from '@fieldbook/domain/auth/auth.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import { usePortalPath } from '../../../lib/portal-path';
import { forgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';

export function ForgotPasswordPage() {
  const to = usePortalPath();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await forgotPassword(values);
      setSentTo(values.email);
    } catch (error) {
      applyServerErrors(error, setError, ['email']);
    }
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a 6-digit reset code."
      footer={
        <Link component={RouterLink} to={to('')}>
          Back to sign in
        </Link>
      }
    >
      {sentTo ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {AUTH_MESSAGES.resetSent}
          </Alert>
          <Button
            variant="contained"
            component={RouterLink}
            to={`${to('password/reset')}?email=${encodeURIComponent(sentTo)}`}
          >
            Enter Reset Code
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack spacing={2}>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              autoFocus
              {...textField(register('email'), errors.email)}
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              Send Reset Code
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
