import { BOOKING_MESSAGES } from '@fieldbook/domain/booking/booking.constants';
import type { PublicBooking } from '@fieldbook/domain/booking/booking-public.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/http-client';
import { useBookingPage } from '../api/booking-page';
import { type ManageAction, useCancelBooking, useManagedBooking, useRescheduleBooking } from '../api/manage-booking';
import { BookingConfirmation } from '../components/booking-confirmation';
import { formatSlotStart } from '../components/booking-format';
import { SlotPicker } from '../components/slot-picker';
import { SlotTakenAlert, slotTakenOf } from '../components/slot-taken-alert';
import { useEmbedHeight } from '../components/use-embed-height';

const problemOf = (error: unknown) => (error instanceof ApiError ? (error.fieldError('start') ?? error.message) : null);

/** Choosing a new time for the booking from the service's free times. */
function Reschedule({ handle, token, booking }: { handle: string; token: string; booking: PublicBooking }) {
  const page = useBookingPage(handle);
  const move = useRescheduleBooking(handle, token);
  const [start, setStart] = useState<string | null>(null);
  const service = page.data?.services.find((candidate) => candidate.id === booking.service.id);
  if (move.data) return <BookingConfirmation booking={move.data.booking} headline={BOOKING_MESSAGES.rescheduled} />;
  const taken = slotTakenOf(move.error);
  const choose = (value: string) => {
    setStart(value);
    move.reset();
  };
  return (
    <Stack spacing={2}>
      <Typography>
        Now: {formatSlotStart(booking.start, booking.timezone)}. Choose a new time (
        {booking.timezone.replace(/_/g, ' ')} time).
      </Typography>
      {taken && <SlotTakenAlert taken={taken} timezone={booking.timezone} onChoose={choose} />}
      {!taken && move.isError && <Alert severity="error">{problemOf(move.error)}</Alert>}
      {page.isPending && <Skeleton variant="rounded" height={160} />}
      {page.data && !service && <Alert severity="info">{BOOKING_MESSAGES.serviceNotFound}</Alert>}
      {service && <SlotPicker handle={handle} service={service} value={start} onChoose={choose} />}
      <Box>
        <Button variant="contained" disabled={!start || move.isPending} onClick={() => start && move.mutate({ start })}>
          {start ? `Move to ${formatSlotStart(start, booking.timezone)}` : 'Choose a new time'}
        </Button>
      </Box>
    </Stack>
  );
}

/** Cancelling the booking, once confirmed. */
function Cancel({ handle, token, booking }: { handle: string; token: string; booking: PublicBooking }) {
  const cancel = useCancelBooking(handle, token);
  if (cancel.data) return <BookingConfirmation booking={cancel.data.booking} headline={BOOKING_MESSAGES.cancelled} />;
  return (
    <Stack spacing={2}>
      <Typography>
        {booking.service.name} with {booking.business_name}, {formatSlotStart(booking.start, booking.timezone)}.
      </Typography>
      {cancel.isError && <Alert severity="error">{problemOf(cancel.error)}</Alert>}
      <Box>
        <Button variant="contained" color="error" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          Cancel booking
        </Button>
      </Box>
    </Stack>
  );
}

/** book/{business}/reschedule/{token} and …/cancel/{token}: the links in the booking's confirmation. */
function ManageBooking({ action }: { action: ManageAction }) {
  const { business: handle = '', token = '' } = useParams();
  const managed = useManagedBooking(handle, action, token);
  const title = action === 'reschedule' ? 'Change your booking' : 'Cancel your booking';
  useEmbedHeight();
  useEffect(() => {
    document.title = title;
  }, [title]);
  const data = managed.data;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {managed.isPending && <Skeleton variant="rounded" height={160} role="progressbar" aria-label="Loading" />}
          {managed.isError && <Alert severity="error">{managed.error.message}</Alert>}
          {data && !data.changeable && <Alert severity="info">{data.reason}</Alert>}
          {data?.changeable &&
            (action === 'reschedule' ? (
              <Reschedule handle={handle} token={token} booking={data.booking} />
            ) : (
              <Cancel handle={handle} token={token} booking={data.booking} />
            ))}
        </Stack>
      </Paper>
    </Box>
  );
}

export const RescheduleBookingPage = () => <ManageBooking action="reschedule" />;
export const CancelBookingPage = () => <ManageBooking action="cancel" />;
