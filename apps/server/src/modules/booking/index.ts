/** The booking module's public face: online booking's routes (issue 37). */

export { bookingStateOf } from './booking.repository';
export { bookingRoutes } from './booking.routes';
export { bookingPublicRoutes } from './booking-public.routes';
