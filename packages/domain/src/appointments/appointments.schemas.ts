import { DateTime } from 'luxon';
import { addressSchema } from '../company/company.schemas';
import { timezoneSchema } from '../company/timezone.schemas';
import { SQL_DATE_TIME, SQL_DATE_TIME_NO_SECONDS, toSqlDateTime } from '../dates/date-codec';
import { blankToNull } from '../http/schema-helpers';
import { MAX_OFFSET_MINUTES } from '../inputs/timer-offset.rules';
import { z } from '../zod';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  CREATE_STATUSES,
  RECURRING_STATUSES,
  REMINDER_KEYS,
  REMINDER_TYPES,
  SERIES_ACTIONS,
  type SeriesAction,
} from './appointments.constants';

// Constants without zod live in appointments.constants, so screens that only show appointments load no
// zod; they are still exported from here for the many importers.
export {
  APPOINTMENT_MESSAGES,
  needsClientMessage,
  REMINDER_KEYS,
  REMINDER_LIMITS,
  REMINDER_TYPES,
  SERIES_ACTIONS,
  type SeriesAction,
} from './appointments.constants';

const M = APPOINTMENT_MESSAGES;
const ids = z.array(z.number().int().positive()).max(100).default([]);

const PLAIN_SQL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A well-formed SQL date-time of a real day and time (1900-2100) as luxon's parse would write it back,
 * without luxon (two of its parses per date were a twentieth of an availability check's CPU); null
 * leaves anything else to luxon.
 */
function plainSqlDateTime(text: string): string | null {
  const match = PLAIN_SQL_DATE_TIME.exec(text);
  if (!match) return null;
  const [, year = '', month = '', day = '', hour = '', minute = '', second = '00'] = match;
  const y = Number(year);
  const m = Number(month);
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const real =
    y >= 1900 &&
    y <= 2100 &&
    m >= 1 &&
    m <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= lastDay &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59;
  return real ? `${year}-${month}-${day} ${hour}:${minute}:${second}` : null;
}

/** An SQL date-time in the appointment's timezone; seconds optional on the way in. */
export const sqlDateTimeSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((text, ctx) => {
      const plain = plainSqlDateTime(text);
      if (plain !== null) return plain;
      const parsed = [SQL_DATE_TIME, SQL_DATE_TIME_NO_SECONDS].map((format) =>
        DateTime.fromFormat(text, format, { zone: 'utc' }),
      );
      const valid = parsed.find((date) => date.isValid && date.year >= 1900 && date.year <= 2100);
      if (!valid) {
        ctx.addIssue({ code: 'custom', message: M.dateInvalid });
        return z.NEVER;
      }
      return toSqlDateTime(valid);
    });

export const reminderSchema = z.object({
  key: z.enum(REMINDER_KEYS),
  client_id: z.number().int().positive().nullish(),
  user_id: z.number().int().positive().nullish(),
  type: z.enum(REMINDER_TYPES),
  value: z.string().trim().max(255).nullish(),
  reminder_offset: z
    .number({ error: M.reminderOffsetInvalid })
    .int(M.reminderOffsetInvalid)
    .min(-MAX_OFFSET_MINUTES, M.reminderOffsetInvalid)
    .max(MAX_OFFSET_MINUTES, M.reminderOffsetInvalid),
});
export type ReminderInput = z.infer<typeof reminderSchema>;

const appointmentAddressSchema = addressSchema.extend({
  full_address: z.string().max(500).nullish(),
  note: z.string().max(1000).nullish(),
});

const REFERENCE_MAX = 30;
/** The fields create and update share (the appointment form checks the same ones in the browser). */
export const appointmentFields = {
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(255),
  description: z.preprocess(blankToNull, z.string().max(10_000).nullish()),
  color: z.preprocess(
    blankToNull,
    z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, M.colorInvalid)
      .nullish(),
  ),
  start_date: sqlDateTimeSchema(M.startRequired),
  end_date: sqlDateTimeSchema(M.endRequired),
  timezone: timezoneSchema.default('Australia/Melbourne'),
  all_day: z.boolean().default(false),
  address: appointmentAddressSchema.nullish(),
  attendees: ids,
  clients: ids,
  types: ids,
  reminders: z.array(reminderSchema).max(50).default([]),
  recursion_rule: z.preprocess(blankToNull, z.string().max(500).nullish()),
  recurring_status: z.enum(RECURRING_STATUSES).default('UNSCHEDULED'),
};

/**
 * Empty or absent, or sent with reference_changed false (the form's offer, not typed): the server
 * takes the next free number when saving. A typed one must be free.
 */
export const createReferenceSchema = z.preprocess(
  blankToNull,
  z.string().trim().max(REFERENCE_MAX, M.referenceTooLong).nullish(),
);
/** An existing appointment keeps a reference. */
export const updateReferenceSchema = z
  .string({ error: M.referenceRequired })
  .trim()
  .min(1, M.referenceRequired)
  .max(REFERENCE_MAX, M.referenceTooLong);
