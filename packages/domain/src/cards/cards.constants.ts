/** The card payment panel's messages (platform spec section 8, "Card panel"). */
export const CARD_MESSAGES = {
  stripeUnavailable: 'Failed to connect to Stripe',
  holderName: 'Enter a valid card holder name',
  squareUnavailable: 'Failed to connect to Square',
  paymentFailed: 'Failed to make payment',
  numberInvalid: 'Your card number is invalid.',
  expiryInvalid: 'Enter a valid expiry date as MM/YY',
  cardRequired: 'Choose a saved card or enter a new one.',
  cardNotFound: 'That card could not be found.',
  defaultCard: 'The default card cannot be deleted.',
  cardDeleted: 'Card deleted',
  couponInvalid: 'This coupon is invalid and will not be applied',
} as const;

/** Payment providers a card can go through: the sandbox (nothing is charged), Stripe and Square. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'square'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The sandbox's test cards (shown only in development mode). Any other valid number succeeds as
 * a Visa; an expiry in the past declines.
 */
export const SANDBOX_TEST_CARDS = [
  { number: '4242424242424242', brand: 'Visa', outcome: 'succeeds' },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'succeeds' },
  { number: '4000000000000002', brand: 'Visa', outcome: 'is declined' },
  { number: '4000000000009995', brand: 'Visa', outcome: 'is declined (insufficient funds)' },
] as const;

export const SANDBOX_DECLINED_NUMBERS: readonly string[] = ['4000000000000002', '4000000000009995'];

/** MM/YYYY, as the payment card tile shows an expiry. */
export const formatCardExpiry = (month: number, year: number) => `${String(month).padStart(2, '0')}/${year}`;
