import type { PaymentProviderName } from '@fieldbook/domain/cards/cards.constants';

/** A card as the provider saved it: what the card tile shows, and the provider's own reference. */
export interface ProviderCard {
  providerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** What to charge: a token the browser made for a new card, or a card saved earlier. */
export type ChargeSource = { token: string } | { cardRef: string };

export interface ChargeRequest {
  amountCents: number;
  currency: 'aud';
  /** The provider's customer (saved cards); null for a one-off charge of a new card. */
  customerRef: string | null;
  source: ChargeSource;
  /** The same key charges once, however often the request is retried. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export type ChargeResult = { ok: true; chargeRef: string } | { ok: false; message: string };

/**
 * A card payment provider (ARCHITECTURE section 4): the sandbox, Stripe or Square. Cards are
 * tokenised in the browser; the server only sees tokens and saved-card references. A business's own
 * account is reached through a provider made for it (modules/payment-provider/business-payments.ts).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the provider's customer that saved cards belong to. */
  createCustomer(input: { email: string; name: string }): Promise<string>;
  /** Saves a browser-made token as a card of the customer. A bad card throws a CardError. */
  saveCard(customerRef: string, token: string): Promise<ProviderCard>;
  deleteCard(customerRef: string, cardRef: string): Promise<void>;
  /** Charges once per idempotency key; a declined card answers ok: false, never throws. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** A card the provider refused to save (its message is shown to the payer). */
export class CardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardError';
  }
}

/**
 * The provider refused the business's connection itself (a revoked or expired OAuth token): nothing
 * was charged, and the business has to connect again.
 */
export class ConnectionRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectionRefused';
  }
}
