import { type SlotTakenPayload, slotTakenPayloadSchema } from '@fieldbook/domain/booking/booking-public.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../lib/http-client';
import { formatSlotStart } from './booking-format';

/** A 409's message and next free times, when a request failed because the time was just taken. */
export function slotTakenOf(error: unknown): { message: string; next: SlotTakenPayload['next_times'] } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const payload = slotTakenPayloadSchema.safeParse(error.payload);
  return { message: error.message, next: payload.success ? payload.data.next_times : [] };
}

/** "Someone has just booked this time", with the next free times to take instead. */
export function SlotTakenAlert({
  taken,
  timezone,
  onChoose,
}: {
  taken: NonNullable<ReturnType<typeof slotTakenOf>>;
  timezone: string;
  onChoose: (start: string) => void;
}) {
  return (
    <Alert severity="warning">
      <Typography>{taken.message}</Typography>
      {taken.next.length > 0 && (
        <Box role="group" aria-label="Next free times" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {taken.next.map((start) => (
            <Button key={start} size="small" variant="outlined" color="inherit" onClick={() => onChoose(start)}>
              {formatSlotStart(start, timezone)}
            </Button>
          ))}
        </Box>
      )}
    </Alert>
  );
}
