import ContentCopy from '@mui/icons-material/ContentCopy';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/notices';
import { useCopyLink } from '../../../components/use-copy-link';
import {
  useCreateMyCalendarFeed,
  useMyCalendarFeed,
  useRegenerateMyCalendarFeed,
  useRevokeMyCalendarFeed,
  webcalOf,
} from '../api/calendar-feeds-api';

/** settings/profile: the staff member's own private calendar link, for their phone's calendar. */
export function MyCalendarFeed() {
  const { enqueueSnackbar } = useSnackbar();
  const mine = useMyCalendarFeed();
  const create = useCreateMyCalendarFeed();
  const regenerate = useRegenerateMyCalendarFeed();
  const revoke = useRevokeMyCalendarFeed();
  const copy = useCopyLink();
  const [pending, setPending] = useState<'revoke' | 'regenerate' | null>(null);

  if (mine.isPending) return <Skeleton height={64} role="progressbar" aria-label="Loading your calendar link" />;
  const feed = mine.data?.feed ?? null;
  const confirm = () => {
    const action = pending;
    setPending(null);
    const onSuccess = () =>
      enqueueSnackbar(action === 'revoke' ? 'Feed revoked' : 'New link made', { variant: 'success' });
    if (action === 'revoke') revoke.mutate(undefined, { onSuccess });
    else regenerate.mutate(undefined, { onSuccess });
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Subscribe to this private link in Google Calendar, Apple Calendar or Outlook to see the appointments you attend
        on your phone. Anyone with the link can read them.
      </Typography>
      {feed ? (
        <>
          <Typography variant="body2" sx={{ wordBreak: 'break-all', my: 1 }} aria-label="Your calendar link">
            {feed.url}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button startIcon={<ContentCopy />} onClick={() => copy(feed.url)}>
              Copy link
            </Button>
            <Button startIcon={<EventAvailable />} href={webcalOf(feed.url)}>
              Subscribe
            </Button>
            <Button onClick={() => setPending('regenerate')}>Regenerate</Button>
            <Button color="error" onClick={() => setPending('revoke')}>
              Revoke
            </Button>
          </Stack>
        </>
      ) : (
        <Button variant="outlined" disabled={create.isPending} onClick={() => create.mutate(undefined)}>
          Create my calendar link
        </Button>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending === 'revoke' ? 'Revoke your feed?' : 'Make a new link?'}
        message={`Calendars subscribed to your link stop updating${
          pending === 'regenerate' ? ' until they subscribe to the new one' : ''
        }. This cannot be undone.`}
        confirmLabel={pending === 'revoke' ? 'Revoke' : 'Make new link'}
        destructive
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
