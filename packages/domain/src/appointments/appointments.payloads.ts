import { BOOKING_STATES } from '../booking/booking.constants';
import { COMMUNICATION_METHODS } from '../clients/clients.constants';
import { addressSchema, businessHoursDaySchema } from '../company/company.schemas';
import { timelineEntrySchema } from '../timeline/timeline.schemas';
import { z } from '../zod';
import { APPOINTMENT_STATUSES, RECURRING_STATUSES, REMINDER_KEYS, REMINDER_TYPES } from './appointments.constants';
import { climateSchema } from './climate';

/**
 * What v1/appointments answers: the routes serialize through these (so nothing undeclared leaks),
 * the presenters return their types and the web reads them. Times are yyyy-MM-dd HH:mm:ss in the
 * appointment's own timezone.
 */

export const appointmentReminderSchema = z.object({
  id: z.number(),
  key: z.enum(REMINDER_KEYS),
  client_id: z.number().nullable(),
  user_id: z.number().nullable(),
  type: z.enum(REMINDER_TYPES),
  value: z.string().nullable(),
  reminder_offset: z.number(),
  has_sent: z.boolean(),
});
export type AppointmentReminder = z.infer<typeof appointmentReminderSchema>;

/** Where an appointment is: an address as typed or found, with its one-line form and a note. */
export const appointmentAddressPayloadSchema = addressSchema.extend({
  full_address: z.string().nullish(),
  note: z.string().nullish(),
});

const attendeeSchema = z.object({
  id: z.number(),
  name: z.string(),
  initials: z.string(),
  color: z.string(),
  created_company: z.boolean(),
});
const appointmentClientSchema = z.object({
  id: z.number(),
  display_name: z.string(),
  disable_reminders: z.boolean(),
  default_communication_method: z.enum(COMMUNICATION_METHODS),
});
const appointmentTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  shorthand_name: z.string().nullable(),
  must_be_staffed: z.boolean(),
  color: z.string(),
});

/** An appointment (spec: Appointment). */
export const appointmentPayloadSchema = z.object({
  id: z.number(),
  reference_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  color: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  start_date: z.string(),
  end_date: z.string(),
  timezone: z.string(),
  timezone_details: z.object({ zone: z.string(), abbr: z.string(), diff_from_gmt: z.string() }),
  all_day: z.boolean(),
  address: appointmentAddressPayloadSchema.nullable(),
  attendees: z.array(attendeeSchema),
  clients: z.array(appointmentClientSchema),
  types: z.array(appointmentTypeSchema),
  is_locked: z.boolean(),
  is_recurring: z.boolean(),
  recursion_rule: z.object({ value: z.string() }).nullable(),
  /** One appointment answered alone (not in a list): the whole series by start, this one included. */
  recurring_appointments: z
    .array(z.object({ id: z.number(), start_date: z.string(), status: z.enum(APPOINTMENT_STATUSES) }))
    .optional(),
  recurring_status: z.enum(RECURRING_STATUSES),
  client_reminders: z.array(appointmentReminderSchema),
  staff_reminders: z.array(appointmentReminderSchema),
  unscheduled_reminders: z.array(appointmentReminderSchema),
  quotation_id: z.number().nullable(),
  archived: z.boolean(),
  can_edit: z.boolean(),
  is_attendee: z.boolean(),
  created_at: z.string(),
  creator: z.object({ name: z.string() }).nullable(),
  updated_at: z.string(),
  /** Booked on the business's public page (issue 37): the booking's state, so a request can be approved; else null or absent. */
  online_booking: z.enum(BOOKING_STATES).nullable().optional(),
});
export type Appointment = z.infer<typeof appointmentPayloadSchema>;

/** Every change answers the appointment as it now is. */
export const appointmentAnswerSchema = z.object({ appointment: appointmentPayloadSchema });

/** GET find: the appointment and its timeline's first entries. */
export const appointmentFindSchema = z.object({
  appointment: appointmentPayloadSchema,
  timeline: z.array(timelineEntrySchema),
});

/** GET climate: null when the appointment has no coordinates or the provider had nothing. */
export const appointmentClimateSchema = z.object({ climate: climateSchema.nullable() });

/** GET defaults/values: what Create Appointment starts from. */
export const appointmentDefaultsSchema = z.object({
  /** The next reference the server would take (it takes its own at saving unless one is typed). */
  reference_id: z.string(),
  quotation_id: z.number().nullable(),
  business_hours: z.array(businessHoursDaySchema),
  timezone: z.string(),
  address: appointmentAddressPayloadSchema.nullable(),
  /** The client to book: the one named, else the quotation's. */
  client: z.number().nullable(),
  user: z.object({ id: z.number() }),
});
export type AppointmentDefaults = z.infer<typeof appointmentDefaultsSchema>;

/** DELETE and DELETE upcoming: every appointment archived. */
export const deletedAppointmentsSchema = z.object({ deleted_ids: z.array(z.number()) });

/** POST search and runsheets: a page of appointments and how many match in all. */
export const appointmentSearchResultSchema = z.object({
  appointments: z.array(appointmentPayloadSchema),
  total: z.number(),
});

/**
 * An appointment as the calendar holds it: what it draws (time, title, colour, clients, staff, status,
 * lock) and what a move sends back whole (updateBodyOf: the PUT's fields), without what only the view
 * dialog and the other lists show. A week's 500 answer ~35 % fewer bytes to write, send and parse.
 */
export const calendarAppointmentSchema = appointmentPayloadSchema
  .omit({
    timezone_details: true,
    is_recurring: true,
    recurring_appointments: true,
    quotation_id: true,
    archived: true,
    is_attendee: true,
    created_at: true,
    creator: true,
    online_booking: true,
  })
  .extend({
    attendees: z.array(attendeeSchema.pick({ id: true, name: true, color: true })),
    clients: z.array(appointmentClientSchema.pick({ id: true, display_name: true })),
    types: z.array(appointmentTypeSchema.pick({ id: true, name: true, color: true })),
  });
export type CalendarAppointment = z.infer<typeof calendarAppointmentSchema>;

/** POST calendar: the search's page and total, each appointment as the calendar holds it. */
export const calendarSearchResultSchema = z.object({
  appointments: z.array(calendarAppointmentSchema),
  total: z.number(),
});

/** POST notify: how many messages were sent. */
export const appointmentNotifiedSchema = z.object({ sent: z.number() });

export const appointmentStaffMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  initials: z.string(),
  email: z.string(),
  color: z.string(),
});
export type AppointmentStaff = z.infer<typeof appointmentStaffMemberSchema>;
/** GET staff: whom an appointment may be given. */
export const appointmentStaffSchema = z.object({ users: z.array(appointmentStaffMemberSchema) });

export const AVAILABILITY_STATUSES = ['AVAILABLE', 'BUSY', 'OUTSIDE_HOURS'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
const spanSchema = { start_date: z.string(), end_date: z.string() };

/** POST staff/availability: each staff member's state over the span, and the nearest free spans. */
export const staffAvailabilitySchema = z.object({
  results: z.array(
    z.object({
      user_id: z.number(),
      status: z.enum(AVAILABILITY_STATUSES),
      conflicts: z.array(z.object({ id: z.number(), title: z.string(), ...spanSchema })),
      /** Holds every licence the job's types require, valid on its date; else why not. Qualified come first. */
      qualified: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
  /** Each with the estimated travel from the staff's previous job that day and to the next ("~12 min travel from 14 Smith St"). */
  suggestions: z.array(z.object({ ...spanSchema, travel: z.array(z.string()) })),
});
export type StaffAvailability = z.infer<typeof staffAvailabilitySchema>;
