import { BOOKING_MESSAGES } from '@fieldbook/domain/booking/booking.constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSnackbar } from '../../../components/notices';
import type { Appointment } from '../api/appointment-types';
import { useApproveBooking } from '../api/approve-booking';

/** An appointment requested on the business's public page: approving it confirms it and tells the client. */
export function ApproveBookingAlert({ appointment, canApprove }: { appointment: Appointment; canApprove: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const approve = useApproveBooking();
  if (appointment.online_booking !== 'pending') return null;
  return (
    <Alert
      severity="info"
      action={
        canApprove && (
          <Button
            color="inherit"
            size="small"
            disabled={approve.isPending}
            onClick={() =>
              approve.mutate(appointment.id, {
                onSuccess: () => enqueueSnackbar(BOOKING_MESSAGES.approved, { variant: 'success' }),
              })
            }
          >
            Approve
          </Button>
        )
      }
    >
      Booked online: waiting for your approval.
    </Alert>
  );
}
