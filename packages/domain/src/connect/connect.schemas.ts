import { emailSchema, guidSchema, newPasswordSchema, requiredText } from '../auth/auth.schemas';
import { PASSWORD_MESSAGES } from '../auth/password.rules';
import { CARD_MESSAGES, PAYMENT_PROVIDERS } from '../cards/cards.constants';
import {
  DOCUMENT_KINDS,
  INVOICE_STATUSES,
  PAYMENT_MESSAGES,
  QUOTATION_STATUSES,
} from '../documents/documents.constants';
import { hasLink } from '../inputs/link.rules';
import { signatureDataUrlSchema } from '../inputs/signature.rules';
import { isWholeCents } from '../inventory/line-item.rules';
import { PAYMENT_PROVIDER_KINDS } from '../payment-provider/payment-provider.schemas';
import { PAYMENT_AMOUNT_MAX } from '../payments/payments.schemas';
import { z } from '../zod';

/** Client Connect (the client portal): its accounts, documents, answers and card payments. */

export const CONNECT_MESSAGES = {
  nameHasLink: (label: string) => `The ${label} may not contain a web or email address.`,
  linked: 'Your account is now linked.',
  referInvalid: 'This invitation link is invalid or has expired.',
  referAlreadyLinked: 'This invitation has already been used by another account.',
  referenceInvalid: 'This link is invalid or has expired.',
  documentNotFound: 'Document not found',
  accepted: 'Quotation accepted',
  declined: 'Quotation declined',
  alreadyAnswered: 'This quotation has already been answered.',
  quotationChanged: 'This quotation has changed since you opened it. Please review it again before answering.',
  expired: 'This quotation has expired and can no longer be accepted.',
  notPayable: 'This invoice has nothing left to pay.',
  amountChanged: 'The amount due on this invoice has changed. Please check it before paying.',
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

/**
 * A client's own name: anyone may register, and the portal's emails (verification, password reset)
 * greet them by it at whatever address they typed, so it may hold no link.
 */
const clientName = (label: string) =>
  requiredText(label, 100).refine((name) => !hasLink(name), CONNECT_MESSAGES.nameHasLink(label));

export const connectRegisterBodySchema = z.object({
  first_name: clientName('first name'),
  last_name: clientName('last name'),
  email: emailSchema,
  password: newPasswordSchema,
  guid: guidSchema,
  /** The invitation code of a `refer/{code}` link: links the new account at once. */
  refer_code: z.string().trim().max(100).optional(),
});
export type ConnectRegisterBody = z.infer<typeof connectRegisterBodySchema>;

export const connectProfileBodySchema = z.object({
  first_name: clientName('first name'),
  last_name: clientName('last name'),
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
export const connectVerifyPayloadSchema = z.object({ changed_to: z.string().nullable() });
export type ConnectVerifyPayload = z.infer<typeof connectVerifyPayloadSchema>;

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

/**
 * The version of the quotation the client answers (its `updated_at` as shown): when it changed since,
 * the answer is a 409 and nothing is recorded, so a signature never stands for content not seen.
 */
const answeredVersion = { updated_at: z.string().trim().max(40).optional() };

export const acceptQuotationBodySchema = z.intersection(
  portalDocumentRefSchema,
  z.object({
    name: requiredText('name', 150),
    signature: signatureDataUrlSchema(CONNECT_MESSAGES.signatureRequired),
    ...answeredVersion,
  }),
);
export type AcceptQuotationBody = z.infer<typeof acceptQuotationBodySchema>;

export const declineQuotationBodySchema = z.intersection(
  portalDocumentRefSchema,
  z.object({
    reason: z.string().trim().max(1000, 'The reason may not be greater than 1000 characters.').optional(),
    ...answeredVersion,
  }),
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
    /**
     * The amount due the payer was shown, in dollars: when it is no longer what is due (the invoice
     * was changed or paid meanwhile) nothing is charged and the answer is a 409.
     */
    amount: z
      .number({ error: PAYMENT_MESSAGES.amountInvalid })
      .gt(0, PAYMENT_MESSAGES.amountInvalid)
      .max(PAYMENT_AMOUNT_MAX, PAYMENT_MESSAGES.amountInvalid)
      .refine(isWholeCents, PAYMENT_MESSAGES.amountInvalid)
      .optional(),
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
export const portalBusinessSchema = z.object({
  id: z.number(),
  company_name: z.string(),
  address: z.string().nullable(),
  /** The business's logo (a public path, by an unguessable token), or null. */
  logo_url: z.string().nullable(),
  /** The business's primary colour (hex): the portal's header for this business. */
  primary_color: z.string(),
});
export type PortalBusiness = z.infer<typeof portalBusinessSchema>;

export const portalLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  discount_rate: z.number(),
  tax_rate: z.number(),
  total: z.number(),
});
export type PortalLine = z.infer<typeof portalLineSchema>;

const portalStatus = z.union([z.enum(QUOTATION_STATUSES), z.enum(INVOICE_STATUSES)]);

/** One document as the client sees it: what its PDF shows, and what the client may do with it. */
export const portalDocumentSchema = z.object({
  id: z.number(),
  type: z.enum(DOCUMENT_KINDS),
  business: portalBusinessSchema,
  number: z.string(),
  date: z.string(),
  /** A quotation's expiry date, an invoice's due date. */
  term_date: z.string().nullable(),
  status: portalStatus,
  status_label: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  client_name: z.string(),
  site_address: z.string().nullable(),
  gst_registered: z.boolean(),
  line_items: z.array(portalLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  amount_paid: z.number().nullable(),
  amount_due: z.number().nullable(),
  /** A quotation's answer: who accepted or declined it, when, and why not. */
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  decline_reason: z.string().nullable(),
  expired: z.boolean(),
  can_accept: z.boolean(),
  can_pay: z.boolean(),
  /** The version shown (an instant): a quotation's answer names it, and is refused once it changed. */
  updated_at: z.string(),
});
export type PortalDocument = z.infer<typeof portalDocumentSchema>;

/** A document in a list (home, a business's documents). */
export const portalDocumentSummarySchema = z.object({
  id: z.number(),
  type: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  title: z.string().nullable(),
  date: z.string(),
  term_date: z.string().nullable(),
  status: portalStatus,
  status_label: z.string(),
  total: z.number(),
  amount_due: z.number().nullable(),
});
export type PortalDocumentSummary = z.infer<typeof portalDocumentSummarySchema>;

export const portalAppointmentSchema = z.object({
  id: z.number(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  timezone: z.string(),
});
export type PortalAppointment = z.infer<typeof portalAppointmentSchema>;

export const portalMessageSchema = z.object({
  id: z.number(),
  subject: z.string().nullable(),
  sent_at: z.string(),
  /** Opens the message's own page, msg/{reference}. */
  reference: z.string(),
});
export type PortalMessage = z.infer<typeof portalMessageSchema>;

/** Home: each business the account is linked to, with what needs the client's attention. */
export const portalHomeBusinessSchema = portalBusinessSchema.extend({
  quotations: z.array(portalDocumentSummarySchema),
  invoices: z.array(portalDocumentSummarySchema),
  appointments: z.array(portalAppointmentSchema),
  messages: z.array(portalMessageSchema),
});
export type PortalHomeBusiness = z.infer<typeof portalHomeBusinessSchema>;

/** GET v1/clientConnect/home. */
export const portalHomeSchema = z.object({ businesses: z.array(portalHomeBusinessSchema) });
export type PortalHome = z.infer<typeof portalHomeSchema>;

/** GET v1/clientConnect/business: a linked business and its sent documents. */
export const portalBusinessPageSchema = z.object({
  business: portalBusinessSchema,
  documents: z.array(portalDocumentSummarySchema),
});
export type PortalBusinessPage = z.infer<typeof portalBusinessPageSchema>;

/** POST v1/clientConnect/refer: the business the invitation linked, when the account may see it. */
export const portalReferSchema = z.object({ business: portalBusinessSchema.nullable() });
export type PortalRefer = z.infer<typeof portalReferSchema>;

export const portalAccountSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
});
export type PortalAccount = z.infer<typeof portalAccountSchema>;

/** PUT v1/clientConnect/profile. */
export const portalProfileSchema = z.object({ details: portalAccountSchema });
export type PortalProfile = z.infer<typeof portalProfileSchema>;

/** What the card panel needs to know of the provider (no secrets). */
export const portalPaymentSettingsSchema = z.object({
  /** Who tokenises the card: Stripe.js, Square's Web Payments SDK, or the sandbox's own form. */
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider the business chose (the sandbox simulates either); null when none or not one business's. */
  kind: z.enum(PAYMENT_PROVIDER_KINDS).nullable(),
  publishable_key: z.string().nullable(),
  /** The business's connected Stripe account Stripe.js must be initialised with (stripeAccount); null on the platform's. */
  stripe_account: z.string().nullable(),
  /** Square's Web Payments SDK: the platform's application and the business's location (provider square). */
  square: z.object({ application_id: z.string(), location_id: z.string() }).nullable(),
});
export type PortalPaymentSettings = z.infer<typeof portalPaymentSettingsSchema>;

/** GET v1/clientConnect/load: the signed-in account, the businesses it is linked to, and how cards are paid. */
export const portalLoadSchema = z.object({
  details: portalAccountSchema,
  businesses: z.array(portalBusinessSchema),
  payments: portalPaymentSettingsSchema,
});
export type PortalLoad = z.infer<typeof portalLoadSchema>;

/** GET v1/clientConnect/document: the document, and how its invoice is paid by card. */
export const portalDocumentPageSchema = z.object({
  document: portalDocumentSchema,
  payments: portalPaymentSettingsSchema,
});
export type PortalDocumentPage = z.infer<typeof portalDocumentPageSchema>;

/** Accepting or declining a quotation: the quotation after it. */
export const portalAnsweredSchema = z.object({ document: portalDocumentSchema });
export type PortalAnswered = z.infer<typeof portalAnsweredSchema>;

/** The answer of a payment: the invoice after it, and the payment's reference. */
export const portalPaymentResultSchema = z.object({
  document: portalDocumentSchema,
  payment: z.object({
    id: z.number(),
    amount: z.number(),
    payment_date: z.string(),
    reference: z.string().nullable(),
  }),
});
export type PortalPaymentResult = z.infer<typeof portalPaymentResultSchema>;
