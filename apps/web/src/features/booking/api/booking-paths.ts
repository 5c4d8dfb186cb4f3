import { BOOKING_ROUTES } from '@fieldbook/domain/booking/booking.constants';

type RouteName = keyof typeof BOOKING_ROUTES;

/** An API path of the public booking routes with its handle (and token) filled in. */
export function bookingRoute(name: RouteName, handle: string, token = ''): string {
  return BOOKING_ROUTES[name]
    .replace(':business', encodeURIComponent(handle))
    .replace(':token', encodeURIComponent(token));
}
