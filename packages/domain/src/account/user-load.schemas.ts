import { SUBSCRIPTION_STATUSES } from '../billing/billing.constants';
import { addressSchema, businessHoursDaySchema } from '../company/company.schemas';
import { articleSchema } from '../help/help.articles';
import { MAINTENANCE_STATUSES } from '../system/system.constants';
import { z } from '../zod';

/** Response shapes of the account calls; the server serializes through them, so nothing else leaks. */
export const userDetailsSchema = z.object({
  id: z.number(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  initials: z.string(),
  color: z.string(),
  email: z.string(),
  unverified_email: z.string().nullable(),
  signature: z.string().nullable(),
  profile_image: z.string().nullable(),
  role: z.string(),
  created_company: z.boolean(),
  calendar: z.object({ slot_duration: z.number() }),
  updated_at: z.string(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const companyPayloadSchema = z.object({
  id: z.number(),
  company_name: z.string(),
  /** The seller on tax invoices: legal name, ABN (its 11 digits), email and phone (full_phone). */
  legal_name: z.string().nullable(),
  abn: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  timezone: z.string(),
  hide_timezone_options: z.boolean(),
  calendar_start_of_week: z.number(),
  address: addressSchema.nullable(),
  business_hours: z.array(businessHoursDaySchema),
  settings: z.record(z.string(), z.unknown()),
  subscribed: z.boolean(),
  /** The subscription's state (billing.constants), for the past-due and lapsed banners. */
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  updated_at: z.string(),
});
export type CompanyPayload = z.infer<typeof companyPayloadSchema>;

export const maintenanceSchema = z.object({
  status: z.enum(MAINTENANCE_STATUSES),
  message: z.string().nullable(),
  pending_message: z.string().nullable(),
});
export type MaintenanceState = z.infer<typeof maintenanceSchema>;

/** GET v1/system/checkForUpdates: the deployed version and the maintenance state. */
export const updatesCheckSchema = z.object({ version: z.string(), maintenance: maintenanceSchema });
export type UpdatesCheck = z.infer<typeof updatesCheckSchema>;

/** What an SMS costs (GET v1/communications/sms/price, and the system settings). */
export const smsPriceSchema = z.object({
  per_message_cost: z.number(),
  currency: z.string(),
  per_characters: z.number(),
});
export type SmsPrice = z.infer<typeof smsPriceSchema>;

export const systemSettingsSchema = z.object({
  max_file_size: z.number(),
  post_max_size: z.number(),
  upload_limit: z.number(),
  timezones: z.array(z.object({ zone: z.string(), diff_from_gmt: z.string() })),
  sms_price: smsPriceSchema,
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

export const userLoadSchema = z.object({
  details: userDetailsSchema,
  permissions: z.array(z.string()),
  company: companyPayloadSchema,
  settings: z.record(z.string(), z.unknown()),
  // The zone list (~22 kB) comes once from loadSystemSettings at start-up, not with every load.
  system_settings: systemSettingsSchema.omit({ timezones: true }),
  maintenance: maintenanceSchema,
  tips: z.array(z.string()),
  newbie: z.array(z.string()),
  providers: z.array(z.unknown()),
  articles: z.array(articleSchema),
});
export type UserLoad = z.infer<typeof userLoadSchema>;

export const activityLogEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  description: z.string(),
  subject_type: z.string(),
  subject_id: z.number().nullable(),
  created_at: z.string(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

/** GET v1/user/logs: one page of the signed-in user's own activity log. */
export const userLogsPageSchema = z.object({
  data: z.array(activityLogEntrySchema),
  page: z.number(),
  rows: z.number(),
  total: z.number(),
});
export type UserLogsPage = z.infer<typeof userLogsPageSchema>;
