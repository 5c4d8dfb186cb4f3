import { emailSchema, guidSchema, newPasswordSchema, requiredText } from '../auth/auth.schemas';
import { PASSWORD_MESSAGES } from '../auth/password.rules';
import { CARD_MESSAGES, type PaymentProviderName } from '../cards/cards.constants';
import type { InvoiceStatus, QuotationStatus } from '../documents/documents.constants';
import { signatureDataUrlSchema } from '../inputs/signature.rules';
import type { PaymentProviderKind } from '../payment-provider/payment-provider.schemas';
import { z } from '../zod';

/** Client Connect (the client portal): its accounts, documents, answers and card payments. */

export const CONNECT_MESSAGES = {
  linked: 'Your account is now linked.',
  referInvalid: 'This invitation link is invalid or has expired.',
  referAlreadyLinked: 'This invitation has already been used by another account.',
  referenceInvalid: 'This link is invalid or has expired.',
  documentNotFound: 'Document not found',
  accepted: 'Quotation accepted',
  declined: 'Quotation declined',
  alreadyAnswered: 'This quotation has already been answered.',
  expired: 'This quotation has expired and can no longer be accepted.',
  notPayable: 'This invoice has nothing left to pay.',
  paid: 'Payment successful',
  signatureRequired: 'Please sign to accept the quotation.',
  verifySent: 'A verification email has been sent.',
  verified: 'Your email address has been verified.',
  verifyInvalid: 'This verification link is invalid or has expired.',
  profileSaved: 'Profile saved',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'Your current password is incorrect',
  emailChangeSent: (email: string) => `A verification link has been sent to ${email}.`,
  emailUnchanged: 'This is already your email address.',
  emailChanged: (email: string) => `Your email address is now ${email}.`,
  emailChangeReversed:
    'Your email address has been changed back. Sign in again, and change your password if you did not make the change.',
  emailChangeInvalid: 'This email change link is invalid or has expired.',
  unsubscribeInvalid: 'This unsubscribe link is invalid.',
  unsubscribed: (business: string) => `You will no longer receive appointment reminders from ${business}.`,
  resubscribed: (business: string) => `Appointment reminders from ${business} are on again.`,
} as const;

/** email/unsubscribe/{code}: the code of a reminder email's link; subscribed false stops reminders. */
export const unsubscribeBodySchema = z.object({
  code: z.string({ error: 'The code field is required.' }).trim().min(1, 'The code field is required.').max(200),
  subscribed: z.boolean().default(false),
});
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;

/** What the unsubscribe page shows: whose reminders, and whether they are on. */
export const unsubscribePayloadSchema = z.object({
  business: z.object({ company_name: z.string() }),
  subscribed: z.boolean(),
});
export type UnsubscribePayload = z.infer<typeof unsubscribePayloadSchema>;

export const connectRegisterBodySchema = z.object({
  first_name: requiredText('first name', 100),
  last_name: requiredText('last name', 100),
  email: emailSchema,
  password: newPasswordSchema,
  guid: guidSchema,
  /** The invitation code of a `refer/{code}` link: links the new account at once. */
  refer_code: z.string().trim().max(100).optional(),
});
export type ConnectRegisterBody = z.infer<typeof connectRegisterBodySchema>;

export const connectProfileBodySchema = z.object({
  first_name: requiredText('first name', 100),
  last_name: requiredText('last name', 100),
});

export const connectVerifyBodySchema = z.object({
  code: z.string({ error: 'The code field is required.' }).trim().min(1, 'The code field is required.').max(100),
});

/** PUT v1/clientConnect/email: a new address, confirmed with the password; verified by a link sent to it. */
export const connectEmailChangeBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.').max(200),
});
export type ConnectEmailChangeBody = z.infer<typeof connectEmailChangeBodySchema>;

/** What following a verification link did: verified the address, or changed it to a new one. */
export interface ConnectVerifyPayload {
  changed_to: string | null;
}

export const referBodySchema = z.object({
  code: z.string({ error: 'The code field is required.' }).trim().min(1, 'The code field is required.').max(100),
});

/**
 * Which document: by the reference of an emailed link (anyone holding it), or, signed in, by its
 * business and id (a document of a client record the account is linked to).
 */
export const portalDocumentRefSchema = z.union([
  z.object({ reference: z.string().trim().min(16).max(200) }),
  z.object({
    business_id: z.coerce.number().int().positive(),
    type: z.enum(['quotation', 'invoice']),
    id: z.coerce.number().int().positive(),
  }),
]);
export type PortalDocumentRef = z.infer<typeof portalDocumentRefSchema>;

export const acceptQuotationBodySchema = z.intersection(
  portalDocumentRefSchema,
  z.object({ name: requiredText('name', 150), signature: signatureDataUrlSchema(CONNECT_MESSAGES.signatureRequired) }),
);
export type AcceptQuotationBody = z.infer<typeof acceptQuotationBodySchema>;

