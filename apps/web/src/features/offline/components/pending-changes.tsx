import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { usePendingFor } from '../../../lib/offline/app-outbox';
import type { OutboxItem } from '../../../lib/offline/offline-db';
import { ReviewChanges } from './review-changes';

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

/**
 * A record's changes still on this device (made offline), each with where it stands. One that needs the
 * worker opens the Review dialog from here: the banner's Review is behind an open dialog's backdrop.
 */
export function PendingChanges({ record }: { record: string }) {
  const items = usePendingFor(record);
  const [reviewing, setReviewing] = useState(false);
  if (items.length === 0) return null;
  return (
    <>
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
              {...(item.state === 'held' && { onClick: () => setReviewing(true) })}
            />
          </li>
        ))}
      </Box>
      <ReviewChanges open={reviewing} onClose={() => setReviewing(false)} />
    </>
  );
}
