import { emailSchema } from '../auth/auth.schemas';
import { addressSchema } from '../company/company.schemas';
import { timezoneSchema } from '../company/timezone.schemas';
import { resolvePhone } from '../inputs/phone.rules';
import { z } from '../zod';
import {
  ADDRESS_TYPES,
  CLIENT_LIMITS,
  CLIENT_MESSAGES,
  COMMUNICATION_METHODS,
  EMAIL_TYPES,
  PHONE_TYPES,
} from './clients.constants';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

const label = optionalText(100, 'label');

export const clientEmailSchema = z.object({
  id: z.number().int().optional(),
  type: z.enum(EMAIL_TYPES, { error: 'The email type is invalid.' }),
  field_name: label,
  email_address: emailSchema,
});

/**
 * A phone entry: its parts, its full_phone, or both (the same number); answered with both filled
 * (see resolvePhone). A MOBILE must be a mobile.
 */
export const clientPhoneSchema = z
  .object({
    id: z.number().int().optional(),
    type: z.enum(PHONE_TYPES, { error: 'The phone type is invalid.' }),
    field_name: label,
    country_code: optionalText(5, 'country code'),
    area_code: optionalText(5, 'area code'),
    phone_number: optionalText(30, 'phone number'),
    full_phone: optionalText(40, 'full phone'),
  })
  .describe(
    'A phone by its parts, by full_phone alone, or by both naming the same number (different numbers answer 422 on full_phone). Both are stored.',
  )
  .transform(({ country_code, area_code, phone_number, full_phone, ...entry }, ctx) => {
    const resolved = resolvePhone(
      { country_code, area_code, phone_number, full_phone },
      { mobile: entry.type === 'MOBILE' },
    );
    if (resolved.ok) return { ...entry, ...resolved.phone };
    ctx.addIssue({ code: 'custom', path: [resolved.field], message: resolved.message });
    return z.NEVER;
  });

export const clientAddressSchema = addressSchema.extend({
  id: z.number().int().optional(),
  type: z.enum(ADDRESS_TYPES, { error: 'The address type is invalid.' }),
  field_name: label,
  note: optionalText(500, 'address note'),
});

export const clientGroupLinkSchema = z.object({
  name: z.string().trim().min(1, 'The group name field is required.').max(100),
  relationship: optionalText(100, 'relationship'),
});

type Typed = { type: string; field_name: string | null };

/** EXTRA entries need a label; every other type may appear once. Errors are keyed by index. */
function checkTypes(kind: 'email' | 'phone' | 'address', list: Typed[], ctx: z.RefinementCtx, key: string) {
  const seen = new Set<string>();
  list.forEach((entry, index) => {
    if (entry.type === 'EXTRA') {
      if (!entry.field_name) {
        ctx.addIssue({ code: 'custom', path: [key, index, 'field_name'], message: CLIENT_MESSAGES.labelRequired });
      }
    } else if (seen.has(entry.type)) {
      ctx.addIssue({ code: 'custom', path: [key, index, 'type'], message: CLIENT_MESSAGES.typeOnce(kind, entry.type) });
    }
    seen.add(entry.type);
  });
}

