import { COLOUR_MESSAGES, DEFAULT_COLOUR, isHexColour } from '../inputs/colour.rules';
import { z } from '../zod';

/** Company branding (settings/branding): the logo, two colours and the documents' footer text. */
export const BRANDING_LIMITS = {
  footerMax: 500,
  /** Uploads above this are refused before they are read (the stored logo is re-encoded much smaller). */
  logoMaxMb: 10,
  /** Image upload (platform section 5): resized to a max of 768 on the long side. */
  logoMaxSide: 768,
} as const;

/** The accent a company that never chose one gets (the documents' headings and rules). */
export const DEFAULT_ACCENT_COLOUR = '#9c27b0';

export const BRANDING_MESSAGES = {
  colourInvalid: COLOUR_MESSAGES.invalid,
  footerTooLong: `The footer text may not be greater than ${BRANDING_LIMITS.footerMax} characters.`,
  logoRequired: 'Choose an image to upload.',
  logoInvalid: 'The logo must be a PNG or JPEG image.',
  logoTooLarge: `The logo may not be greater than ${BRANDING_LIMITS.logoMaxMb} MB.`,
  saved: 'Branding saved',
  logoSaved: 'Logo uploaded',
  logoRemoved: 'Logo removed',
} as const;

/** Only # with 3 or 6 hex digits (platform section 5); stored lower-case. */
export const brandColourSchema = z
  .string({ error: BRANDING_MESSAGES.colourInvalid })
  .refine(isHexColour, BRANDING_MESSAGES.colourInvalid)
  .transform((value) => value.toLowerCase());

/** PUT /business/company/branding: the colours and footer (the logo has its own upload). */
export const brandingBodySchema = z.object({
  primary_color: brandColourSchema,
  accent_color: brandColourSchema,
  document_footer: z
    .string({ error: BRANDING_MESSAGES.footerTooLong })
    .max(BRANDING_LIMITS.footerMax, BRANDING_MESSAGES.footerTooLong)
    .nullish()
    .transform((value) => value?.trim() || null),
  updated_at: z.string().optional(),
});
export type BrandingBody = z.input<typeof brandingBodySchema>;
export type BrandingValues = z.output<typeof brandingBodySchema>;

export const brandingPayloadSchema = z.object({
  primary_color: z.string(),
  accent_color: z.string(),
  document_footer: z.string().nullable(),
  /** A public URL by an unguessable token that changes with every upload; null without a logo. */
  logo_url: z.string().nullable(),
  updated_at: z.string(),
});
export type BrandingPayload = z.infer<typeof brandingPayloadSchema>;

export const DEFAULT_BRANDING = {
  primary_color: DEFAULT_COLOUR,
  accent_color: DEFAULT_ACCENT_COLOUR,
} as const;

/** The public path of a logo by its token (relative: the portal is on the same host). */
export const logoPath = (token: string) => `/v1/branding/logo/${token}`;
