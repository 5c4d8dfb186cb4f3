import { APPOINTMENT_STATUSES } from '../appointments/appointments.constants';
import { EMAIL_MESSAGES, emailSchema, requiredText } from '../auth/auth.schemas';
import { DOCUMENT_LIMITS } from '../documents/documents.constants';
import { blankableText } from '../http/schema-helpers';
import { COLOUR_MESSAGES, isHexColour } from '../inputs/colour.rules';
import { PHONE_MESSAGES, phoneTextSchema } from '../inputs/phone.rules';
import { PREFILL_COLUMNS } from '../inventory/inventory.constants';
import { LICENCE_CHECK_MODES } from '../licences/licences.constants';
import { ROUNDING_METHODS, TAX_TYPES } from '../money/money.rules';
import { z } from '../zod';
import { abnSchema } from './abn.rules';
import { timezoneSchema } from './timezone.schemas';

export const DEFAULT_TIMEZONE = 'Australia/Melbourne';
export const WEEK_START_MESSAGE = 'The week must start on a day from Sunday (0) to Saturday (6).';

/** Address parts of platform section 5. */
export const addressSchema = z.object({
  address_line_1: z.string().max(255, 'The address line may not be greater than 255 characters.').nullish(),
  locality: z.string().max(50, 'The suburb may not be greater than 50 characters.').nullish(),
  state: z.string().max(30, 'The state may not be greater than 30 characters.').nullish(),
  postal_code: z.string().max(10, 'The postcode may not be greater than 10 characters.').nullish(),
  country: z.string().max(50, 'The country may not be greater than 50 characters.').nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});
export type Address = z.infer<typeof addressSchema>;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = z.string().regex(TIME_OF_DAY, 'The time must be in the format HH:mm.');

/** Opening hours of one weekday; day 0 is Sunday, as calendar_start_of_week counts. */
export const businessHoursDaySchema = z
  .object({
    day: z.number().int().min(0).max(6),
    open: z.boolean(),
    start: timeOfDay,
    end: timeOfDay,
  })
  // Times that are not HH:mm already have their own message; comparing them would add a wrong one.
  .refine((day) => !day.open || !TIME_OF_DAY.test(day.start) || !TIME_OF_DAY.test(day.end) || day.start < day.end, {
    path: ['end'],
    message: 'The closing time must be after the opening time.',
  });
export type BusinessHoursDay = z.infer<typeof businessHoursDaySchema>;

export const DEFAULT_BUSINESS_HOURS: BusinessHoursDay[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  open: day >= 1 && day <= 5,
  start: '08:00',
  end: '17:00',
}));

export const LEGAL_NAME_MAX = 200;

/**
 * Business details (settings/business). The legal name, ABN, email and phone are what a tax
 * invoice shows of the seller; each is optional, absent keeps what is stored and empty clears it.
 */
export const updateCompanyBodySchema = z.object({
  company_name: requiredText('company name'),
  legal_name: blankableText(
    z.string().trim().max(LEGAL_NAME_MAX, `The legal name may not be greater than ${LEGAL_NAME_MAX} characters.`),
    'The legal name must be text.',
  ),
  abn: abnSchema,
  email: blankableText(emailSchema, EMAIL_MESSAGES.invalid),
  phone: blankableText(phoneTextSchema, PHONE_MESSAGES.invalid),
  address: addressSchema.nullish(),
  timezone: timezoneSchema,
  hide_timezone_options: z.boolean(),
  business_hours: z
    .array(businessHoursDaySchema)
    .length(7, 'Business hours need all seven weekdays.')
    .refine((days) => new Set(days.map((d) => d.day)).size === days.length, 'Each weekday may appear only once.'),
  calendar_start_of_week: z
    .number({ error: WEEK_START_MESSAGE })
    .int(WEEK_START_MESSAGE)
    .min(0, WEEK_START_MESSAGE)
    .max(6, WEEK_START_MESSAGE),
  updated_at: z.string().optional(),
});
export type UpdateCompanyBody = z.infer<typeof updateCompanyBodySchema>;

