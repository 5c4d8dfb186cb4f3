import { BOOKING_MESSAGES } from '@fieldbook/domain/booking/booking.constants';
import type { PublicBooking } from '@fieldbook/domain/booking/booking-public.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePortalPath } from '../../../lib/portal-path';
import { formatDuration, formatSlotStart } from './booking-format';

const STATE_MESSAGES: Record<PublicBooking['state'], string> = {
  confirmed: BOOKING_MESSAGES.booked,
  pending: BOOKING_MESSAGES.requested,
  cancelled: BOOKING_MESSAGES.cancelled,
};

/** A booking as its visitor sees it after booking or changing it: its state, time, and the links to change it. */
export function BookingConfirmation({ booking, headline }: { booking: PublicBooking; headline?: string }) {
  const to = usePortalPath();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {booking.state === 'pending' ? 'Request sent' : booking.state === 'cancelled' ? 'Booking cancelled' : 'Booked'}
      </Typography>
      <Alert severity={booking.state === 'cancelled' ? 'info' : 'success'} role="status">
        {headline ?? STATE_MESSAGES[booking.state]}
      </Alert>
      <Typography>
        <strong>{booking.service.name}</strong> ({formatDuration(booking.service.duration_minutes)}) with{' '}
        {booking.business_name}
      </Typography>
      {booking.state !== 'cancelled' && (
        <Typography>
          {formatSlotStart(booking.start, booking.timezone)} ({booking.timezone.replace(/_/g, ' ')} time)
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Reference {booking.reference}. We have emailed you these details.
      </Typography>
      {(booking.reschedule_path || booking.cancel_path) && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {booking.reschedule_path && (
            <Button variant="outlined" component={RouterLink} to={to(booking.reschedule_path)}>
              Change time
            </Button>
          )}
          {booking.cancel_path && (
            <Button color="error" component={RouterLink} to={to(booking.cancel_path)}>
              Cancel booking
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