const clientFields = {
  is_individual: z.boolean().default(true),
  first_name: optionalText(100, 'first name'),
  last_name: optionalText(100, 'last name'),
  display_name: optionalText(200, 'display name'),
  contact_name: optionalText(200, 'contact name'),
  emails: z.array(clientEmailSchema).max(20).default([]),
  phones: z.array(clientPhoneSchema).max(20).default([]),
  addresses: z.array(clientAddressSchema).max(20).default([]),
  website: optionalText(255, 'website'),
  timezone: timezoneSchema.nullish().transform((value) => value || null),
  heard_from_via: optionalText(100, 'heard from via'),
  default_communication_method: z.enum(COMMUNICATION_METHODS).default('EMAIL'),
  disable_reminders: z.boolean().default(false),
  prefer_contact_name: z.boolean().default(false),
  role_labels: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  industry_labels: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  invoicing_default_due_date: z
    .number({ error: CLIENT_MESSAGES.dueDateRange })
    .int(CLIENT_MESSAGES.dueDateRange)
    .min(0, CLIENT_MESSAGES.dueDateRange)
    .max(CLIENT_LIMITS.invoicingDueDateMax, CLIENT_MESSAGES.dueDateRange)
    .nullish()
    .transform((value) => value ?? null),
  strata_identifier: optionalText(100, 'strata identifier'),
  inventory_markup_percentage: z
    .number({ error: CLIENT_MESSAGES.markupRange })
    .min(0, CLIENT_MESSAGES.markupRange)
    .max(CLIENT_LIMITS.markupMax, CLIENT_MESSAGES.markupRange)
    .default(0),
  reference_id: z
    .string({ error: CLIENT_MESSAGES.referenceRequired })
    .trim()
    .min(1, CLIENT_MESSAGES.referenceRequired)
    .max(CLIENT_LIMITS.referenceMaxLength, CLIENT_MESSAGES.referenceTooLong),
  groups: z.array(clientGroupLinkSchema).max(20).default([]),
  /** The avatar, an image from the file store: absent keeps the current one, null removes it. */
  image: z.object({ id: z.number().int().positive() }).nullish(),
};

type ClientFields = z.infer<z.ZodObject<typeof clientFields>>;

/** The rules shared by create and update: names by kind, types once, EXTRA labels. */
function clientRules(client: ClientFields, ctx: z.RefinementCtx) {
  if (client.is_individual && !client.first_name) {
    ctx.addIssue({ code: 'custom', path: ['first_name'], message: CLIENT_MESSAGES.firstNameRequired });
  }
  if (!client.is_individual && !client.display_name) {
    ctx.addIssue({ code: 'custom', path: ['display_name'], message: CLIENT_MESSAGES.displayNameRequired });
  }
  checkTypes('email', client.emails, ctx, 'emails');
  checkTypes('phone', client.phones, ctx, 'phones');
  checkTypes('address', client.addresses, ctx, 'addresses');
}

export const createClientBodySchema = z
  .object({
    ...clientFields,
    /** A first note, on add only (HTML). */
    note: z.string().max(20_000).nullish(),
    /** Send the Client Connect sign-up request by email. */
    send_email: z.boolean().default(false),
  })
  .superRefine(clientRules);
export type CreateClientBody = z.infer<typeof createClientBodySchema>;

export const updateClientBodySchema = z
  .object({ id: z.number().int().positive(), ...clientFields, updated_at: z.string().optional() })
  .superRefine(clientRules);
export type UpdateClientBody = z.infer<typeof updateClientBodySchema>;

/** An individual's display name is always first plus last name. */
export function clientDisplayName(client: {
  is_individual: boolean;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
}): string {
  if (client.is_individual) return [client.first_name, client.last_name].filter(Boolean).join(' ');
  return client.display_name ?? '';
}

export function clientInitials(displayName: string): string {
  const words = displayName.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

export const WITH_CONTACTS = ['NONE', 'PRIMARY', 'ALL'] as const;

export const searchClientsBodySchema = z.object({
  filter: z.string().trim().max(200).default(''),
  with_addresses: z.enum(WITH_CONTACTS).default('NONE'),
  with_phones: z.enum(WITH_CONTACTS).default('NONE'),
  with_emails: z.enum(WITH_CONTACTS).default('NONE'),
  parent_of_client: z.number().int().positive().nullish(),
  archived: z.boolean().default(false),
  page: z.number().int().min(1).default(1),
  rows: z.number().int().min(1).max(100).default(CLIENT_LIMITS.searchPageSize),
  sort: z.enum(['display_name', 'reference_id', 'created_at']).default('display_name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type SearchClientsBody = z.infer<typeof searchClientsBodySchema>;

export const clientIdQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const clientIdBodySchema = z.object({ id: z.number().int().positive() });
export const referResendBodySchema = z.object({ client_id: z.number().int().positive() });
