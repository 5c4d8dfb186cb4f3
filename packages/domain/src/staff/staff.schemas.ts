import { z } from 'zod';
import { emailSchema, newPasswordSchema, requiredText } from '../auth/auth.schemas';
import { PASSWORD_MESSAGES } from '../auth/password.rules';
import { PERMISSION_KEYS, PLAN_PERMISSIONS } from '../permissions/permissions.constants';
import { STAFF_MESSAGES, STAFF_ROLES } from './staff.constants';

const positiveId = z.coerce.number().int().positive();

/** GET and DELETE /business/company/users name the user as user_id (spec section 7). */
export const staffIdQuerySchema = z.object({ user_id: positiveId });

const assignable = PERMISSION_KEYS.filter((key) => !PLAN_PERMISSIONS.includes(key));

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
    permissions: z.array(z.enum(assignable, { error: STAFF_MESSAGES.unknownPermission })).optional(),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'The color must be a hex colour such as #027be3.')
      .optional(),
  })
  .refine((body) => body.password === undefined || body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: PASSWORD_MESSAGES.confirmation,
  });
export type CreateStaffBody = z.infer<typeof createStaffBodySchema>;
