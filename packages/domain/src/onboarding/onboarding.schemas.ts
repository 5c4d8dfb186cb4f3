import type { PermissionKey } from '../permissions/permissions.constants';
import { z } from '../zod';

/**
 * The further-setup checklist (the business `setup` screen, GET v1/register/business/options/setupWizard):
 * what a new company usually sets up next, each step done when the company's own data says so, and
 * the screen (path in the business portal) and permission that do it.
 */
export const SETUP_STEPS = [
  {
    key: 'business_details',
    title: 'Add your business address',
    description: 'It appears on your quotations, invoices and reports.',
    path: 'settings/business',
    permission: 'canModifyCompanyDetails',
  },
  {
    key: 'branding',
    title: 'Upload your logo',
    description: 'Your logo and colours brand your documents, emails and client portal.',
    path: 'settings/branding',
    permission: 'canModifyCompanyDetails',
  },
  {
    key: 'staff',
    title: 'Add your staff',
    description: 'Give each person their own sign-in, role and permissions.',
    path: 'users',
    permission: 'canManageUsers',
  },
  {
    key: 'appointment_types',
    title: 'Create an appointment type',
    description: 'Types fill in an appointment’s duration, line items and client reminders.',
    path: 'settings/appointments',
    permission: 'canModifyCompanyDetails',
  },
  {
    key: 'clients',
    title: 'Add your first client',
    description: 'Add clients one at a time, or import them from a CSV file.',
    path: 'clients',
    permission: 'canAccessClients',
  },
  {
    key: 'payment_provider',
    title: 'Connect a payment provider',
    description: 'Let clients pay your invoices by card in Client Connect.',
    path: 'settings/paymentProvider',
    permission: 'canManageProviders',
  },
] as const satisfies readonly {
  key: string;
  title: string;
  description: string;
  path: string;
  permission: PermissionKey;
}[];

export type SetupStepKey = (typeof SETUP_STEPS)[number]['key'];

/** The setup message: a welcome with what is left, or that everything is done. */
export function onboardingMessage(site: string, firstName: string, company: string, left: number): string {
  if (left === 0) return `${company} is all set up. Every step below is done.`;
  return `Welcome to ${site}, ${firstName}! ${left} ${left === 1 ? 'step is' : 'steps are'} left to finish setting up ${company}.`;
}

export const setupStepSchema = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  path: z.string(),
  permission: z.string(),
  done: z.boolean(),
});
export type SetupStep = z.infer<typeof setupStepSchema>;

export const setupWizardPayloadSchema = z.object({
  onboarding_message: z.string(),
  steps: z.array(setupStepSchema),
});
export type SetupWizardPayload = z.infer<typeof setupWizardPayloadSchema>;
