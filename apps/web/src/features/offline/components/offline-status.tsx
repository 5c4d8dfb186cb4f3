import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useOutboxItems, useOutboxProgress } from '../../../lib/offline/app-outbox';
import { useKeptAt } from '../../../lib/offline/kept-queries';
import { useOnline } from '../../../lib/offline/offline-session';
import { useSignedIn } from '../../../lib/session/session-store';
import { shownInZone, sqlOfInstant } from '../../../lib/wall-clock';
import { ReviewChanges } from './review-changes';

const changes = (n: number) => `${n} change${n === 1 ? '' : 's'}`;

export const OFFLINE_MESSAGES = {
  offline: 'You are offline.',
  saved: (time: string) => `Showing what was saved at ${time}.`,
  waiting: (n: number) => `${changes(n)} waiting to send.`,
  sending: (sent: number, total: number) => `Sending ${Math.min(sent + 1, total)} of ${total}.`,
  held: (n: number) => `${changes(n)} need${n === 1 ? 's' : ''} you.`,
} as const;

/** "8:42am" on this device's clock (Intl; luxon stays off the first screens). */
function localTime(ms: number): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return shownInZone(sqlOfInstant(new Date(ms), zone), zone)?.time ?? '';
}

/**
 * Above every screen while the network is away or changes wait on this device: that it is offline,
 * how fresh what shows is, the queue ("Sending 3 of 7") and the changes that need the worker.
 */
export function OfflineStatus() {
  const online = useOnline();
  const keptAt = useKeptAt();
  const signedIn = useSignedIn();
  const items = useOutboxItems();
  const progress = useOutboxProgress();
  const [reviewing, setReviewing] = useState(false);
  const held = items.filter((item) => item.state === 'held').length;
  const waiting = items.length - held;
  const shown = signedIn && (!online || items.length > 0);

  const parts = [
    !online && OFFLINE_MESSAGES.offline,
    !online && keptAt !== null && OFFLINE_MESSAGES.saved(localTime(keptAt)),
    progress
      ? OFFLINE_MESSAGES.sending(progress.sent, progress.total)
      : waiting > 0 && OFFLINE_MESSAGES.waiting(waiting),
    held > 0 && OFFLINE_MESSAGES.held(held),
  ].filter(Boolean);
  return (
    <>
      {shown && (
        <Alert
          severity={held > 0 ? 'error' : 'warning'}
          role="status"
          sx={{ mb: 2 }}
          action={
            items.length > 0 && (
              <Button color="inherit" size="small" onClick={() => setReviewing(true)}>
                Review
              </Button>
            )
          }
        >
          {parts.join(' ')}
        </Alert>
      )}
      <ReviewChanges open={reviewing} onClose={() => setReviewing(false)} />
    </>
  );
}
