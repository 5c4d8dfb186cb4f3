import type { CalendarFeed } from '@fieldbook/domain/calendar-feeds/calendar-feeds.schemas';
import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useSnackbar } from '../../../components/notices';
import { PageHeader } from '../../../components/page-header';
import { useCopyLink } from '../../../components/use-copy-link';
import { useUserLoad } from '../../../lib/session/load-user';
import {
  useCalendarFeeds,
  useCreateCalendarFeed,
  useRegenerateCalendarFeed,
  useRevokeCalendarFeed,
  webcalOf,
} from '../api/calendar-feeds-api';

/** One calendar a feed can show: the company's or a staff member's. */
interface Calendar {
  key: string;
  label: string;
  userId: number | null;
  feed: CalendarFeed | undefined;
}

type Pending = { action: 'revoke' | 'regenerate'; calendar: Calendar; feed: CalendarFeed };

/** settings/externalCalendarFeeds: private iCalendar links calendar apps subscribe to (canCreateExternalCalendarFeeds). */
export function CalendarFeedsPage() {
  const { enqueueSnackbar } = useSnackbar();
  const list = useCalendarFeeds();
  const me = useUserLoad().data?.details.id;
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const [pending, setPending] = useState<Pending | null>(null);
  useEffect(() => {
    document.title = 'External Calendar Feeds · Fieldbook';
  }, []);

  const feeds = list.data?.feeds ?? [];
  const staff = [...(list.data?.staff ?? [])].sort((a, b) => Number(b.id === me) - Number(a.id === me));
  const calendars: Calendar[] = [
    ...staff.map((person) => ({
      key: `staff-${person.id}`,
      label: person.id === me ? `${person.name} (you)` : person.name,
      userId: person.id,
      feed: feeds.find((f) => f.kind === 'STAFF' && f.user_id === person.id),
    })),
    { key: 'company', label: 'Whole company', userId: null, feed: feeds.find((f) => f.kind === 'COMPANY') },
  ];

  const copyLink = useCopyLink();
  const copy = (feed: CalendarFeed) => copyLink(feed.url);
  const confirm = () => {
    if (!pending) return;
    const { action, feed } = pending;
    setPending(null);
    const onSuccess = () =>
      enqueueSnackbar(action === 'revoke' ? 'Feed revoked' : 'New link made', { variant: 'success' });
    if (action === 'revoke') revoke.mutate(feed.id, { onSuccess });
    else regenerate.mutate(feed.id, { onSuccess });
  };

  return (
    <>
      <PageHeader
        title="External Calendar Feeds"
        subtitle="A private link per calendar that Google Calendar, Apple Calendar or Outlook subscribes to, so appointments show on a phone."
      />
      {list.isPending ? (
        <Skeleton height={160} role="progressbar" aria-label="Loading calendar feeds" />
      ) : (
        <>
          {feeds.length === 0 && (
            <EmptyState title="No calendar feeds yet">
              Create a feed for a staff member, then send them its link to subscribe to.
            </EmptyState>
          )}
          <Paper variant="outlined">
            <List disablePadding aria-label="Calendars">
              {calendars.map((calendar) => (
                <ListItem key={calendar.key} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText
                    primary={calendar.label}
                    secondary={calendar.feed ? calendar.feed.url : 'No feed'}
                    slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
                    sx={{ flex: '1 1 280px' }}
                  />
                  {calendar.feed ? (
                    <FeedActions
                      calendar={calendar}
                      feed={calendar.feed}
                      onCopy={copy}
                      onAsk={(action, feed) => setPending({ action, calendar, feed })}
                    />
                  ) : (
                    <Button
                      startIcon={<Add />}
                      disabled={create.isPending}
                      aria-label={`Create feed for ${calendar.label}`}
                      onClick={() =>
                        create.mutate(
                          calendar.userId === null ? { kind: 'COMPANY' } : { kind: 'STAFF', user_id: calendar.userId },
                        )
                      }
                    >
                      Create feed
                    </Button>
                  )}
                </ListItem>
              ))}
            </List>
          </Paper>
        </>
      )}
      <Instructions />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.action === 'revoke' ? 'Revoke this feed?' : 'Make a new link?'}
        message={`Calendars subscribed to the link of ${pending?.calendar.label ?? ''} stop updating${
          pending?.action === 'regenerate' ? ' until they subscribe to the new one' : ''
        }. This cannot be undone.`}
        confirmLabel={pending?.action === 'revoke' ? 'Revoke' : 'Make new link'}
        destructive
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

function FeedActions({
  calendar,
  feed,
  onCopy,
  onAsk,
}: {
  calendar: Calendar;
  feed: CalendarFeed;
  onCopy: (feed: CalendarFeed) => void;
  onAsk: (action: Pending['action'], feed: CalendarFeed) => void;
}) {
  const name = calendar.label;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button startIcon={<ContentCopy />} onClick={() => onCopy(feed)} aria-label={`Copy link for ${name}`}>
        Copy link
      </Button>
      <Button startIcon={<EventAvailable />} href={webcalOf(feed.url)} aria-label={`Subscribe to ${name}`}>
        Subscribe
      </Button>
      <Button onClick={() => onAsk('regenerate', feed)} aria-label={`Regenerate link for ${name}`}>
        Regenerate
      </Button>
      <Button color="error" onClick={() => onAsk('revoke', feed)} aria-label={`Revoke feed for ${name}`}>
        Revoke
      </Button>
    </Stack>
  );
}

function Instructions() {
  return (
    <Box component="section" aria-labelledby="calendar-feed-help" sx={{ mt: 3 }}>
      <Typography id="calendar-feed-help" variant="h6" component="h2" gutterBottom>
        Subscribing to a feed
      </Typography>
      <Typography variant="body2" component="div">
        <ul>
          <li>
            Google Calendar: on a computer, Other calendars, +, From URL, then paste the link. It refreshes every few
            hours.
          </li>
          <li>Apple Calendar (iPhone, iPad, Mac): tap Subscribe on the device, or File, New Calendar Subscription.</li>
          <li>Outlook: Add calendar, Subscribe from web, then paste the link.</li>
        </ul>
        Anyone with a link can read its appointments: share it only with its staff member, and revoke or regenerate it
        if it gets out.
      </Typography>
    </Box>
  );
}