export const PAYMENT_REMINDER_MESSAGE =
  'A payment reminder must be a whole number of days from 1 to 365 after the due date.';

const settingChoice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `The selected ${label} is invalid.` });

export const INVOICE_DUE_DAYS_MESSAGE = `The invoice due date must be a whole number of days from 0 to ${DOCUMENT_LIMITS.termDaysMax}.`;

/** How an appointment without its own colour is coloured: by its first staff member, its first type, or the default. */
export const COLOUR_ALLOCATIONS = ['STAFF', 'TYPES', 'DEFAULT'] as const;
export type ColourAllocation = (typeof COLOUR_ALLOCATIONS)[number];

const settingFlag = (label: string) => z.boolean({ error: `The ${label} field must be true or false.` });

/** Only # with 3 or 6 hex digits (platform section 5); stored lower-case. */
const hexSetting = z
  .string({ error: COLOUR_MESSAGES.invalid })
  .refine(isHexColour, COLOUR_MESSAGES.invalid)
  .transform((value) => value.toLowerCase());

/** PUT /business/company/settings/defaults: the money and inventory defaults (settings/defaults). */
export const companyDefaultsBodySchema = z.object({
  gst_registered: z.boolean({ error: 'The GST registered field must be true or false.' }),
  default_gst: settingChoice(TAX_TYPES, 'default GST'),
  inventory_tax_type: settingChoice(TAX_TYPES, 'inventory tax type'),
  rounding_method: settingChoice(ROUNDING_METHODS, 'rounding method'),
  inventory_prefill_column: settingChoice(PREFILL_COLUMNS, 'prefill column'),
  setup_prefill_inventory: z.boolean({ error: 'The inventory categories field must be true or false.' }),
  /** Overdue invoices remind the client this many days after the due date (each once). */
  invoices_default_payment_reminders: z
    .array(
      z
        .number({ error: PAYMENT_REMINDER_MESSAGE })
        .int(PAYMENT_REMINDER_MESSAGE)
        .min(1, PAYMENT_REMINDER_MESSAGE)
        .max(365, PAYMENT_REMINDER_MESSAGE),
      {
        error: PAYMENT_REMINDER_MESSAGE,
      },
    )
    .max(DOCUMENT_LIMITS.paymentRemindersMax, `Add at most ${DOCUMENT_LIMITS.paymentRemindersMax} payment reminders.`)
    .optional(),
  // The invoicing and scheduling defaults below are optional: a client that does not send one keeps it.
  invoicing_due_date: z
    .number({ error: INVOICE_DUE_DAYS_MESSAGE })
    .int(INVOICE_DUE_DAYS_MESSAGE)
    .min(0, INVOICE_DUE_DAYS_MESSAGE)
    .max(DOCUMENT_LIMITS.termDaysMax, INVOICE_DUE_DAYS_MESSAGE)
    .optional(),
  invoices_prefill_description: settingFlag('invoice description prefill').optional(),
  quotations_prefill_description: settingFlag('quotation description prefill').optional(),
  appointments_color_allocation: settingChoice(COLOUR_ALLOCATIONS, 'colour allocation').optional(),
  appointments_default_color: hexSetting.optional(),
  appointment_status_colors: z
    .partialRecord(z.enum(APPOINTMENT_STATUSES), hexSetting, {
      error: 'The status colours must be a colour per appointment status.',
    })
    .optional(),
  reports_send_before_invoice_payment: settingFlag('send reports before payment').optional(),
  appointments_send_client_unscheduled_reminders: settingFlag('unscheduled reminders').optional(),
  appointments_always_show_timezone: settingFlag('always show timezone').optional(),
  licence_check: settingChoice(LICENCE_CHECK_MODES, 'licence check').optional(),
  updated_at: z.string().optional(),
});
export type CompanyDefaultsBody = z.infer<typeof companyDefaultsBodySchema>;
