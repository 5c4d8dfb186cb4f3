import { timezoneSchema } from '../company/timezone.schemas';
import { PUSH_MESSAGES, parsePushSubscription, WEB_PUSH_DEVICE_TYPE } from '../devices/web-push';
import { z } from '../zod';
import { PASSWORD_MESSAGES, passwordProblems } from './password.rules';

export const EMAIL_MESSAGES = {
  required: 'The email field is required.',
  invalid: 'The email must be a valid email address.',
} as const;

/** Email rule of platform section 5: non-empty, no whitespace, one @ form. */
export const emailSchema = z
  .string({ error: EMAIL_MESSAGES.required })
  .trim()
  .min(1, EMAIL_MESSAGES.required)
  .max(255, 'The email may not be greater than 255 characters.')
  .regex(/^[^\s@]+@[^\s@]+$/, EMAIL_MESSAGES.invalid)
  .transform((email) => email.toLowerCase());

export const requiredText = (label: string, max = 255) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

/** A new password: every checklist problem is reported, each as its own message. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .superRefine((password, ctx) => {
    for (const message of passwordProblems(password)) ctx.addIssue({ code: 'custom', message });
  });

export const guidSchema = z
  .string({ error: 'The guid field is required.' })
  .trim()
  .min(1, 'The guid field is required.')
  .max(100);

export const signInBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: PASSWORD_MESSAGES.required }).min(1, PASSWORD_MESSAGES.required),
  guid: guidSchema,
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const tokenPayloadSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

export const refreshBodySchema = z.object({ guid: guidSchema });
export const logoutBodySchema = z.object({ guid: guidSchema.optional() });

export const registerBusinessBodySchema = z.object({
  company_name: requiredText('company name'),
  first_name: requiredText('first name', 100),
  last_name: requiredText('last name', 100),
  email: emailSchema,
  password: newPasswordSchema,
  /** The new company's timezone (the browser's); the company default when absent. */
  timezone: timezoneSchema.optional(),
  guid: guidSchema.optional(),
});
export type RegisterBusinessBody = z.infer<typeof registerBusinessBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });

export const resetPasswordBodySchema = z
  .object({
    email: emailSchema,
    code: z.string({ error: 'The code field is required.' }).trim().min(1, 'The code field is required.'),
    password: newPasswordSchema,
    password_confirmation: z.string().optional(),
  })
  .refine((body) => body.password_confirmation === undefined || body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: PASSWORD_MESSAGES.confirmation,
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const validatePasswordBodySchema = z.object({
  password: z.string({ error: PASSWORD_MESSAGES.required }).min(1, PASSWORD_MESSAGES.required),
});

export const changePasswordBodySchema = z
  .object({
    current_password: z
      .string({ error: 'The current password field is required.' })
      .min(1, 'The current password field is required.'),
    password: newPasswordSchema,
    password_confirmation: z.string({ error: PASSWORD_MESSAGES.confirmation }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: PASSWORD_MESSAGES.confirmation,
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const updateProfileBodySchema = z.object({
  first_name: requiredText('first name', 100),
  last_name: requiredText('last name', 100),
  email: emailSchema,
  /** Needed only when the email changes. */
  password: z.string().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** email/verify/{code} and email/reverse/{code}: the codes of an email change's links. */
export const emailChangeCodeParamsSchema = z.object({ code: z.string().min(1).max(200) });

export const deviceTokenBodySchema = z
  .object({
    // A Web Push subscription's JSON is longer than a native app's token.
    device_token: z.string().max(2000).nullish(),
    device_type: z.string().max(50).nullish(),
    browser_name: z.string().max(100).nullish(),
    browser_version: z.string().max(50).nullish(),
    guid: guidSchema,
    device_os: z.string().max(100).nullish(),
    app_version: z.string().max(50).nullish(),
    device_name: z.string().max(200).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.device_type === WEB_PUSH_DEVICE_TYPE && !parsePushSubscription(body.device_token))
      ctx.addIssue({ code: 'custom', path: ['device_token'], message: PUSH_MESSAGES.badSubscription });
  });
export type DeviceTokenBody = z.infer<typeof deviceTokenBodySchema>;

// The messages live apart from the schemas so a page can show them without loading zod.
export { AUTH_MESSAGES } from './auth.constants';
