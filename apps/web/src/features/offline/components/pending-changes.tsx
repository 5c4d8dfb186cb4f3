import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { usePendingFor } from '../../../lib/offline/app-outbox';
import type { OutboxItem } from '../../../lib/offline/offline-db';

export const PENDING_MESSAGES = {
  waiting: 'Waiting to send',
  sending: 'Sending',
  held: 'Needs you',
} as const;

const stateOf = (item: OutboxItem) =>
  item.state === 'held'
    ? PENDING_MESSAGES.held
    : item.state === 'sending'
      ? PENDING_MESSAGES.sending
      : PENDING_MESSAGES.waiting;

/** A record's changes still on this device (made offline), each with where it stands. */
export function PendingChanges({ record }: { record: string }) {
  const items = usePendingFor(record);
  if (items.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Changes not sent yet"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {items.map((item) => (
        <li key={item.seq}>
          <Chip
            size="small"
            variant="outlined"
            color={item.state === 'held' ? 'error' : 'warning'}
            label={`${item.label}: ${stateOf(item)}`}
          />
        </li>
      ))}
    </Box>
  );
}
