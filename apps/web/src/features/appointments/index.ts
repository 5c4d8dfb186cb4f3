/** The appointments feature's public face: what other features may use. */
export {
  appointmentQueryOptions,
  appointmentSearchQueryOptions,
  appointmentTimelineOwner,
  useAppointmentStaff,
} from './api/appointments-api';
export { useSmsPrice } from './api/send-message';
export { AppointmentSearchDialog } from './dialogs/lazy-appointment-dialogs';
