import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { SingleFilePicker } from './single-file-picker';

/** A picture chosen from the file store, as the API shows a profile image. */
export interface PickedImage {
  id: number;
  signed_thumbnail_url: string | null;
  signed_url: string | null;
}

export interface PhotoFieldProps {
  value: PickedImage | null;
  onChange: (image: PickedImage | null) => void;
  /** The avatar showing `value` (or the initials without one). */
  avatar: ReactNode;
  /** The file input's accessible name. */
  inputLabel: string;
  error?: string;
}

/** A profile photo: an image uploaded to the file store (the server resizes it and refuses GIFs). */
export function PhotoField({ value, onChange, avatar, inputLabel, error }: PhotoFieldProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {avatar}
      <Box sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <SingleFilePicker
            label={value ? 'Change Photo' : 'Upload Photo'}
            inputLabel={inputLabel}
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
