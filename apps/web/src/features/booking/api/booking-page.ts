import type {
  BookingBody,
  BookingPagePayload,
  BookingPhotoPayload,
  BookingResult,
  BookingSlotsPayload,
} from '@fieldbook/domain/booking/booking-public.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressSearchProvider } from '../../../components/address-search-provider';
import { createServerAddressSearch } from '../../../components/server-address-search';
import { http } from '../../../lib/http-client';
import { bookingRoute } from './booking-paths';

export const bookingPageKey = (handle: string) => ['booking', handle] as const;

/** GET /v1/connect/book/{business}: the business and its bookable services (404 when it takes no bookings). */
export function useBookingPage(handle: string) {
  return useQuery({
    queryKey: bookingPageKey(handle),
    queryFn: () => http.get<BookingPagePayload>(bookingRoute('page', handle), { expected: [404] }),
    retry: false,
  });
}

/** GET …/slots: a service's free start times per day, from a date (today in the business's timezone by default). */
export function useBookingSlots(handle: string, service: number | null, from: string | null, days: number) {
  return useQuery({
    queryKey: [...bookingPageKey(handle), 'slots', service, from, days],
    queryFn: () =>
      http.get<BookingSlotsPayload>(bookingRoute('slots', handle), {
        query: { service: service ?? undefined, from: from ?? undefined, days },
      }),
    enabled: service !== null,
    placeholderData: keepPreviousData,
    // Free times change as others book: always ask again when the page is shown again.
    staleTime: 0,
  });
}

/**
 * POST /v1/connect/book/{business}. 422 (per field) and 409 (the time was just taken, with the next
 * free times) are the form's to show; the free times are asked again after either.
 */
export function useBook(handle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingBody) =>
      http.post<BookingResult>(bookingRoute('book', handle), body, { expected: [409, 422, 429] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...bookingPageKey(handle), 'slots'] }),
  });
}

/** The job address's search: GET …/addresses and …/addresses/details, in the business's own country. */
export const bookingAddressSearch = (handle: string): AddressSearchProvider =>
  createServerAddressSearch({
    paths: { search: bookingRoute('addresses', handle), details: bookingRoute('addressDetails', handle) },
  });

/**
 * POST …/photos (multipart `photo`), reporting its progress (0-1): the photo's single-use token for the
 * booking. A refused photo (422, 413, 429) is the field's to show next to it.
 */
export function addBookingPhoto(
  handle: string,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
) {
  const form = new FormData();
  form.append('photo', file, file.name);
  return http.post<BookingPhotoPayload>(bookingRoute('photos', handle), undefined, {
    upload: { form, onProgress: options.onProgress },
    quiet: true,
    signal: options.signal,
  });
}
