import { dateOnlySchema } from '../documents/documents.schemas';
import { z } from '../zod';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from './appointments.constants';

/** The runsheet's default filter (appointments spec section 4). */
export const RUNSHEET_STATUSES: readonly AppointmentStatus[] = ['SCHEDULED', 'IN_PROGRESS', 'DEPARTED'];

/** The most appointments one day's runsheets hold. */
export const RUNSHEET_MAX_APPOINTMENTS = 500;

/** POST v1/appointments/runsheets: one day's runsheets (needs canGenerateRunsheets). */
export const runsheetBodySchema = z.object({
  date: dateOnlySchema('The date field is required.'),
  status: z
    .array(z.enum(APPOINTMENT_STATUSES))
    .max(APPOINTMENT_STATUSES.length)
    .default([...RUNSHEET_STATUSES]),
});
export type RunsheetBody = z.infer<typeof runsheetBodySchema>;
