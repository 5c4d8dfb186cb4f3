import Avatar from '@mui/material/Avatar';
import { textColourOn } from '../../../lib/theme';
import type { StaffImage, StaffUser } from '../api/staff-types';

/** The staff member's photo, or their initials on their profile colour. */
export function StaffAvatar({
  user,
  size = 40,
}: {
  /** A photo as answered, or as the form holds it. */
  user: Pick<StaffUser, 'initials' | 'color' | 'name'> & { profile_image: StaffImage | null };
  size?: number;
}) {
  const photo = user.profile_image?.signed_thumbnail_url ?? undefined;
  return (
    <Avatar
      src={photo}
      alt={photo ? user.name : undefined}
      sx={{
        width: size,
        height: size,
        bgcolor: user.color,
        color: textColourOn(user.color),
        fontSize: size * 0.4,
        border: '2px solid',
        borderColor: 'background.paper',
      }}
    >
      {user.initials}
    </Avatar>
  );
}
