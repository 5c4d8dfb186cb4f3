import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, useId, useState } from 'react';
import { PasswordField } from '../../components/password-field';
import { signIn } from '../../features/auth/index';
import { ApiError } from '../../lib/http-client';
import { session } from '../../lib/session/session-store';

export const SESSION_PASSWORD_TRIES = 3;

interface SessionExpiringDialogProps {
  open: boolean;
  email: string | null;
  /** true once signed in again; false after the last wrong try or "Switch Accounts". */
  onDone: (signedIn: boolean) => void;
}

/** Platform section 8: after a failed token refresh the user re-enters the password; three tries. */
export function SessionExpiringDialog({ open, email, onDone }: SessionExpiringDialogProps) {
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [wrongTries, setWrongTries] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const finish = (signedIn: boolean) => {
    setPassword('');
    setWrongTries(0);
    setError(null);
    onDone(signedIn);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email || !password || busy) return;
    setBusy(true);
    setError(null);
    try {
      const payload = await signIn({ email, password, guid: session.guid() }, { quiet: true });
      session.setToken(payload.token);
      finish(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldError('email') === AUTH_MESSAGES.deactivated) {
        // Not a wrong password: the account was deactivated while signed in, so say so.
        setError(AUTH_MESSAGES.deactivated);
      } else if (failure instanceof ApiError && (failure.status === 422 || failure.status === 401)) {
        const tries = wrongTries + 1;
        if (tries >= SESSION_PASSWORD_TRIES) {
          finish(false);
          return;
        }
        setWrongTries(tries);
        setPassword('');
        setError(AUTH_MESSAGES.passwordIncorrect);
      } else {
        setError(failure instanceof Error ? failure.message : 'Could not connect to our server. Please try again.');
      }
    } finally {
      setBusy(false);
    }
  };

  const triesLeft = SESSION_PASSWORD_TRIES - wrongTries;
  return (
    <Dialog open={open} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Your session is about to expire...</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Enter the password for {email ?? 'your account'} to stay signed in.
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
              {wrongTries > 0 && ` (${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left)`}
            </Alert>
          )}
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoFocus
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => finish(false)}>Switch Accounts</Button>
          <Button type="submit" variant="contained" disabled={busy || !password}>
            Continue
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
