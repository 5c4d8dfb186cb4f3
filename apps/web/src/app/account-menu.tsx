import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePortalPath } from '../lib/portal-path';
import type { UserDetails } from '../lib/session/load-user';

/**
 * The app bar's account menu: who is signed in, Settings and Sign out. Its own chunk, fetched at the
 * first opening: Menu and its popover are not needed to show a screen.
 */
export function AccountMenu({
  id,
  anchorEl,
  user,
  onClose,
}: {
  id: string;
  anchorEl: HTMLElement | null;
  user: Pick<UserDetails, 'name' | 'email'> | undefined;
  onClose: () => void;
}) {
  const to = usePortalPath();
  return (
    <Menu id={id} anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose}>
      {user && (
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2">{user.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
      )}
      <Divider />
      <MenuItem component={RouterLink} to={to('settings')} onClick={onClose}>
        Settings
      </MenuItem>
      <MenuItem component={RouterLink} to={to('logout')} onClick={onClose}>
        Sign out
      </MenuItem>
    </Menu>
  );
}
