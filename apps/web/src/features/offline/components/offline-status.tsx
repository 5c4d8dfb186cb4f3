import { formatTime } from '@fieldbook/domain/format/en-au';
import Alert from '@mui/material/Alert';
import { useKeptAt } from '../../../lib/offline/kept-queries';
import { useOnline } from '../../../lib/offline/offline-session';
import { useSignedIn } from '../../../lib/session/session-store';

export const OFFLINE_MESSAGES = {
  offline: 'You are offline.',
  saved: (time: string) => `Showing what was saved at ${time}.`,
} as const;

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Above every screen while the network is away: that it is, and how fresh what shows is. */
export function OfflineStatus() {
  const online = useOnline();
  const keptAt = useKeptAt();
  const signedIn = useSignedIn();
  if (online || !signedIn) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {OFFLINE_MESSAGES.offline}{' '}
      {keptAt !== null && OFFLINE_MESSAGES.saved(formatTime(new Date(keptAt).toISOString(), localZone()))}
    </Alert>
  );
}
