import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';

/** Turns what was typed into Stripe's card field into a PaymentMethod id, or rejects with the message to show. */
export interface StripeCardHandle {
  createToken(holderName: string): Promise<string>;
}

/**
 * Stripe's own card field (Stripe.js Elements): the card number never touches our pages or server.
 * Stripe.js is loaded only when this field is shown; if it cannot be reached the panel says
 * "Failed to connect to Stripe" (platform spec) and `onUnavailable` lets it stop paying.
 */
export const StripeCardField = forwardRef<
  StripeCardHandle,
  {
    publishableKey: string | null;
    /** A business's connected account: the PaymentMethod is made on it, where the server charges it. */
    stripeAccount?: string | null;
    onUnavailable: (unavailable: boolean) => void;
  }
>(function StripeCardField({ publishableKey, stripeAccount = null, onUnavailable }, ref) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: Stripe; card: StripeCardElement } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [cardError, setCardError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    (async () => {
      try {
        if (!publishableKey) throw new Error('No publishable key');
        const { loadStripe } = await import('@stripe/stripe-js');
        const client = stripeAccount
          ? await loadStripe(publishableKey, { stripeAccount })
          : await loadStripe(publishableKey);
        if (!client || cancelled || !mountPoint.current) throw new Error('Stripe.js did not load');
        card = client.elements({ locale: 'en-AU' }).create('card', { hidePostalCode: true });
        card.on('change', (event) => setCardError(event.error?.message ?? null));
        card.mount(mountPoint.current);
        stripe.current = { client, card };
        setState('ready');
        onUnavailable(false);
      } catch {
        if (cancelled) return;
        setState('failed');
        onUnavailable(true);
      }
    })();
    return () => {
      cancelled = true;
      card?.destroy();
      stripe.current = null;
    };
  }, [publishableKey, stripeAccount, onUnavailable]);

  useImperativeHandle(
    ref,
    () => ({
      async createToken(holderName: string) {
        if (!stripe.current) throw new Error(CARD_MESSAGES.stripeUnavailable);
        const { client, card } = stripe.current;
        const result = await client.createPaymentMethod({
          type: 'card',
          card,
          billing_details: { name: holderName },
        });
        if (result.error || !result.paymentMethod)
          throw new Error(result.error?.message ?? CARD_MESSAGES.paymentFailed);
        return result.paymentMethod.id;
      },
    }),
    [],
  );

  return (
    <Box>
      <Typography component="span" variant="body2" color="text.secondary">
        Card details
      </Typography>
      <Box
        ref={mountPoint}
        data-testid="stripe-card"
        sx={{ border: 1, borderColor: cardError ? 'error.main' : 'divider', borderRadius: 1, p: 1.5, minHeight: 44 }}
      />
      {state === 'loading' && <FormHelperText>Connecting to Stripe…</FormHelperText>}
      {cardError && <FormHelperText error>{cardError}</FormHelperText>}
      {state === 'failed' && <FormHelperText error>{CARD_MESSAGES.stripeUnavailable}</FormHelperText>}
    </Box>
  );
});
