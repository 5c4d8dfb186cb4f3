import { z } from 'zod';

/** settings/paymentProvider: the business's own Stripe account that its clients' card payments go to. */
export const PAYMENT_PROVIDER_MESSAGES = {
  connected: 'Stripe is connected. Client card payments now go to your Stripe account.',
  disconnected: 'Stripe is disconnected. Clients cannot pay by card until you connect again.',
  notConnected: 'This business is not set up to take card payments yet. Please contact them to pay.',
  badState: 'This Stripe connection link has expired or belongs to someone else. Please try again.',
  codeRequired: 'The code field is required.',
  stateRequired: 'The state field is required.',
  refused: 'Stripe did not accept the connection. Please try again.',
  cancelled: 'Connecting to Stripe was cancelled.',
  unavailable: 'Stripe could not be reached. Please try again.',
  notConfigured: 'Stripe Connect is not set up on this server (STRIPE_CONNECT_CLIENT_ID).',
} as const;

/** A provider as v1/user/load lists it (platform spec section 3, "Provider"). */
export interface ProviderStatus {
  provider_type: 'accounting' | 'payment';
  /** LINKED is good; anything else needs attention. */
  status: 'LINKED' | 'NOT_LINKED';
  requires_auth: boolean;
}

/** GET v1/paymentProvider. */
export interface PaymentProviderPayload {
  provider: ProviderStatus;
  /** sandbox: connecting is simulated and nothing is charged. */
  mode: 'sandbox' | 'stripe';
  /** The connected account (acct_...), or null. */
  account: string | null;
  connected_at: string | null;
}

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
