import {
  CONNECT_MESSAGES,
  connectEmailChangeBodySchema,
  connectProfileBodySchema,
} from '@fieldbook/domain/connect/connect.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnackbar } from '../../../components/notices';
import { PasswordField } from '../../../components/password-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import { ChangePasswordForm } from '../../account/index';
import {
  requestConnectEmailChange,
  resendVerification,
  useConnectLoad,
  useSaveConnectProfile,
} from '../api/connect-account';

/** settings: the account's name, its email's verification, and its password. */
export function ConnectSettingsPage() {
  const load = useConnectLoad();
  useEffect(() => {
    document.title = 'Settings · Client Connect';
  }, []);
  if (!load.data) return <Skeleton variant="rounded" height={240} />;
  const { details } = load.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h5" component="h1">
        Settings
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Profile
        </Typography>
        <ProfileForm firstName={details.first_name} lastName={details.last_name} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Email address
        </Typography>
        <Typography>{details.email}</Typography>
        {!details.email_verified && <VerifyNotice />}
        <EmailChangeForm current={details.email} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Password
        </Typography>
        <ChangePasswordForm />
      </Paper>
    </Stack>
  );
}

function ProfileForm({ firstName, lastName }: { firstName: string; lastName: string }) {
  const save = useSaveConnectProfile();
  const { enqueueSnackbar } = useSnackbar();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(connectProfileBodySchema),
    defaultValues: { first_name: firstName, last_name: lastName },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      enqueueSnackbar('Profile saved', { variant: 'success' });
    } catch (error) {
      applyServerErrors(error, setError, ['first_name', 'last_name']);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile">
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="First name" required fullWidth {...textField(register('first_name'), errors.first_name)} />
          <TextField label="Last name" required fullWidth {...textField(register('last_name'), errors.last_name)} />
        </Stack>
        <Box>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Save
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** A new address, confirmed with the password; the account moves once the mailed link is followed. */
function EmailChangeForm({ current }: { current: string }) {
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(connectEmailChangeBodySchema), defaultValues: { email: '', password: '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await requestConnectEmailChange(values);
      setSentTo(values.email);
      setOpen(false);
      reset();
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'password']);
    }
  });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {sentTo && (
        <Alert severity="info">
          {CONNECT_MESSAGES.emailChangeSent(sentTo)} Until you follow it, you keep signing in with {current}.
        </Alert>
      )}
      {open ? (
        <form onSubmit={onSubmit} noValidate aria-label="Change email">
          <Stack spacing={2}>
            {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
            <TextField
              label="New email"
              type="email"
              autoComplete="email"
              required
              {...textField(register('email'), errors.email)}
            />
            <PasswordField
              label="Your password"
              autoComplete="current-password"
              required
              {...textField(register('password'), errors.password)}
            />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Send Verification Link
              </Button>
              <Button onClick={() => setOpen(false)} disabled={isSubmitting}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </form>
      ) : (
        <Box>
          <Button onClick={() => setOpen(true)}>Change Email</Button>
        </Box>
      )}
    </Stack>
  );
}

function VerifyNotice() {
  const [sent, setSent] = useState(false);
  return (
    <Alert
      severity="warning"
      sx={{ mt: 1 }}
      action={
        !sent && (
          <Button color="inherit" size="small" onClick={() => resendVerification().then(() => setSent(true))}>
            Resend
          </Button>
        )
      }
    >
      {sent ? 'A verification email has been sent.' : 'Your email address is not verified yet.'}
    </Alert>
  );
}
