import { BOOKING_LIMITS, BOOKING_MESSAGES } from '@fieldbook/domain/booking/booking.constants';
import Close from '@mui/icons-material/Close';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { UploadDropArea } from '../../../components/upload-drop-area';
import { ApiError } from '../../../lib/http-client';
import { useUploadBookingPhoto } from '../api/booking-page';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

/** Photos of the job, each sent as it is chosen; the booking names their tokens. */
export function BookingPhotos({
  handle,
  onChange,
  error,
}: {
  handle: string;
  onChange: (tokens: string[]) => void;
  error?: string | undefined;
}) {
  const upload = useUploadBookingPhoto(handle);
  const [photos, setPhotos] = useState<{ token: string; name: string }[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(0);
  const keep = (next: { token: string; name: string }[]) => {
    setPhotos(next);
    onChange(next.map((photo) => photo.token));
  };

  const send = async (files: File[]) => {
    setProblem(null);
    const room = BOOKING_LIMITS.photosMax - photos.length;
    if (files.length > room) setProblem(BOOKING_MESSAGES.tooManyPhotos);
    let added = photos;
    setSending(Math.min(files.length, room));
    for (const file of files.slice(0, Math.max(room, 0))) {
      try {
        added = [...added, await upload.mutateAsync(file)];
        keep(added);
      } catch (failure) {
        setProblem(
          failure instanceof ApiError ? (failure.fieldError('file') ?? failure.message) : BOOKING_MESSAGES.photoInvalid,
        );
      }
      setSending((left) => left - 1);
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        Photos (optional)
      </Typography>
      <UploadDropArea
        onFiles={send}
        maxFileSizeMb={BOOKING_LIMITS.photoMaxMb}
        accept={ACCEPT}
        hint={`Up to ${BOOKING_LIMITS.photosMax} JPEG, PNG, WebP or HEIC photos.`}
        batches={
          sending > 0
            ? [{ id: 1, progress: 50, label: `Adding ${sending === 1 ? 'a photo' : `${sending} photos`}` }]
            : []
        }
        disabled={photos.length >= BOOKING_LIMITS.photosMax}
      />
      {photos.length > 0 && (
        <Stack
          direction="row"
          component="ul"
          aria-label="Photos added"
          sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
        >
          {photos.map((photo) => (
            <li key={photo.token}>
              <Chip
                label={photo.name}
                onDelete={() => keep(photos.filter((other) => other.token !== photo.token))}
                deleteIcon={<Close aria-label={`Remove ${photo.name}`} />}
              />
            </li>
          ))}
        </Stack>
      )}
      {(problem ?? error) && <FormHelperText error>{problem ?? error}</FormHelperText>}
    </Stack>
  );
}
