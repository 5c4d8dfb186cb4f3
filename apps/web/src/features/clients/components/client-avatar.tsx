import Avatar from '@mui/material/Avatar';

/** A client's picture (its image's thumbnail), else their initials in a circle. */
export function ClientAvatar({
  initials,
  image,
  size = 36,
}: {
  initials: string;
  /** The signed thumbnail link of the client's image, when it has one. */
  image?: string | null;
  size?: number;
}) {
  return (
    <Avatar
      aria-hidden
      src={image ?? undefined}
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main' }}
    >
      {initials || '?'}
    </Avatar>
  );
}