export const declineQuotationBodySchema = z.intersection(
  portalDocumentRefSchema,
  z.object({ reason: z.string().trim().max(1000, 'The reason may not be greater than 1000 characters.').optional() }),
);
export type DeclineQuotationBody = z.infer<typeof declineQuotationBodySchema>;

/** The card panel's answer: a saved card (signed in) or a new card's token, charged once per key. */
export const payInvoiceBodySchema = z.intersection(
  portalDocumentRefSchema,
  z.object({
    card_id: z.number().int().positive().optional(),
    token: z.string().trim().min(1).max(500).optional(),
    holder_name: z.string().trim().max(150).optional(),
    save_card: z.boolean().optional(),
    idempotency_key: z
      .string({ error: 'The idempotency key field is required.' })
      .trim()
      .min(8, 'The idempotency key field is required.')
      .max(100),
  }),
);
export type PayInvoiceBody = z.infer<typeof payInvoiceBodySchema>;

export const deleteCardBodySchema = z.object({ card_id: z.coerce.number().int().positive() });

export const connectChangePasswordBodySchema = z
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

export const holderNameMessage = CARD_MESSAGES.holderName;

/** The business as a client sees it: its name and how to reach it, nothing about its staff. */
export interface PortalBusiness {
  id: number;
  company_name: string;
  address: string | null;
  /** The business's logo (a public path, by an unguessable token), or null. */
  logo_url: string | null;
  /** The business's primary colour (hex): the portal's header for this business. */
  primary_color: string;
}

export interface PortalLine {
  description: string;
  quantity: number;
  unit_price: number;
  discount_rate: number;
  tax_rate: number;
  total: number;
}

/** One document as the client sees it: what its PDF shows, and what the client may do with it. */
export interface PortalDocument {
  id: number;
  type: 'quotation' | 'invoice';
  business: PortalBusiness;
  number: string;
  date: string;
  /** A quotation's expiry date, an invoice's due date. */
  term_date: string | null;
  status: QuotationStatus | InvoiceStatus;
  status_label: string;
  title: string | null;
  description: string | null;
  notes: string | null;
  client_name: string;
  site_address: string | null;
  gst_registered: boolean;
  line_items: PortalLine[];
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  amount_paid: number | null;
  amount_due: number | null;
  /** A quotation's answer: who accepted or declined it, when, and why not. */
  decided_at: string | null;
  decided_by: string | null;
  decline_reason: string | null;
  expired: boolean;
  can_accept: boolean;
  can_pay: boolean;
}

/** A document in a list (home, a business's documents). */
export interface PortalDocumentSummary {
  id: number;
  type: 'quotation' | 'invoice';
  number: string;
  title: string | null;
  date: string;
  term_date: string | null;
  status: QuotationStatus | InvoiceStatus;
  status_label: string;
  total: number;
  amount_due: number | null;
}

export interface PortalAppointment {
  id: number;
  title: string;
  start_date: string;
  end_date: string;
  timezone: string;
}

export interface PortalMessage {
  id: number;
  subject: string | null;
  sent_at: string;
  /** Opens the message's own page, msg/{reference}. */
  reference: string;
}

/** Home: each business the account is linked to, with what needs the client's attention. */
export interface PortalHomeBusiness extends PortalBusiness {
  quotations: PortalDocumentSummary[];
  invoices: PortalDocumentSummary[];
  appointments: PortalAppointment[];
  messages: PortalMessage[];
}

export interface PortalAccount {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  email_verified: boolean;
}

/** GET v1/clientConnect/load: the signed-in account, the businesses it is linked to, and how cards are paid. */
export interface PortalLoad {
  details: PortalAccount;
  businesses: PortalBusiness[];
  payments: PortalPaymentSettings;
}

/** What the card panel needs to know of the provider (no secrets). */
export interface PortalPaymentSettings {
  /** Who tokenises the card: Stripe.js, Square's Web Payments SDK, or the sandbox's own form. */
  provider: PaymentProviderName;
  /** The provider the business chose (the sandbox simulates either); null when none or not one business's. */
  kind: PaymentProviderKind | null;
  publishable_key: string | null;
  /** The business's connected Stripe account Stripe.js must be initialised with (stripeAccount); null on the platform's. */
  stripe_account: string | null;
  /** Square's Web Payments SDK: the platform's application and the business's location (provider square). */
  square: { application_id: string; location_id: string } | null;
}

/** The answer of a payment: the invoice after it, and the payment's reference. */
export interface PortalPaymentResult {
  document: PortalDocument;
  payment: { id: number; amount: number; payment_date: string; reference: string | null };
}
