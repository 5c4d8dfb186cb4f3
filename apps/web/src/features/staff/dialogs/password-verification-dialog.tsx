import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, useId, useState } from 'react';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/http-client';
import { validatePassword } from '../api/staff-api';

export interface PasswordVerificationDialogProps {
  open: boolean;
  /** With the token that lets the next save change the email address. */
  onVerified: (token: string) => void;
  onCancel: () => void;
}

/** "Verify your password": asked before an email address changes. */
export function PasswordVerificationDialog({ open, onVerified, onCancel }: PasswordVerificationDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const token = await validatePassword(password);
      setPassword('');
      onVerified(token);
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fieldError('password') ?? failure.message) : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Verify your password</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Changing an email address needs your password. A link is then sent to the new address to confirm it.
          </DialogContentText>
          <PasswordField
            label="Your password"
            autoComplete="current-password"
            autoFocus
            required
            fullWidth
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(error)}
            helperText={error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy || password === ''}>
            Verify
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
