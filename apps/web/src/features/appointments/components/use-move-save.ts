import { APPOINTMENT_MESSAGES } from '@fieldbook/domain/appointments/appointments.constants';
import type { UpdateAppointmentBody } from '@fieldbook/domain/appointments/appointments.schemas';
import { useSnackbar } from '../../../components/notices';
import { ApiError } from '../../../lib/http-client';
import type { CalendarAppointment } from '../api/appointment-types';
import { checkStaffAvailability, useUpdateAppointment } from '../api/appointments-api';
import { licenceWarnings } from './licence-warnings';

/**
 * Saves a calendar move (a drag, a resize, an unscheduled one dropped on a slot). A licence the staff
 * lack on the new date is said: refused (the staff field's message, and the move undone) or, where
 * the company only warns, after saving.
 */
export function useMoveSave() {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateAppointment();
  return (
    appointment: Pick<CalendarAppointment, 'id' | 'attendees'>,
    body: UpdateAppointmentBody,
    revert?: () => void,
  ) =>
    update.mutate(body, {
      onSuccess: async () => {
        enqueueSnackbar(APPOINTMENT_MESSAGES.updated, { variant: 'success' });
        if (body.types.length === 0 || body.attendees.length === 0) return;
        const { results } = await checkStaffAvailability({
          user_ids: body.attendees,
          start_date: body.start_date,
          end_date: body.end_date,
          timezone: body.timezone,
          types: body.types,
          except: appointment.id,
        });
        const warnings = licenceWarnings(results, appointment.attendees);
        if (warnings.length > 0) enqueueSnackbar(warnings.join('; '), { variant: 'warning' });
      },
      onError: (error) => {
        revert?.();
        const message = error instanceof ApiError ? (error.fieldError('attendees') ?? error.message) : String(error);
        enqueueSnackbar(message, { variant: 'error' });
      },
    });
}
