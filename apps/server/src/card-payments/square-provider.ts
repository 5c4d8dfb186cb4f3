import { randomUUID } from 'node:crypto';
import {
  CardError,
  type ChargeRequest,
  type ChargeResult,
  ConnectionRefused,
  type PaymentProvider,
} from './payment-provider';
import { type SquareApi, SquareApiError, squareIdempotencyKey } from './square-api';

/** Square's card brands as a card tile names them. */
const BRANDS: Record<string, string> = {
  AMERICAN_EXPRESS: 'American Express',
  CHINA_UNIONPAY: 'UnionPay',
  DISCOVER: 'Discover',
  DISCOVER_DINERS: 'Diners Club',
  EFTPOS: 'eftpos',
  JCB: 'JCB',
  MASTERCARD: 'Mastercard',
  VISA: 'Visa',
};

const DECLINED = 'Your card was declined.';

/** Square's payment-method error codes (Payments and Cards APIs) as the payer reads them. */
const CARD_PROBLEMS: Record<string, string> = {
  ADDRESS_VERIFICATION_FAILURE: 'Your card’s postcode is incorrect.',
  BAD_EXPIRATION: 'Your card’s expiry date is incorrect.',
  CARD_EXPIRED: 'Your card has expired.',
  CARD_NOT_SUPPORTED: 'This card is not supported. Please use another card.',
  CARD_TOKEN_EXPIRED: 'The card details expired before they were used. Please enter the card again.',
  CARD_TOKEN_USED: 'The card details were already used. Please enter the card again.',
  CVV_FAILURE: 'Your card’s security code is incorrect.',
  EXPIRATION_FAILURE: 'Your card’s expiry date is incorrect.',
  INSUFFICIENT_FUNDS: 'Your card has insufficient funds.',
  INVALID_CARD: 'Your card number is invalid.',
  INVALID_CARD_DATA: 'Your card number is invalid.',
  INVALID_EXPIRATION: 'Your card’s expiry date is incorrect.',
  CARD_DECLINED_VERIFICATION_REQUIRED:
    'This card needs extra verification that cannot be completed here. Please use another card.',
};

/** The payer's reason for a card Square refused, or null when the error is not about the card. */
function cardProblemOf(error: SquareApiError): string | null {
  for (const entry of error.errors) {
    const known = CARD_PROBLEMS[entry.code];
    if (known) return known;
  }
  return error.errors.some((e) => e.category === 'PAYMENT_METHOD_ERROR') ? DECLINED : null;
}

interface SquareCard {
  id: string;
  card_brand?: string;
  last_4?: string;
  exp_month?: number;
  exp_year?: number;
}

/**
 * Square on one seller's account (their OAuth access token) and location. The browser turns a card
 * into a single-use token with the Web Payments SDK; payments are completed at once in AUD. A lost
 * answer is asked again with the same idempotency key, which Square answers with the first answer,
 * so a retried charge is still one charge.
 */
export function squarePaymentProvider(options: {
  api: SquareApi;
  accessToken: string;
  locationId: string;
}): PaymentProvider {
  const { api, locationId } = options;
  const authorization = `Bearer ${options.accessToken}`;

  /** Runs a call, turning a refused token into ConnectionRefused. */
  async function calling<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof SquareApiError && error.unauthorized) throw new ConnectionRefused(error.message);
      throw error;
    }
  }

  return {
    name: 'square',
    async createCustomer({ email, name }) {
      const answer = await calling(() =>
        api.call<{ customer: { id: string } }>('/v2/customers', {
          authorization,
          body: { idempotency_key: randomUUID(), given_name: name, email_address: email },
          retries: 2,
        }),
      );
      return answer.customer.id;
    },
    async saveCard(customerRef, token) {
      try {
        const { card } = await calling(() =>
          api.call<{ card: SquareCard }>('/v2/cards', {
            authorization,
            body: { idempotency_key: randomUUID(), source_id: token, card: { customer_id: customerRef } },
            retries: 2,
          }),
        );
        return {
          providerRef: card.id,
          brand: BRANDS[card.card_brand ?? ''] ?? card.card_brand ?? 'Card',
          last4: card.last_4 ?? '',
          expMonth: card.exp_month ?? 0,
          expYear: card.exp_year ?? 0,
        };
      } catch (error) {
        const problem = error instanceof SquareApiError ? cardProblemOf(error) : null;
        if (problem) throw new CardError(problem);
        throw error;
      }
    },
    async deleteCard(_customerRef, cardRef) {
      // Square keeps cards; disabled ones cannot be charged again.
      await calling(() => api.call(`/v2/cards/${encodeURIComponent(cardRef)}/disable`, { authorization }));
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      try {
        const { payment } = await calling(() =>
          api.call<{ payment: { id: string; status: string } }>('/v2/payments', {
            authorization,
            body: {
              idempotency_key: squareIdempotencyKey(request.idempotencyKey),
              source_id: 'token' in request.source ? request.source.token : request.source.cardRef,
              amount_money: { amount: request.amountCents, currency: request.currency.toUpperCase() },
              location_id: locationId,
              ...(request.customerRef ? { customer_id: request.customerRef } : {}),
              autocomplete: true,
              note: request.description.slice(0, 500),
            },
            retries: 2,
          }),
        );
        if (payment.status === 'COMPLETED') return { ok: true, chargeRef: payment.id };
        return { ok: false, message: DECLINED };
      } catch (error) {
        const problem = error instanceof SquareApiError ? cardProblemOf(error) : null;
        if (problem) return { ok: false, message: problem };
        throw error;
      }
    },
  };
}
