import {
  type AppointmentSearchBody,
  appointmentSearchBodySchema,
} from '@fieldbook/domain/appointments/appointments.schemas';
import { RUNSHEET_MAX_APPOINTMENTS, type RunsheetBody } from '@fieldbook/domain/appointments/runsheets.schemas';

/** A day's runsheets as a calendar search: every appointment of the day in the statuses asked, by start. */
export const runsheetSearch = (body: RunsheetBody): AppointmentSearchBody =>
  appointmentSearchBodySchema.parse({
    start: `${body.date} 00:00:00`,
    end: `${body.date} 23:59:59`,
    status: body.status,
    sortBy: 'start_date',
    rows: RUNSHEET_MAX_APPOINTMENTS,
  });
