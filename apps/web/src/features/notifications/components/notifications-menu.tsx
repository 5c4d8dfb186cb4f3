import { formatDateTime } from '@fieldbook/domain/format/en-au';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { usePortalPath } from '../../../lib/portal-path';
import { useCanOpen } from '../../../lib/route-access';
import { notificationPath, useMarkNotificationsRead, useNotifications } from '../api/notifications-api';
import { PushOptIn } from './push-opt-in';

/** The bell's list: newest first, unread in bold; opening one marks it read and goes to its record. */
export function NotificationsMenu({
  id,
  anchorEl,
  onClose,
}: {
  id: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}) {
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const canOpen = useCanOpen();
  const to = usePortalPath();
  const navigate = useNavigate();
  const notifications = data?.notifications ?? [];
  return (
    <Popover
      id={id}
      open={anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: 480 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          Notifications
        </Typography>
        <Button size="small" disabled={!data?.unread || markRead.isPending} onClick={() => markRead.mutate(undefined)}>
          Mark all as read
        </Button>
      </Box>
      <Divider />
      {notifications.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          No notifications yet. You will hear here when a client answers a quotation or pays, a licence is about to
          expire, or a report you started is published.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Notifications">
          {notifications.map((notification) => {
            const path = notificationPath(notification.data);
            const open = () => {
              if (!notification.is_read) markRead.mutate([notification.id]);
              if (path && canOpen(path)) {
                onClose();
                void navigate(to(path));
              }
            };
            return (
              <ListItem key={notification.id} disablePadding>
                <ListItemButton onClick={open}>
                  <ListItemText
                    primary={notification.title}
                    secondary={
                      <>
                        {notification.body && (
                          <Box component="span" sx={{ display: 'block' }}>
                            {notification.body}
                          </Box>
                        )}
                        {formatDateTime(notification.created_at)}
                      </>
                    }
                    slotProps={{
                      primary: { sx: { fontWeight: notification.is_read ? 400 : 700 } },
                    }}
                  />
                  {!notification.is_read && (
                    <Box component="span" sx={{ ml: 1, fontSize: 12, color: 'primary.main' }}>
                      New
                    </Box>
                  )}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      <Divider />
      <PushOptIn />
    </Popover>
  );
}
