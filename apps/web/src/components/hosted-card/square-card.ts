import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import type { MountHostedCard } from './hosted-card-field';

/**
 * Square's card field (its Web Payments SDK) for the business's Square location: square.js is loaded
 * from Square only when mounted, and tokenising gives the single-use token the server charges.
 */
export const squareCard =
  (settings: { application_id: string; location_id: string } | null): MountHostedCard =>
  async (element) => {
    if (!settings) throw new Error('No Square application');
    const { squarePayments } = await import('../../lib/square-web-payments');
    const payments = await squarePayments(settings.application_id, settings.location_id);
    const card = await payments.card();
    await card.attach(element);
    return {
      async tokenize() {
        const result = await card.tokenize();
        if (result.status === 'OK' && result.token) return result.token;
        throw new Error(result.errors?.[0]?.message ?? CARD_MESSAGES.paymentFailed);
      },
      destroy: () => {
        void card.destroy();
      },
    };
  };
