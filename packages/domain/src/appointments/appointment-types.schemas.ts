import { presentedLineSchema } from '../documents/documents.payloads';
import { blankToNull, queryFlag } from '../http/schema-helpers';
import { MAX_OFFSET_MINUTES } from '../inputs/timer-offset.rules';
import { lineItemSchema } from '../inventory/line-item.rules';
import { licenceTypeIdsSchema } from '../licences/licence-types.schemas';
import { z } from '../zod';
import {
  APPOINTMENT_TYPE_LIMITS,
  APPOINTMENT_TYPE_MESSAGES,
  RECURRING_STATUSES,
  TIME_ALLOCATION_OPTIONS,
} from './appointments.constants';

const M = APPOINTMENT_TYPE_MESSAGES;
const optionalText = (max: number, label: string) =>
  z.preprocess(
    blankToNull,
    z.string().trim().max(max, `The ${label} may not be greater than ${max} characters.`).nullish(),
  );

const offsets = z
  .array(
    z
      .number({ error: M.offsetInvalid })
      .int(M.offsetInvalid)
      .min(-MAX_OFFSET_MINUTES, M.offsetInvalid)
      .max(MAX_OFFSET_MINUTES, M.offsetInvalid),
  )
  .max(APPOINTMENT_TYPE_LIMITS.offsetsMax, M.tooManyOffsets);

/** POST v1/appointments/types/save: creates a type, or updates the one named by id. */
export const saveAppointmentTypeBodySchema = z.object({
  id: z.number().int().positive().optional(),
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(APPOINTMENT_TYPE_LIMITS.nameMax, M.nameTooLong),
  shorthand_name: z.preprocess(
    blankToNull,
    z.string().trim().max(APPOINTMENT_TYPE_LIMITS.shorthandMax, M.shorthandTooLong).nullish(),
  ),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, M.colorInvalid)
    .default('#027be3'),
  must_be_staffed: z.boolean().default(false),
  client_title: optionalText(APPOINTMENT_TYPE_LIMITS.titleMax, 'client title'),
  client_description: optionalText(APPOINTMENT_TYPE_LIMITS.descriptionMax, 'client description'),
  title: optionalText(APPOINTMENT_TYPE_LIMITS.titleMax, 'title'),
  description: optionalText(APPOINTMENT_TYPE_LIMITS.descriptionMax, 'description'),
  time_allocation: z
    .number({ error: M.timeAllocationInvalid })
    .refine((minutes) => (TIME_ALLOCATION_OPTIONS as readonly number[]).includes(minutes), M.timeAllocationInvalid),
  /** RFC 5545 text or null; recurrence itself arrives with the next issue. */
  recursion_rule: z.preprocess(blankToNull, z.string().max(500).nullish()),
  recurring_status: z.enum(RECURRING_STATUSES, { error: M.recurringStatusInvalid }).default('UNSCHEDULED'),
  client_reminder_offset: offsets.default([-1440]),
  staff_reminder_offset: offsets.default([]),
  unscheduled_reminder_offset: offsets.default([]),
  inventory: z.array(lineItemSchema).max(APPOINTMENT_TYPE_LIMITS.lineItemsMax).default([]),
  /** The licence types staff need for it (issue 37); absent keeps those stored. */
  required_licence_type_ids: licenceTypeIdsSchema.optional(),
  updated_at: z.string().optional(),
});
export type SaveAppointmentTypeBody = z.infer<typeof saveAppointmentTypeBodySchema>;

/** GET v1/appointments/types/available. */
export const availableTypesQuerySchema = z.object({ with_deleted: queryFlag.optional() });

export const appointmentTypeIdSchema = z.object({ id: z.coerce.number().int().positive() });

/** An appointment type as v1/appointments/types answers it; its line items with their inventory item. */
export const appointmentTypePayloadSchema = z.object({
  id: z.number(),
  name: z.string(),
  shorthand_name: z.string().nullable(),
  color: z.string(),
  must_be_staffed: z.boolean(),
  client_title: z.string().nullable(),
  client_description: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  time_allocation: z.number(),
  recursion_rule: z.object({ value: z.string() }).nullable(),
  recurring_status: z.enum(RECURRING_STATUSES),
  client_reminder_offset: z.array(z.number()),
  staff_reminder_offset: z.array(z.number()),
  unscheduled_reminder_offset: z.array(z.number()),
  inventory: z.array(presentedLineSchema),
  /** The licence types staff need for it, by name. */
  required_licences: z.array(z.object({ id: z.number(), name: z.string() })),
  deleted: z.boolean(),
  updated_at: z.string(),
});
export type AppointmentTypePayload = z.infer<typeof appointmentTypePayloadSchema>;
