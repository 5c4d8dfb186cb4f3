import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';

/** Only web and mail links; anything else (javascript:, data:) is refused. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** Asks for a link's address; a bare domain gets https://. */
export function RichTextLinkDialog({
  open,
  onClose,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  onSave: (href: string) => void;
}) {
  const titleId = useId();
  const [href, setHref] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = href.trim();
    const full = SAFE_LINK.test(value) || value.includes(':') ? value : `https://${value}`;
    if (!value || !SAFE_LINK.test(full)) {
      setError('Enter a web address such as https://example.com');
      return;
    }
    setHref('');
    setError('');
    onSave(full);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Insert Link</DialogTitle>
        <DialogContent>
          <TextField
            label="Address"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            error={Boolean(error)}
            helperText={error || ' '}
            autoFocus
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Insert
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
