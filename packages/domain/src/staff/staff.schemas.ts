import { emailSchema, newPasswordSchema, requiredText } from '../auth/auth.schemas';
import { PASSWORD_MESSAGES } from '../auth/password.rules';
import { positiveId } from '../http/schema-helpers';
import { mobileTextSchema } from '../inputs/phone.rules';
import { SIGNATURE_MESSAGES, signatureDataUrlSchema } from '../inputs/signature.rules';
import { PERMISSION_KEYS, PLAN_PERMISSIONS } from '../permissions/permissions.constants';
import { z } from '../zod';
import { STAFF_MESSAGES, STAFF_ROLES } from './staff.constants';

/** GET and DELETE /business/company/users name the user as user_id (spec section 7). */
export const staffIdQuerySchema = z.object({ user_id: positiveId });

const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'The color must be a hex colour such as #027be3.');

const assignable = PERMISSION_KEYS.filter((key) => !PLAN_PERMISSIONS.includes(key));
/** The longest permissions list a staff member can be given: each assignable permission once. */
export const STAFF_PERMISSIONS_MAX = assignable.length;
/** Only assignable permissions, and no longer a list than there are of them (a list of a million repeats was stored as sent). */
const permissionList = z
  .array(z.enum(assignable, { error: STAFF_MESSAGES.unknownPermission }))
  .max(STAFF_PERMISSIONS_MAX);

/** An empty password field means "email them a link to set one". */
const optionalPassword = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  newPasswordSchema.optional(),
);

/** POST /business/company/users: a new staff member (the spec shows no create call; this is ours). */
export const createStaffBodySchema = z
  .object({
    first_name: requiredText('first name', 100),
    last_name: requiredText('last name', 100),
    email: emailSchema,
    password: optionalPassword,
    password_confirmation: z.string().nullish(),
    roles: z
      .array(z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleRequired }), { error: STAFF_MESSAGES.roleRequired })
      .min(1, STAFF_MESSAGES.roleRequired)
      .max(1, STAFF_MESSAGES.oneRole),
    /** Absent: the role's defaults. */
    permissions: permissionList.optional(),
    color: colourSchema.optional(),
  })
  .refine((body) => body.password === undefined || body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: PASSWORD_MESSAGES.confirmation,
  });
export type CreateStaffBody = z.infer<typeof createStaffBodySchema>;

/** The contact number: a mobile, stored as its full_phone ("+61 412 345 678"); empty clears it. */
const contactPhone = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  mobileTextSchema.nullish(),
);

/** A PNG data URL from the signature pad; null clears it. */
const signatureSchema = signatureDataUrlSchema(SIGNATURE_MESSAGES.invalid).nullish();

/**
 * PUT /business/company/users (spec section 7): the Edit Account dialog's fields. email null or
 * unchanged keeps the address; a new one needs password_token (from v1/user/password/validate)
 * and stays pending as unverified_email until verified. roles/permissions are ignored for the owner.
 * updated_at is the version the edit started from (a stale one answers 409).
 */
export const updateStaffBodySchema = z.object({
  user_id: positiveId,
  first_name: requiredText('first name', 100),
  last_name: requiredText('last name', 100),
  email: emailSchema.nullish(),
  password_token: z.string().max(200).nullish(),
  phone: contactPhone,
  color: colourSchema.optional(),
  signature: signatureSchema,
  image: z.object({ id: positiveId }).nullish(),
  roles: z
    .array(z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleRequired }), { error: STAFF_MESSAGES.roleRequired })
    .min(1, STAFF_MESSAGES.roleRequired)
    .max(1, STAFF_MESSAGES.oneRole)
    .optional(),
  permissions: permissionList.optional(),
  updated_at: z.string().optional(),
});
export type UpdateStaffBody = z.infer<typeof updateStaffBodySchema>;

/** GET /business/company/users/logs: one user's log, or the whole company's without user_id. */
export const staffLogsQuerySchema = z.object({
  user_id: positiveId.optional(),
  page: z.coerce.number().int().min(1).default(1),
  search: z.string().trim().max(100).optional(),
});
export type StaffLogsQuery = z.infer<typeof staffLogsQuerySchema>;
