import type { BookingState } from '@fieldbook/domain/booking/booking.constants';
import type { Executor } from '../../db/database';

/**
 * The state of the online booking an appointment was made by, or null when it was not booked online.
 * Bookings are the booking module's and booking builds on appointments, so the API hands this reader in.
 */
export type OnlineBookingOf = (db: Executor, companyId: number, appointmentId: number) => Promise<BookingState | null>;
