import { BOOKING_ROUTES } from '@fieldbook/domain/booking/booking.constants';
import type { BookingSettingsBody, BookingSettingsPayload } from '@fieldbook/domain/booking/booking-settings.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

const settingsKey = ['business', 'booking-settings'] as const;

/** GET /v1/business/company/booking: the online booking settings, with every appointment type as a service. */
export function useBookingSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => http.get<BookingSettingsPayload>(BOOKING_ROUTES.settings),
  });
}

/** PUT /v1/business/company/booking: a 422 names its fields, which the form shows under them. */
export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingSettingsBody) =>
      http.put<BookingSettingsPayload>(BOOKING_ROUTES.settings, body, { expected: [422] }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
