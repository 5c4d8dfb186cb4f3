import { registerBusinessBodySchema } from '@fieldbook/domain/auth/auth.schemas';
import { DEFAULT_TIMEZONE } from '@fieldbook/domain/company/company.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { TimezoneField } from '../../../components/timezone-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import { usePortalPath } from '../../../lib/portal-path';
import { useRegisterBusiness } from '../api/register-business';
import { registerDevice } from '../api/register-device';
import { AuthCard } from '../components/auth-card';

const formSchema = registerBusinessBodySchema.omit({ guid: true });
const FIELDS = ['company_name', 'first_name', 'last_name', 'email', 'password', 'timezone'] as const;

function browserTimezone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone?.startsWith('Australia/') ? zone : DEFAULT_TIMEZONE;
}

export function SignUpPage() {
  const to = usePortalPath();
  const navigate = useNavigate();
  const registerBusiness = useRegisterBusiness();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      company_name: '',
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      timezone: browserTimezone(),
    },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerBusiness.mutateAsync(values);
      void registerDevice();
      navigate(to('home'), { replace: true });
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <AuthCard
      title="Create your business account"
      subtitle="Set up your company and your owner account."
      wide
      footer={
        <Link component={RouterLink} to={to('')}>
          Already have an account? Sign in
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
          <TextField
            label="Business name"
            autoComplete="organization"
            required
            autoFocus
            {...textField(register('company_name'), errors.company_name)}
          />
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
          <NewPasswordFields password={password} field={register('password')} error={errors.password} />
          <Controller
            control={control}
            name="timezone"
            render={({ field, fieldState }) => (
              <TimezoneField
                value={field.value ?? null}
                onChange={(zone) => field.onChange(zone ?? undefined)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            Create Account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
