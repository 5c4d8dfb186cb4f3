import type {
  BookingResult,
  ManageBookingPayload,
  RescheduleBookingBody,
} from '@fieldbook/domain/booking/booking-public.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { bookingPageKey } from './booking-page';
import { bookingRoute } from './booking-paths';

export type ManageAction = 'reschedule' | 'cancel';

const manageKey = (handle: string, action: ManageAction, token: string) =>
  [...bookingPageKey(handle), action, token] as const;

/** GET …/reschedule/{token} or …/cancel/{token}: the booking and whether it may still be changed online. */
export function useManagedBooking(handle: string, action: ManageAction, token: string) {
  return useQuery({
    queryKey: manageKey(handle, action, token),
    queryFn: () => http.get<ManageBookingPayload>(bookingRoute(action, handle, token), { expected: [404] }),
    retry: false,
  });
}

/** POST …/reschedule/{token}: the new time; 409 when it was just taken (with the next free times), 422 per field. */
export function useRescheduleBooking(handle: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RescheduleBookingBody) =>
      http.post<BookingResult>(bookingRoute('reschedule', handle, token), body, { expected: [404, 409, 422, 429] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...bookingPageKey(handle), 'slots'] }),
  });
}

/** POST …/cancel/{token}. */
export function useCancelBooking(handle: string, token: string) {
  return useMutation({
    mutationFn: () =>
      http.post<BookingResult>(bookingRoute('cancel', handle, token), {}, { expected: [404, 422, 429] }),
  });
}
