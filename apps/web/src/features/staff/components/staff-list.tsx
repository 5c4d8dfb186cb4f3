import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { StaffUser } from '../api/staff-types';
import { StaffAvatar } from './staff-avatar';

/** Case-insensitive match on name or email (the staff list's search and the staff picker). */
export function matchesStaff(user: Pick<StaffUser, 'name' | 'email'>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return needle === '' || user.name.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle);
}

export function StaffList({ users, onOpen }: { users: StaffUser[]; onOpen: (user: StaffUser) => void }) {
  return (
    <List aria-label="Staff" sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {users.map((user) => (
        <ListItem key={user.id} disablePadding>
          <ListItemButton divider onClick={() => onOpen(user)}>
            <ListItemAvatar>
              <StaffAvatar user={user} />
            </ListItemAvatar>
            <ListItemText
              primary={user.name}
              secondary={user.email}
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
            />
            <Box sx={{ display: 'flex', gap: 1, ml: 1, flexShrink: 0 }}>
              <Chip size="small" label={user.created_company ? 'Owner' : user.roles.join(', ')} variant="outlined" />
              {user.deactivated && <Chip size="small" color="error" label="Deactivated" />}
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
