import { BOOKING_LIMITS, BOOKING_MESSAGES } from '@fieldbook/domain/booking/booking.constants';
import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { ThumbnailRemoveButton } from '../../../components/thumbnail-remove-button';
import { ApiError } from '../../../lib/http-client';
import { addBookingPhoto } from '../api/booking-page';

interface Photo {
  key: number;
  name: string;
  /** The picture as chosen, shown before and after it is sent (never fetched back). */
  preview: string;
  progress: number;
  token: string | null;
  /** Why the business did not take it; it is then left out of the booking. */
  problem: string | null;
  abort: AbortController;
}

const problemOf = (error: unknown) =>
  error instanceof ApiError ? (error.fieldError('photo') ?? error.message) : BOOKING_MESSAGES.photoNotFound;

/**
 * Photos of the job: each is sent as it is added (POST …/photos) and shown as a thumbnail with a remove
 * button; the booking names the ones the business took by their tokens. At most BOOKING_LIMITS.photosMax.
 * `onChange` gets the tokens in the order added, and whether a photo is still being sent.
 */
export function BookingPhotosField({
  handle,
  onChange,
  error,
}: {
  handle: string;
  onChange: (tokens: string[], sending: boolean) => void;
  error?: string | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const nextKey = useRef(0);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const left = BOOKING_LIMITS.photosMax - photos.length;

  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    const tokens = photos.flatMap((photo) => (photo.token ? [photo.token] : []));
    changed.current(
      tokens,
      photos.some((photo) => !photo.token && !photo.problem),
    );
  }, [photos]);

  // The previews are the page's own memory: let them go (and stop sending) when the field goes.
  const shown = useRef(photos);
  shown.current = photos;
  useEffect(
    () => () => {
      for (const photo of shown.current) {
        photo.abort.abort();
        URL.revokeObjectURL(photo.preview);
      }
    },
    [],
  );

  const update = (key: number, change: Partial<Photo>) =>
    setPhotos((all) => all.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  const send = async (photo: Photo, file: File) => {
    try {
      const { photo: kept } = await addBookingPhoto(handle, file, {
        signal: photo.abort.signal,
        onProgress: (fraction) => update(photo.key, { progress: Math.round(fraction * 100) }),
      });
      update(photo.key, { token: kept.token, progress: 100 });
    } catch (failure) {
      if (!photo.abort.signal.aborted) update(photo.key, { problem: problemOf(failure) });
    }
  };

  const add = (files: File[]) => {
    const taken = files.slice(0, Math.max(left, 0));
    setNotice(files.length > taken.length ? BOOKING_MESSAGES.tooManyPhotos : null);
    const added = taken.map((file) => ({
      key: nextKey.current++,
      name: file.name,
      preview: URL.createObjectURL(file),
      progress: 0,
      token: null,
      problem: null,
      abort: new AbortController(),
    }));
    setPhotos((all) => [...all, ...added]);
    added.forEach((photo, index) => void send(photo, taken[index] as File));
  };

  const remove = (photo: Photo) => {
    photo.abort.abort();
    URL.revokeObjectURL(photo.preview);
    setPhotos((all) => all.filter((other) => other.key !== photo.key));
    setNotice(null);
    // The removed button is gone: keyboard focus goes back to adding photos.
    addButton.current?.focus();
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ mb: 1 }}>
        Photos (optional)
      </Typography>
      {photos.length > 0 && (
        <Box
          component="ul"
          aria-label="Photos"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 1.5,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
            gap: 1,
          }}
        >
          {photos.map((photo) => (
            <Box component="li" key={photo.key} sx={{ position: 'relative', minWidth: 0 }}>
              <Box
                component="img"
                src={photo.preview}
                alt={photo.name}
                sx={{
                  width: '100%',
                  aspectRatio: '1',
                  objectFit: 'cover',
                  borderRadius: 1,
                  display: 'block',
                  opacity: photo.problem ? 0.4 : 1,
                }}
              />
              <ThumbnailRemoveButton label={`Remove photo ${photo.name}`} onClick={() => remove(photo)} />
              {!photo.token && !photo.problem && (
                <LinearProgress
                  variant="determinate"
                  value={photo.progress}
                  aria-label={`Sending ${photo.name}`}
                  sx={{ mt: 0.5 }}
                />
              )}
              {photo.problem && (
                <FormHelperText error sx={{ overflowWrap: 'anywhere' }}>
                  {photo.problem}
                </FormHelperText>
              )}
            </Box>
          ))}
        </Box>
      )}
      <Button
        ref={addButton}
        variant="outlined"
        startIcon={<AddAPhotoOutlined />}
        onClick={() => input.current?.click()}
        disabled={left <= 0}
      >
        Add photos
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        hidden
        aria-label="Photos of the job"
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <FormHelperText error={Boolean(error ?? notice)}>
        {error ??
          notice ??
          `Up to ${BOOKING_LIMITS.photosMax} photos of the job, such as the appliance or the problem.`}
      </FormHelperText>
    </Box>
  );
}
