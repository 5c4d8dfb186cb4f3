import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import { useRef } from 'react';
import { useFileUpload } from '../../files/components/use-file-upload';
import type { StaffImage } from '../api/staff-types';
import { StaffAvatar } from '../components/staff-avatar';

export interface StaffPhotoFieldProps {
  value: StaffImage | null;
  onChange: (image: StaffImage | null) => void;
  /** For the initials shown without a photo. */
  person: { name: string; initials: string; color: string };
  error?: string;
}

/** The profile photo: uploaded to the file store (images only; the server resizes it), with progress. */
export function StaffPhotoField({ value, onChange, person, error }: StaffPhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, batches, dialog } = useFileUpload();
  const progress = batches[0]?.progress ?? null;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const outcome = await upload([file]);
    if (input.current) input.current.value = '';
    const uploaded = outcome.kind === 'uploaded' || outcome.kind === 'partial' ? outcome.files[0] : undefined;
    if (uploaded) {
      onChange({
        id: uploaded.id,
        signed_thumbnail_url: uploaded.signed_thumbnail_url,
        signed_url: uploaded.signed_url,
      });
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <StaffAvatar user={{ ...person, profile_image: value }} size={72} />
      <Box sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<PhotoCamera />}
            onClick={() => input.current?.click()}
            disabled={progress !== null}
          >
            {value ? 'Change Photo' : 'Upload Photo'}
          </Button>
          {value && (
            <Button size="small" onClick={() => onChange(null)} disabled={progress !== null}>
              Remove Photo
            </Button>
          )}
        </Box>
        {progress !== null && (
          <LinearProgress variant="determinate" value={progress} aria-label="Uploading photo" sx={{ mt: 1 }} />
        )}
        <FormHelperText error={Boolean(error)}>{error ?? 'JPG or PNG; large photos are resized.'}</FormHelperText>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          aria-label="Profile photo"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
      </Box>
      {dialog}
    </Box>
  );
}
