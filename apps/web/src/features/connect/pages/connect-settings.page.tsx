import { connectProfileBodySchema } from '@fieldbook/domain/connect/connect.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import { ChangePasswordForm } from '../../account/components/change-password-form';
import { resendVerification, useConnectLoad, useSaveConnectProfile } from '../api/connect-account';

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
        <Typography sx={{ mt: 2 }}>Email: {details.email}</Typography>
        {!details.email_verified && <VerifyNotice />}
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
