import type { UpdateAppointmentBody } from '@fieldbook/domain/appointments/appointments.schemas';
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
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { http } from '../../../lib/http-client';
import { outbox, replayOutbox, useOutboxItems } from '../../../lib/offline/app-outbox';
import type { OutboxItem } from '../../../lib/offline/offline-db';
import type { OutboxPayloads } from '../../../lib/offline/outbox-senders';
import { PENDING_MESSAGES } from './pending-changes';

export const OUTBOX_MESSAGES = {
  title: 'Changes not sent yet',
  empty: 'Every change has been sent.',
  yours: 'Yours',
  theirs: 'Theirs (saved meanwhile)',
  merged: 'Merged notes',
  gone: 'Your text is kept here: copy it before you discard the change.',
} as const;

type Theirs = { appointment: { description: string | null; updated_at: string } };

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Back in the queue (a new key: the server applied nothing under the old one), and sent when it can be. */
async function resend(item: OutboxItem, payload?: unknown) {
  await outbox.retry(item.seq, payload);
  void replayOutbox();
}

/**
 * A queued edit of an appointment's notes that someone else changed meanwhile: both versions side by
 * side, and the worker keeps theirs, keeps theirs, or a merge of the two. Nothing is overwritten unseen.
 */
function AppointmentConflict({ item }: { item: OutboxItem }) {
  const mine = item.payload as OutboxPayloads['appointment-edit'];
  const theirs = useQuery({
    queryKey: ['outbox', 'theirs', item.seq],
    queryFn: () => http.get<Theirs>('/appointments/find', { query: { id: mine.id }, quiet: true }),
  });
  const [merged, setMerged] = useState<string | null>(null);
  if (theirs.isPending) return <Typography variant="body2">Loading their version…</Typography>;
  if (theirs.isError) return <Alert severity="error">{theirs.error.message}</Alert>;
  const current = theirs.data.appointment;
  const onTop = (description: string | null | undefined): UpdateAppointmentBody => ({
    ...mine,
    description: description ?? null,
    updated_at: current.updated_at,
  });
  const mergedText = merged ?? [current.description, mine.description].filter(Boolean).join('\n\n');
  return (
    <Stack spacing={1.5}>
      <Box>
        <Typography variant="subtitle2">{OUTBOX_MESSAGES.yours}</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {mine.description || '—'}
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2">{OUTBOX_MESSAGES.theirs}</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {current.description || '—'}
        </Typography>
      </Box>
      <TextField
        label={OUTBOX_MESSAGES.merged}
        multiline
        minRows={3}
        value={mergedText}
        onChange={(event) => setMerged(event.target.value)}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => resend(item, onTop(mine.description))}>
          Keep mine
        </Button>
        <Button onClick={() => outbox.discard(item.seq)}>Keep theirs</Button>
        <Button onClick={() => resend(item, onTop(mergedText))}>Save merged</Button>
      </Box>
    </Stack>
  );
}

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
