import { z } from '../zod';
import { APPOINTMENT_MESSAGES as M } from './appointments.constants';
import {
  appointmentFields,
  createReferenceSchema,
  createStatusSchema,
  endAfterStart,
  noteSchema,
  statusSchema,
  updateReferenceSchema,
} from './appointments.schemas';
import { reminderProblems } from './reminder-checks.rules';

// Apart from the body schemas: the reminder checks bring the phone metadata, which the server's
// other importers and the screens showing appointments do not need.

/**
 * The Create/Edit Appointment form's values as the browser checks them before sending: the create or
 * update body's own fields and rules (so the messages are the server's), with the clients as the form
 * holds them, and the server's reminder checks except the clients' stored contacts, which only it reads.
 */
export const appointmentFormSchema = (adding: boolean) =>
  z
    .object({
      title: appointmentFields.title,
      description: appointmentFields.description,
      color: appointmentFields.color,
      reference_id: adding ? createReferenceSchema : updateReferenceSchema,
      note: noteSchema,
      status: adding ? createStatusSchema : statusSchema,
      start_date: appointmentFields.start_date,
      end_date: appointmentFields.end_date,
      timezone: appointmentFields.timezone,
      clients: z.array(z.object({ id: z.number().int().positive() })).max(100),
      attendees: z.array(z.object({ id: z.number().int().positive() })).max(100),
      types: appointmentFields.types,
      reminders: appointmentFields.reminders,
      recursion_rule: appointmentFields.recursion_rule,
      recurring_status: appointmentFields.recurring_status,
    })
    .refine(endAfterStart, { path: ['end_date'], message: M.endBeforeStart })
    .superRefine((form, ctx) => {
      const problems = reminderProblems(form.reminders, {
        status: form.status,
        clientIds: form.clients.map((client) => client.id),
      });
      for (const [path, message] of Object.entries(problems))
        ctx.addIssue({
          code: 'custom',
          path: path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
          message,
        });
    });
