/** The booking module's public face: online booking's routes and background work (issue 37). */

export { bookingModule } from './booking.plugin';
export { bookingStateOf } from './booking.repository';
