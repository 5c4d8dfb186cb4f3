/** Appointment statuses (spec section 4). */
export const APPOINTMENT_STATUSES = [
  'UNSCHEDULED',
  'CANCELLED',
  'UNCONFIRMED',
  'SCHEDULED',
  'DEPARTED',
  'IN_PROGRESS',
  'COMPLETE',
  'DEPARTED_INCOMPLETE',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The status picker saves this long after the last change (spec section 9), so a slip is free to correct. */
export const STATUS_PICKER_SAVE_DELAY_MS = 500;

/** Create/Edit Appointment: a tab's search box takes focus this long after the tab opens (spec section 2). */
export const SEARCH_FOCUS_DELAY_MS = { desktop: 500, mobile: 750 } as const;
/** Narrower than this counts as mobile on the appointment screens (spec section 9). */
export const APPOINTMENT_MOBILE_BREAKPOINT = 1024;

/** What a new appointment may start as; editing allows every status. */
export const CREATE_STATUSES = [
  'UNSCHEDULED',
  'SCHEDULED',
  'UNCONFIRMED',
] as const satisfies readonly AppointmentStatus[];
/** recurring_status choices. */
export const RECURRING_STATUSES = CREATE_STATUSES;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

/** Appointment type limits and defaults (spec sections 3, 5 and 9). */
export const APPOINTMENT_TYPE_LIMITS = {
  shorthandMax: 10,
  nameMax: 100,
  titleMax: 255,
  descriptionMax: 5000,
  chipNameChars: 35,
  lineItemsMax: 50,
  offsetsMax: 10,
} as const;

export const TIME_ALLOCATION_OPTIONS = [15, 30, 60, 120, 300, 480] as const;

export const DEFAULT_APPOINTMENT_TYPE = {
  color: '#027be3',
  must_be_staffed: false,
  staff_reminder_offset: [] as number[],
  client_reminder_offset: [-1440],
  unscheduled_reminder_offset: [] as number[],
  time_allocation: 120,
  inventory: [],
  recursion_rule: null,
  recurring_status: 'UNSCHEDULED' as RecurringStatus,
};

export const APPOINTMENT_TYPE_MESSAGES = {
  nameRequired: 'The name field is required.',
  nameTooLong: `The name may not be greater than ${APPOINTMENT_TYPE_LIMITS.nameMax} characters.`,
  shorthandTooLong: `The shorthand name may not be greater than ${APPOINTMENT_TYPE_LIMITS.shorthandMax} characters.`,
  timeAllocationInvalid: 'The selected time allocation is invalid.',
  offsetInvalid: 'Each reminder offset must be a whole number of minutes within 700 days.',
  tooManyOffsets: `Add at most ${APPOINTMENT_TYPE_LIMITS.offsetsMax} reminders.`,
  recurringStatusInvalid: 'The selected recurring status is invalid.',
  colorInvalid: 'The colour must be a hex colour such as #027be3.',
  itemInvalid: 'The selected inventory item is invalid.',
  subscriptionOnly: 'Creating recurring rules is a subscription-only feature.',
  notFound: 'Appointment type could not be found',
  saved: 'Appointment Type successfully saved',
  archived: 'Appointment type deleted',
  restored: 'Appointment type restored',
} as const;

/**
 * The shorthand a new type suggests until the user edits it: the initials of the name's words,
 * upper-cased, at most 10 (spec section 5).
 */
export function shorthandOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
    .slice(0, APPOINTMENT_TYPE_LIMITS.shorthandMax);
}

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
  referenceTooLong: 'The reference number may not be greater than 30 characters.',
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
  clientArchived: 'This client is archived: restore it before booking it.',
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
  /** A message about a client goes only to the client's own stored contacts (no relaying typed addresses). */
  reminderEmailNotStored: 'Choose one of this client’s stored email addresses.',
  reminderMobileNotStored: 'Choose one of this client’s stored mobile numbers.',
  subscriptionOnly: 'Creating recurring rules is a subscription-only feature.',
  recurrenceInvalid: 'The recurring rule is not one this app can repeat by.',
  ruleChangedLater: 'The recurring rule was changed from a later appointment: change it there.',
  lockUnscheduled: 'An unscheduled appointment cannot be locked.',
  markUnscheduledStatus: 'Only a scheduled or unconfirmed appointment can be marked as unscheduled.',
  scheduleToChangeStatus: 'Schedule this appointment to change its status.',
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
