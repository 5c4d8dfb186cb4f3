import Avatar from '@mui/material/Avatar';

/** A client's initials in a circle (profile images come with files). */
export function ClientAvatar({ initials, size = 36 }: { initials: string; size?: number }) {
  return (
    <Avatar aria-hidden sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main' }}>
      {initials || '?'}
    </Avatar>
  );
}
