import type { NotificationAnnounced } from '@fieldbook/domain/notifications/notifications.schemas';
import { CHANNELS, REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { useSnackbar } from '../../../components/notices';
import { lazyComponent } from '../../../lib/lazy-component';
import { useChannel } from '../../../lib/realtime/use-channel';
import { notificationsQueryKey, useNotifications } from '../api/notifications-api';

const NotificationsMenu = lazyComponent(
  () => import('./notifications-menu'),
  (m) => m.NotificationsMenu,
);

/** The top bar's bell: the unread count, kept live on the user's own channel, and the list on click. */
export function NotificationsBell() {
  const { data } = useNotifications();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  useChannel(
    CHANNELS.notifications,
    (message) => {
      if (message.event !== REALTIME_EVENTS.notification) return;
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      enqueueSnackbar((message.data as NotificationAnnounced).title, { variant: 'info' });
    },
    () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  );
  const unread = data?.unread ?? 0;
  // The name carries the count the badge shows (label in name), and no count when there is none to show.
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread > 0 ? `Notifications, ${shown} unread` : 'Notifications'}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        sx={{ mr: 1 }}
      >
        <Badge badgeContent={unread > 0 ? shown : undefined} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {/* Mounted from the first opening on, so it also closes as a menu does. */}
      {opened && (
        <Suspense fallback={null}>
          <NotificationsMenu id={menuId} anchorEl={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
