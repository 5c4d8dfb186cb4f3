import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { SingleFilePicker } from '../../files/components/single-file-picker';
import type { StaffImage } from '../api/staff-types';
import { StaffAvatar } from '../components/staff-avatar';

export interface StaffPhotoFieldProps {
  value: StaffImage | null;
  onChange: (image: StaffImage | null) => void;
  /** For the initials shown without a photo. */
  person: { name: string; initials: string; color: string };
  error?: string;
}

/** The profile photo: an image uploaded to the file store (the server resizes it and refuses GIFs). */
export function StaffPhotoField({ value, onChange, person, error }: StaffPhotoFieldProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <StaffAvatar user={{ ...person, profile_image: value }} size={72} />
      <Box sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <SingleFilePicker
            label={value ? 'Change Photo' : 'Upload Photo'}
            inputLabel="Profile photo"
            accept="image/png,image/jpeg,image/webp"
            icon={<PhotoCamera />}
            onUploaded={(file) =>
              onChange({ id: file.id, signed_thumbnail_url: file.signed_thumbnail_url, signed_url: file.signed_url })
            }
          />
          {value && (
            <Button size="small" onClick={() => onChange(null)}>
              Remove Photo
            </Button>
          )}
        </Box>
        <FormHelperText error={Boolean(error)}>{error ?? 'JPG or PNG; large photos are resized.'}</FormHelperText>
      </Box>
    </Box>
  );
}
