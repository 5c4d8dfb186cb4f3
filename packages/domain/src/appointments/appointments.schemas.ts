import { DateTime } from 'luxon';
import { z } from 'zod';
import { addressSchema, timezoneSchema } from '../company/company.schemas';
import { blankToNull } from '../http/schema-helpers';
import { MAX_OFFSET_MINUTES } from '../inputs/timer-offset.rules';
import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  CREATE_STATUSES,
  RECURRING_STATUSES,
} from './appointments.constants';

export const SQL_DATE_TIME = 'yyyy-MM-dd HH:mm:ss';

export const REMINDER_KEYS = ['staff', 'unscheduled', 'clients'] as const;
export const REMINDER_TYPES = ['EMAIL', 'SMS', 'NONE'] as const;
/** Reminder list limits (spec section 5): per appointment for staff and unscheduled, per client for clients. */
export const REMINDER_LIMITS = { staff: 3, unscheduled: 1, clients: 3 } as const;

/** What else a change to one appointment of a series does: nothing, or also the later (un)scheduled ones. */
export const SERIES_ACTIONS = ['none', 'unscheduled', 'scheduledAndUnscheduled'] as const;
export type SeriesAction = (typeof SERIES_ACTIONS)[number];

export const APPOINTMENT_MESSAGES = {
  titleRequired: 'The title field is required.',
  referenceRequired: 'The reference number field is required.',
  referenceTaken: 'The reference number has already been taken.',
  startRequired: 'The start date field is required.',
  endRequired: 'The end date field is required.',
  dateInvalid: 'Enter a date and time as yyyy-mm-dd hh:mm.',
  endBeforeStart: 'The end date must be after the start date.',
  createStatus: 'A new appointment can only be Unscheduled, Scheduled or Unconfirmed.',
  statusInvalid: 'The selected status is invalid.',
  colorInvalid: 'The colour must be a hex colour such as #027be3.',
  attendeeInvalid: 'The selected staff member is invalid.',
  attendeeSelfOnly: 'You can only add yourself as a staff member.',
  clientInvalid: 'The selected client is invalid.',
  typeInvalid: 'The selected appointment type is invalid.',
  quotationInvalid: 'The selected quotation is invalid.',
  reminderOffsetInvalid: 'The reminder time must be within 700 days of the appointment.',
  staffRemindersLimit: `Add at most ${REMINDER_LIMITS.staff} staff reminders.`,
  unscheduledRemindersLimit: `Add at most ${REMINDER_LIMITS.unscheduled} unscheduled reminder.`,
  clientRemindersLimit: `Add at most ${REMINDER_LIMITS.clients} reminders for each client.`,
  unscheduledNoStaffReminders: 'An unscheduled appointment has no staff reminders.',
  reminderClientInvalid: 'A client reminder must name one of the appointment’s clients.',
  reminderEmailInvalid: 'This email is invalid',
  reminderEmailEmpty: 'Please enter a valid email',
  reminderMobileInvalid: 'This mobile number might be invalid',
  reminderMobileEmpty: 'Please enter a valid mobile number',
  subscriptionOnly: 'Creating recurring rules is a subscription-only feature.',
  recurrenceInvalid: 'The recurring rule is not one this app can repeat by.',
  ruleChangedLater: 'The recurring rule was changed from a later appointment: change it there.',
  lockUnscheduled: 'An unscheduled appointment cannot be locked.',
  markUnscheduledStatus: 'Only a scheduled or unconfirmed appointment can be marked as unscheduled.',
  archivedReadOnly: 'This appointment is archived and read-only.',
  notEditable: 'You cannot edit this appointment.',
  notFound: 'Could not load appointment',
  created: 'Appointment successfully created',
  updated: 'Appointment successfully updated',
  statusChanged: 'Appointment status successfully changed.',
  deleted: 'Appointment successfully deleted.',
  upcomingDeleted: 'Upcoming appointments have successfully been deleted',
  markedUnscheduled: 'Appointment successfully marked as unscheduled.',
  locked: 'Appointment locked',
  unlocked: 'Appointment unlocked',
  mustBeStaffed: 'This appointment must be staffed, as suggested by the selected appointment type.',
} as const;

