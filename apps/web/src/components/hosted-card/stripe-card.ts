import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import type { MountHostedCard } from './hosted-card-field';

/**
 * Stripe's card field (Stripe.js Elements), on a business's connected account when there is one:
 * the PaymentMethod is made where the server charges it. Stripe.js is imported only when mounted.
 */
export const stripeCard =
  (publishableKey: string | null, stripeAccount: string | null): MountHostedCard =>
  async (element, onCardError) => {
    if (!publishableKey) throw new Error('No publishable key');
    const { loadStripe } = await import('@stripe/stripe-js');
    const client = stripeAccount
      ? await loadStripe(publishableKey, { stripeAccount })
      : await loadStripe(publishableKey);
    if (!client) throw new Error('Stripe.js did not load');
    const card = client.elements({ locale: 'en-AU' }).create('card', { hidePostalCode: true });
    card.on('change', (event) => onCardError(event.error?.message ?? null));
    card.mount(element);
    return {
      async tokenize(holderName) {
        const result = await client.createPaymentMethod({ type: 'card', card, billing_details: { name: holderName } });
        if (result.error || !result.paymentMethod)
          throw new Error(result.error?.message ?? CARD_MESSAGES.paymentFailed);
        return result.paymentMethod.id;
      },
      destroy: () => card.destroy(),
    };
  };
