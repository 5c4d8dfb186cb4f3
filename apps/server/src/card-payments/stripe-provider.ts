import Stripe from 'stripe';
import { CardError, type ChargeRequest, type ChargeResult, type PaymentProvider } from './payment-provider';

/** Stripe's card brands as a card tile names them. */
const BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

const NEEDS_ACTION = 'This card needs extra verification that cannot be completed here. Please use another card.';

/**
 * Stripe through its official library. The browser turns a card into a PaymentMethod with Stripe.js
 * and sends only its id (the token); charges are PaymentIntents confirmed at once. The library retries
 * network failures with the same Idempotency-Key, so a retried charge is still one charge.
 */
export function stripePaymentProvider(options: { secretKey: string; apiUrl: string }): PaymentProvider {
  return stripeProviderOn(stripeClient(options.secretKey, options.apiUrl), null);
}

/** Stripe's library pointed at `baseUrl` (api.stripe.com, connect.stripe.com, or a local stand-in). */
export function stripeClient(secretKey: string, baseUrl: string): Stripe {
  const url = new URL(baseUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

/**
 * The provider on the platform's own account (account null) or on a business's connected account
 * (Stripe Connect), where its customers, cards and charges then live.
 */
export function stripeProviderOn(stripe: Stripe, account: string | null): PaymentProvider {
  // Every call on a connected account says so (the Stripe-Account header).
  const on = account ? { stripeAccount: account } : {};
  return {
    name: 'stripe',
    async createCustomer({ email, name }) {
      return (await stripe.customers.create({ email, name }, on)).id;
    },
    async saveCard(customerRef, token) {
      try {
        const method = await stripe.paymentMethods.attach(token, { customer: customerRef }, on);
        if (!method.card) throw new CardError('Only cards can be saved.');
        return {
          providerRef: method.id,
          brand: BRANDS[method.card.brand] ?? method.card.brand,
          last4: method.card.last4,
          expMonth: method.card.exp_month,
          expYear: method.card.exp_year,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) throw new CardError(error.message);
        throw error;
      }
    },
    async deleteCard(_customerRef, cardRef) {
      await stripe.paymentMethods.detach(cardRef, {}, on);
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            payment_method: 'token' in request.source ? request.source.token : request.source.cardRef,
            ...(request.customerRef ? { customer: request.customerRef } : {}),
            // Confirmed here, without a page to return to: only methods that need no redirect.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirm: true,
            description: request.description,
            metadata: request.metadata,
          },
          { ...on, idempotencyKey: request.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { ok: true, chargeRef: intent.id };
        return { ok: false, message: intent.status === 'requires_action' ? NEEDS_ACTION : 'Your card was declined.' };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return { ok: false, message: error.message };
        throw error;
      }
    },
  };
}
