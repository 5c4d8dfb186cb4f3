import { BOOKING_ROUTES } from '@fieldbook/domain/booking/booking.constants';
import type { ApproveBookingPayload } from '@fieldbook/domain/booking/booking-settings.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { appointmentsQueryKey } from './appointment-types';

/** POST /v1/business/company/booking/approve: a request booked online becomes a confirmed appointment. */
export function useApproveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: number) =>
      http.post<ApproveBookingPayload>(BOOKING_ROUTES.approve, { appointment_id: appointmentId }),
    // Its status changed on every calendar, list and dialog that shows it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}
