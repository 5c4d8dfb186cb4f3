import { profileImageSchema } from '../files/files.schemas';
import { licencePayloadSchema } from '../licences/licences.payloads';
import { PERMISSION_KEYS } from '../permissions/permissions.constants';
import { timelineEntrySchema } from '../timeline/timeline.schemas';
import { z } from '../zod';
import { STAFF_ROLES } from './staff.constants';

/** What v1/business/company/users answers (the server's staff presenter is typed by these; the web infers from them). */

/** A staff user (the spec's Staff user entity). */
export const staffPayloadSchema = z.object({
  id: z.number(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  initials: z.string(),
  email: z.string(),
  is_unverified: z.boolean(),
  unverified_email: z.object({ email: z.string() }).nullable(),
  phone: z.object({ full_phone: z.string() }).nullable(),
  roles: z.array(z.string()),
  permissions: z.array(z.enum(PERMISSION_KEYS)),
  profile_image: profileImageSchema.nullable(),
  image: profileImageSchema.nullable(),
  color: z.string(),
  signature: z.string().nullable(),
  created_company: z.boolean(),
  created_at: z.string(),
  /** Exact to the millisecond: PUT sends it back and a different value is a stale edit. */
  updated_at: z.string(),
  deactivated: z.boolean(),
});
export type StaffPayload = z.infer<typeof staffPayloadSchema>;

/** GET users?user_id: the user, their licences and page 1 of their timeline. */
export const staffDetailPayloadSchema = z.object({
  user: staffPayloadSchema,
  licences: z.array(licencePayloadSchema),
  timeline: z.array(timelineEntrySchema),
});

/** GET users/all. */
export const staffListPayloadSchema = z.object({ users: z.array(staffPayloadSchema) });

/** POST and DELETE users: the user created, deactivated or restored. */
export const staffUserPayloadSchema = z.object({ user: staffPayloadSchema });

/** PUT users: the user, and the new address waiting for verification (null when the email did not change). */
export const staffUpdatePayloadSchema = z.object({
  user: staffPayloadSchema,
  requested_new_email: z.string().nullable(),
});

const permissionDetailSchema = z.object({
  name: z.enum(PERMISSION_KEYS),
  readable_name: z.string(),
  description: z.string(),
  icon: z.string(),
});

/** GET users/permissions: the roles a manager can give, the grouped permissions and each role's defaults. */
export const staffPermissionOptionsSchema = z.object({
  roles: z.array(z.object({ name: z.enum(STAFF_ROLES) })),
  permissions: z.array(z.object({ category: z.string(), permissions: z.array(permissionDetailSchema) })),
  defaults: z.record(z.enum(STAFF_ROLES), z.array(z.enum(PERMISSION_KEYS)).readonly()),
});
export type StaffPermissionOptions = z.infer<typeof staffPermissionOptionsSchema>;

/** One activity-log row of GET users/logs. */
export const staffLogEntrySchema = z.object({
  id: z.number(),
  type: z.literal('log'),
  action: z.string(),
  description: z.string(),
  created_at: z.string(),
  user: z.object({ id: z.number(), name: z.string(), initials: z.string(), color: z.string() }).nullable(),
  subject: z.object({ type: z.string(), id: z.number() }).nullable(),
});
export type StaffLogEntry = z.infer<typeof staffLogEntrySchema>;

/** GET users/logs: a page of the log and the page count (max). */
export const staffLogsPayloadSchema = z.object({ timeline: z.array(staffLogEntrySchema), max: z.number() });
export type StaffLogsPayload = z.infer<typeof staffLogsPayloadSchema>;
