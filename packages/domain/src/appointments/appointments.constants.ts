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

/** The timer field's default choices, in minutes (negative is before; spec section 5). */
export const REMINDER_OFFSET_OPTIONS = [-15, -30, -60, -120, -720, -1440, -10080, -20160, -43200, 0] as const;
