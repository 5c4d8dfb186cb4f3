import { PhotoField } from '../../files/index';
import type { StaffImage } from '../api/staff-types';
import { StaffAvatar } from '../components/staff-avatar';

export interface StaffPhotoFieldProps {
  value: StaffImage | null;
  onChange: (image: StaffImage | null) => void;
  /** For the initials shown without a photo. */
  person: { name: string; initials: string; color: string };
  error?: string;
}

/** The staff member's profile photo, over their initials on their colour. */
export function StaffPhotoField({ value, onChange, person, error }: StaffPhotoFieldProps) {
  return (
    <PhotoField
      value={value}
      onChange={onChange}
      avatar={<StaffAvatar user={{ ...person, profile_image: value }} size={72} />}
      inputLabel="Profile photo"
      error={error}
    />
  );
}