export const statusSchema = z.enum(APPOINTMENT_STATUSES, { error: M.statusInvalid });
export const createStatusSchema = z.enum(CREATE_STATUSES, { error: M.createStatus });
export const noteSchema = z.preprocess(blankToNull, z.string().max(10_000).nullish());

export const endAfterStart = <T extends { start_date: string; end_date: string }>(body: T) =>
  body.end_date >= body.start_date;

/** POST v1/appointments. */
export const createAppointmentBodySchema = z
  .object({
    ...appointmentFields,
    status: createStatusSchema.default('SCHEDULED'),
    reference_id: createReferenceSchema,
    reference_changed: z.boolean().optional(),
    note: noteSchema,
    quotation_id: z.number().int().positive().nullish(),
  })
  .refine(endAfterStart, { path: ['end_date'], message: M.endBeforeStart });
export type CreateAppointmentBody = z.infer<typeof createAppointmentBodySchema>;

/** PUT v1/appointments; updated_at is the version the edit started from. */
export const updateAppointmentBodySchema = z
  .object({
    id: z.number().int().positive(),
    ...appointmentFields,
    reference_id: updateReferenceSchema,
    status: statusSchema,
    update_recurring: z.enum(SERIES_ACTIONS).default('none'),
    updated_at: z.string().optional(),
  })
  .refine(endAfterStart, { path: ['end_date'], message: M.endBeforeStart });
export type UpdateAppointmentBody = z.infer<typeof updateAppointmentBodySchema>;

export const appointmentIdSchema = z.object({ id: z.coerce.number().int().positive() });
export const appointmentStatusBodySchema = z.object({
  id: z.number().int().positive(),
  status: statusSchema,
});
export const appointmentLockBodySchema = z.object({ id: z.number().int().positive(), state: z.boolean() });
/** Which later appointments of a series an update or delete also reaches (spec section 4). */
export const SERIES_ACTION_STATUSES: Record<Exclude<SeriesAction, 'none'>, readonly AppointmentStatus[]> = {
  unscheduled: ['UNSCHEDULED'],
  scheduledAndUnscheduled: ['UNSCHEDULED', 'UNCONFIRMED', 'SCHEDULED'],
};
/** Delete Appointments Afterward reaches only these (spec section 4). */
export const UPCOMING_DELETABLE_STATUSES: readonly AppointmentStatus[] = [
  'UNSCHEDULED',
  'SCHEDULED',
  'CANCELLED',
  'UNCONFIRMED',
];
export const deleteAppointmentBodySchema = z.object({
  id: z.coerce.number().int().positive(),
  delete_action: z.enum(SERIES_ACTIONS).default('none'),
});

export const APPOINTMENT_SEARCH = { pageSize: 20, sorts: ['closest', 'start_date', 'created_at'] as const };

/**
 * POST v1/appointments/search (spec section 7); the default status filter is every status but UNSCHEDULED.
 * A colour or timezone filter must be one an appointment can have; the range cannot end before it starts.
 */
export const appointmentSearchBodySchema = z
  .object({
    page: z.number().int().min(1).default(1),
    rows: z.number().int().min(1).max(500).default(APPOINTMENT_SEARCH.pageSize),
    sortBy: z.enum(APPOINTMENT_SEARCH.sorts).default('closest'),
    sortDirection: z.enum(['asc', 'desc']).default('asc'),
    filter: z.string().trim().max(100).optional().default(''),
    start: sqlDateTimeSchema(M.startRequired).nullish(),
    end: sqlDateTimeSchema(M.endRequired).nullish(),
    all_day: z.boolean().nullish(),
    status: z.array(z.enum(APPOINTMENT_STATUSES)).max(APPOINTMENT_STATUSES.length).nullish(),
    users: ids,
    clients: ids,
    appointment_types: ids,
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, M.colorInvalid)
      .nullish(),
    timezone: timezoneSchema.nullish(),
    is_scheduled: z.boolean().nullish(),
    creator: z.number().int().positive().nullish(),
    archived: z.boolean().default(false),
  })
  .refine((body) => !body.start || !body.end || body.end >= body.start, {
    path: ['end'],
    message: M.endBeforeStart,
  });
export type AppointmentSearchBody = z.infer<typeof appointmentSearchBodySchema>;

/** POST v1/appointments/staff/availability. */
export const availabilityBodySchema = z
  .object({
    user_ids: z.array(z.number().int().positive()).min(1).max(100),
    start_date: sqlDateTimeSchema(M.startRequired),
    end_date: sqlDateTimeSchema(M.endRequired),
    except: z.number().int().positive().nullish(),
    timezone: timezoneSchema.default('Australia/Melbourne'),
    suggestions: z.boolean().default(true),
    /** The job's types: each staff member is checked for the licences they require (issue 37). */
    types: z.array(z.number().int().positive()).max(50).default([]),
    /** The job's place: suggestions weigh travel from and to the staff's other jobs that day. */
    destination: z
      .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
      .nullish(),
  })
  .refine(endAfterStart, { path: ['end_date'], message: M.endBeforeStart });
export type AvailabilityBody = z.infer<typeof availabilityBodySchema>;