/** Spec section 8: a report, quotation or invoice made from an appointment needs one of its clients. */
export const needsClientMessage = (document: 'report' | 'quotation' | 'invoice') =>
  `Appointment must have at least one client in order to create a new ${document}`;

const M = APPOINTMENT_MESSAGES;
const ids = z.array(z.number().int().positive()).max(100).default([]);

/** An SQL date-time in the appointment's timezone; seconds optional on the way in. */
export const sqlDateTimeSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((text, ctx) => {
      const parsed = [SQL_DATE_TIME, 'yyyy-MM-dd HH:mm'].map((format) =>
        DateTime.fromFormat(text, format, { zone: 'utc' }),
      );
      const valid = parsed.find((date) => date.isValid && date.year >= 1900 && date.year <= 2100);
      if (!valid) {
        ctx.addIssue({ code: 'custom', message: M.dateInvalid });
        return z.NEVER;
      }
      return valid.toFormat(SQL_DATE_TIME);
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

const appointmentFields = {
  reference_id: z.string({ error: M.referenceRequired }).trim().min(1, M.referenceRequired).max(30),
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

const endAfterStart = <T extends { start_date: string; end_date: string }>(body: T) => body.end_date >= body.start_date;

/** POST v1/appointments. */
export const createAppointmentBodySchema = z
  .object({
    ...appointmentFields,
    status: z.enum(CREATE_STATUSES, { error: M.createStatus }).default('SCHEDULED'),
    reference_changed: z.boolean().optional(),
    note: z.preprocess(blankToNull, z.string().max(10_000).nullish()),
    quotation_id: z.number().int().positive().nullish(),
  })
  .refine(endAfterStart, { path: ['end_date'], message: M.endBeforeStart });
export type CreateAppointmentBody = z.infer<typeof createAppointmentBodySchema>;

/** PUT v1/appointments; updated_at is the version the edit started from. */
export const updateAppointmentBodySchema = z
  .object({
    id: z.number().int().positive(),
    ...appointmentFields,
    status: z.enum(APPOINTMENT_STATUSES, { error: M.statusInvalid }),
    update_recurring: z.enum(SERIES_ACTIONS).default('none'),
    updated_at: z.string().optional(),
  })
  .refine(endAfterStart, { path: ['end_date'], message: M.endBeforeStart });
export type UpdateAppointmentBody = z.infer<typeof updateAppointmentBodySchema>;

export const appointmentIdSchema = z.object({ id: z.coerce.number().int().positive() });
export const appointmentStatusBodySchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(APPOINTMENT_STATUSES, { error: M.statusInvalid }),
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

/** POST v1/appointments/search (spec section 7); the default status filter is every status but UNSCHEDULED. */
export const appointmentSearchBodySchema = z.object({
  page: z.number().int().min(1).default(1),
  rows: z.number().int().min(1).max(500).default(APPOINTMENT_SEARCH.pageSize),
  sortBy: z.enum(APPOINTMENT_SEARCH.sorts).default('closest'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
  filter: z.string().trim().max(100).optional().default(''),
  start: sqlDateTimeSchema(M.startRequired).nullish(),
  end: sqlDateTimeSchema(M.endRequired).nullish(),
  all_day: z.boolean().nullish(),
  status: z.array(z.enum(APPOINTMENT_STATUSES)).nullish(),
  users: ids,
  clients: ids,
  appointment_types: ids,
  color: z.string().max(20).nullish(),
  timezone: z.string().max(64).nullish(),
  is_scheduled: z.boolean().nullish(),
  creator: z.number().int().positive().nullish(),
  archived: z.boolean().default(false),
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
  })
  .refine(endAfterStart, { path: ['end_date'], message: M.endBeforeStart });
export type AvailabilityBody = z.infer<typeof availabilityBodySchema>;
