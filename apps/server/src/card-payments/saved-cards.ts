import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import type { SavedCardPayload } from '@fieldbook/domain/cards/cards.schemas';
import { fieldError } from '../http/http-error';
import { CardError, type PaymentProvider, type ProviderCard } from './payment-provider';

/**
 * What the saved-card stores share (a Client Connect account's cards, a company's subscription
 * cards): saving a token with the provider, and the card tile's payload.
 */

/** A saved card's row as both stores keep it. */
export interface SavedCardRow {
  id: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

export const presentSavedCard = (row: SavedCardRow): SavedCardPayload => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  exp_month: row.expMonth,
  exp_year: row.expYear,
  default: row.isDefault,
});

/** The panel's message when the provider cannot be reached. */
const UNREACHABLE: Record<PaymentProvider['name'], string> = {
  sandbox: CARD_MESSAGES.paymentFailed,
  stripe: CARD_MESSAGES.stripeUnavailable,
  square: CARD_MESSAGES.squareUnavailable,
};

/**
 * Saves a browser-made token as a card of the customer. A card the provider refuses is the token's
 * field error with its message; a provider that cannot be reached is the panel's own message.
 */
export async function saveWithProvider(
  provider: PaymentProvider,
  customerRef: string,
  token: string,
  unreachable: 'throw' | 'field' = 'throw',
): Promise<ProviderCard> {
  try {
    return await provider.saveCard(customerRef, token);
  } catch (error) {
    if (error instanceof CardError) throw fieldError('token', error.message);
    if (unreachable === 'field') throw fieldError('token', UNREACHABLE[provider.name]);
    throw error;
  }
}
