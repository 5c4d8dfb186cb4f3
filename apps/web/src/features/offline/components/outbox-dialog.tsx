import { formatDateTime } from '@fieldbook/domain/format/en-au';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { outbox, useOutboxItems } from '../../../lib/offline/app-outbox';
import type { OutboxItem } from '../../../lib/offline/offline-db';
import type { OutboxPayloads } from '../../../lib/offline/outbox-senders';
import { AppointmentConflict, ReportConflict, resend } from './conflicts';
import { PENDING_MESSAGES } from './pending-changes';

export const OUTBOX_MESSAGES = {
  title: 'Changes not sent yet',
  empty: 'Every change has been sent.',
  gone: 'Your text is kept here: copy it before you discard the change.',
} as const;

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A refused note: the server's message, the text to fix, and Try Again. */
function EditableNote({ item }: { item: OutboxItem }) {
  const note = item.payload as OutboxPayloads['note'];
  const [value, setValue] = useState(note.value);
  const error = item.held?.fields.value;
  return (
    <Stack spacing={1}>
      <TextField
        label="Note"
        multiline
        minRows={2}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(error)}
        helperText={error}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={() => resend(item, { ...note, value })}>
          Try again
        </Button>
        <Button onClick={() => outbox.discard(item.seq)}>Discard</Button>
      </Box>
    </Stack>
  );
}

/** The worker's own words in a change that can no longer be made, so they are not lost. */
const textOf = (item: OutboxItem): string | null => {
  const payload = item.payload as { value?: string; description?: string | null };
  return payload.value ?? payload.description ?? null;
};

function HeldChange({ item }: { item: OutboxItem }) {
  const held = item.held;
  if (!held) return null;
  let choice: ReactNode;
  if (held.kind === 'conflict' && item.kind === 'appointment-edit') choice = <AppointmentConflict item={item} />;
  else if (held.kind === 'conflict' && item.kind === 'report') choice = <ReportConflict item={item} />;
  else if (held.kind === 'refused' && item.kind === 'note') choice = <EditableNote item={item} />;
  else {
    const text = held.kind === 'gone' ? textOf(item) : null;
    choice = (
      <Stack spacing={1}>
        {text && (
          <>
            <Typography variant="body2">{OUTBOX_MESSAGES.gone}</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', p: 1, bgcolor: 'action.hover' }}>
              {text}
            </Typography>
          </>
        )}
        <Box sx={{ display: 'flex', gap: 1 }}>
          {held.kind !== 'gone' && (
            <Button variant="contained" onClick={() => resend(item)}>
              Try again
            </Button>
          )}
          <Button onClick={() => outbox.discard(item.seq)}>Discard</Button>
        </Box>
      </Stack>
    );
  }
  const fieldMessages = Object.values(held.fields);
  return (
    <Stack spacing={1}>
      <Alert severity="error">
        {held.message}
        {fieldMessages.length > 0 && item.kind !== 'note' && (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {fieldMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Box>
        )}
      </Alert>
      {choice}
    </Stack>
  );
}

/** Every change still on this device, in the order it will be sent; what needs the worker, with its choices. */
export function OutboxDialog({ onClose }: { onClose: () => void }) {
  const items = useOutboxItems();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{OUTBOX_MESSAGES.title}</DialogTitle>
      <DialogContent dividers>
        {items.length === 0 && <Typography>{OUTBOX_MESSAGES.empty}</Typography>}
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {items.map((item) => (
            <li key={item.seq}>
              <Typography variant="subtitle1" component="h3">
                {item.label}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {formatDateTime(item.createdAt, localZone())} ·{' '}
                {item.state === 'held'
                  ? PENDING_MESSAGES.held
                  : item.state === 'sending'
                    ? PENDING_MESSAGES.sending
                    : PENDING_MESSAGES.waiting}
              </Typography>
              <HeldChange item={item} />
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
