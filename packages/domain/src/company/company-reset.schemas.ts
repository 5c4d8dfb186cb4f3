import { requiredText, validatePasswordBodySchema } from '../auth/auth.schemas';
import { z } from '../zod';

/**
 * Resetting a company's data (the business `company/reset/{code}` screen): while on its free trial,
 * the account owner may erase the records entered so far and start afresh. The owner asks with their
 * password, an emailed single-use link confirms, and the company's name typed in again does it.
 */
export const COMPANY_RESET_MINUTES = 30;

/** What a reset erases, as the screen and the email list it. */
export const COMPANY_RESET_ERASES = [
  'clients, their contacts and groups',
  'appointments and their reminders',
  'quotations and invoices',
  'payments',
  'reports',
  'drawings',
  'the notes and messages on those records',
] as const;

/** What a reset keeps. */
export const COMPANY_RESET_KEEPS = [
  'your business details, settings and branding',
  'staff, their roles and licences',
  'appointment types, inventory, forms and report templates',
  'communication templates',
  'everything in Files',
  'your subscription and connected providers',
  'the activity logs',
] as const;

export const COMPANY_RESET_MESSAGES = {
  ownerOnly: 'Only the account owner can reset the company’s data.',
  trialOnly: 'Only a company on its free trial can reset its data. Archive the records you no longer need instead.',
  linkInvalid: 'This reset link is invalid, has expired or was already used. Ask for a new one from Settings.',
  nameMismatch: (company: string) => `Type the company name exactly as it is shown: ${company}`,
  emailed: (email: string) =>
    `We emailed a link to ${email}. Open it within ${COMPANY_RESET_MINUTES} minutes to confirm the reset.`,
  done: (company: string) => `${company}’s records have been erased.`,
} as const;

/** POST v1/business/company/reset: the owner's password, before the confirmation link is emailed. */
export const companyResetRequestBodySchema = validatePasswordBodySchema;

/** POST v1/business/company/reset/{code}: the company's name typed again. */
export const companyResetConfirmBodySchema = z.object({ company_name: requiredText('company name') });
export type CompanyResetConfirmBody = z.infer<typeof companyResetConfirmBodySchema>;

export const companyResetCodeParamsSchema = z.object({ code: z.string().min(1).max(200) });

/** How many of each record a reset would erase. */
export const companyResetCountsSchema = z.object({
  clients: z.number(),
  appointments: z.number(),
  quotations: z.number(),
  invoices: z.number(),
  payments: z.number(),
  reports: z.number(),
  drawings: z.number(),
});
export type CompanyResetCounts = z.infer<typeof companyResetCountsSchema>;

/**
 * GET v1/business/company/reset: whether the signed-in user may ask for a reset, why not if not, and
 * (to the owner) what it would erase. GET …/{code} answers the same for a live link.
 */
export const companyResetStatusSchema = z.object({
  company_name: z.string(),
  can_reset: z.boolean(),
  reason: z.string().nullable(),
  counts: companyResetCountsSchema.nullable(),
});
export type CompanyResetStatus = z.infer<typeof companyResetStatusSchema>;
