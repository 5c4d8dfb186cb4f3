import Avatar from '@mui/material/Avatar';
import { textColourOn } from '../../../app/theme';
import type { StaffUser } from '../api/staff-types';

/** The staff member's photo, or their initials on their profile colour. */
export function StaffAvatar({
  user,
  size = 40,
}: {
  user: Pick<StaffUser, 'initials' | 'color' | 'profile_image' | 'name'>;
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
