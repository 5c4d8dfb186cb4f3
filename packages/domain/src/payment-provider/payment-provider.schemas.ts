import { z } from '../zod';

/**
 * settings/paymentProvider: the business's own Stripe or Square account that its clients' card
 * payments go to (one at a time).
 */
export const PAYMENT_PROVIDER_KINDS = ['stripe', 'square'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDER_KINDS)[number];

export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderKind, string> = { stripe: 'Stripe', square: 'Square' };

/** The messages that name no provider. */
export const PAYMENT_PROVIDER_MESSAGES = {
  notConnected: 'This business is not set up to take card payments yet. Please contact them to pay.',
  badState: 'This connection link has expired or belongs to someone else. Please try again.',
  codeRequired: 'The code field is required.',
  stateRequired: 'The state field is required.',
  providerRequired: 'Choose Stripe or Square.',
  cancelled: 'Connecting the payment provider was cancelled.',
  /** The provider sent the browser back with an error other than a cancel (which provider is not known then). */
  refused: 'The payment provider did not accept the connection. Please try again.',
  unavailable: 'The payment provider could not be reached. Please try again.',
} as const;

/** The messages that name the provider they are about. */
export function providerMessages(kind: PaymentProviderKind) {
  const label = PAYMENT_PROVIDER_LABELS[kind];
  return {
    connected: `${label} is connected. Client card payments now go to your ${label} account.`,
    disconnected: `${label} is disconnected. Clients cannot pay by card until you connect again.`,
    refused: `${label} did not accept the connection. Please try again.`,
    unavailable: `${label} could not be reached. Please try again.`,
    notConfigured:
      kind === 'stripe'
        ? 'Stripe Connect is not set up on this server (STRIPE_CONNECT_CLIENT_ID).'
        : 'Square is not set up on this server (SQUARE_APPLICATION_ID).',
    noLocation: `Your ${label} account has no active location that can take card payments in Australian dollars.`,
    /** Connecting while the other provider is connected. */
    otherConnected: (other: PaymentProviderKind) =>
      `Disconnect ${PAYMENT_PROVIDER_LABELS[other]} before connecting ${label}: card payments go to one provider at a time.`,
    /** The provider refused the stored connection (revoked or expired): shown on the settings page. */
    reconnect: `${label} no longer accepts the connection. Connect ${label} again so clients can pay by card.`,
  };
}

/** A provider as v1/user/load lists it (platform spec section 3, "Provider"). */
export const providerStatusSchema = z.object({
  provider_type: z.enum(['accounting', 'payment']),
  /** LINKED is good; anything else needs attention. */
  status: z.enum(['LINKED', 'NOT_LINKED']),
  requires_auth: z.boolean(),
});
export type ProviderStatus = z.infer<typeof providerStatusSchema>;

/** GET v1/paymentProvider, and what connecting or disconnecting answers. */
export const paymentProviderPayloadSchema = z.object({
  /** requires_auth while LINKED: the provider refused the connection, connect again. */
  provider: providerStatusSchema,
  /** sandbox: connecting is simulated and nothing is charged. */
  mode: z.enum(['sandbox', 'live']),
  /** The provider of the connected account, or null. */
  kind: z.enum(PAYMENT_PROVIDER_KINDS).nullable(),
  /** The providers this server can connect. */
  available: z.array(z.object({ kind: z.enum(PAYMENT_PROVIDER_KINDS), label: z.string() })),
  /** The connected account (Stripe's acct_..., Square's merchant id), or null. */
  account: z.string().nullable(),
  connected_at: z.string().nullable(),
});
export type PaymentProviderPayload = z.infer<typeof paymentProviderPayloadSchema>;

/** POST v1/paymentProvider/connect: the provider's authorize page to send the browser to. */
export const paymentProviderConnectSchema = z.object({ url: z.string() });
export type PaymentProviderConnect = z.infer<typeof paymentProviderConnectSchema>;

/** POST v1/paymentProvider/connect: which provider's authorize page to go to. */
export const paymentProviderConnectBodySchema = z.object({
  provider: z.enum(PAYMENT_PROVIDER_KINDS, { error: PAYMENT_PROVIDER_MESSAGES.providerRequired }),
});
export type PaymentProviderConnectBody = z.infer<typeof paymentProviderConnectBodySchema>;

export const paymentProviderCallbackBodySchema = z.object({
  code: z
    .string({ error: PAYMENT_PROVIDER_MESSAGES.codeRequired })
    .trim()
    .min(1, PAYMENT_PROVIDER_MESSAGES.codeRequired)
    .max(500),
  state: z
    .string({ error: PAYMENT_PROVIDER_MESSAGES.stateRequired })
    .trim()
    .min(1, PAYMENT_PROVIDER_MESSAGES.stateRequired)
    .max(500),
});
export type PaymentProviderCallbackBody = z.infer<typeof paymentProviderCallbackBodySchema>;
