import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';

/** A provider's card field, mounted on the page: it turns what was typed into the provider's token. */
export interface HostedCard {
  /** The token to send to the server, or rejects with the message to show. */
  tokenize(holderName: string): Promise<string>;
  destroy(): void;
}

/**
 * Loads a provider's browser SDK and mounts its card field in `element`; rejects when the SDK cannot
 * be loaded or started. `onCardError` hears what the field says about the card as it is typed.
 */
export type MountHostedCard = (
  element: HTMLElement,
  onCardError: (message: string | null) => void,
) => Promise<HostedCard>;

export interface HostedCardHandle {
  createToken(holderName: string): Promise<string>;
}

/**
 * A provider's own card field (Stripe.js Elements, Square's Web Payments SDK): the card number never
 * touches our pages or server. The SDK is loaded only when this field is shown; if it cannot be
 * reached the field says `unavailableMessage` (the spec's "Failed to connect to Stripe" / "…Square")
 * and `onUnavailable` lets the panel stop paying. `mount` must keep its identity while it means the
 * same account (memoise it), as a new one mounts the field again.
 */
export const HostedCardField = forwardRef<
  HostedCardHandle,
  {
    /** The provider's name, as the loading note says it. */
    provider: string;
    mount: MountHostedCard;
    unavailableMessage: string;
    onUnavailable: (unavailable: boolean) => void;
  }
>(function HostedCardField({ provider, mount, unavailableMessage, onUnavailable }, ref) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const hosted = useRef<HostedCard | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [cardError, setCardError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let mounted: HostedCard | null = null;
    setState('loading');
    (async () => {
      try {
        if (!mountPoint.current) throw new Error('No element to mount the card field in');
        mounted = await mount(mountPoint.current, setCardError);
        if (cancelled) return mounted.destroy();
        hosted.current = mounted;
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
      mounted?.destroy();
      hosted.current = null;
    };
  }, [mount, onUnavailable]);

  useImperativeHandle(
    ref,
    () => ({
      createToken(holderName: string) {
        if (!hosted.current) return Promise.reject(new Error(unavailableMessage));
        return hosted.current.tokenize(holderName);
      },
    }),
    [unavailableMessage],
  );

  return (
    <Box>
      <Typography component="span" variant="body2" color="text.secondary">
        Card details
      </Typography>
      <Box
        ref={mountPoint}
        data-testid="hosted-card"
        sx={{ border: 1, borderColor: cardError ? 'error.main' : 'divider', borderRadius: 1, p: 1.5, minHeight: 44 }}
      />
      {state === 'loading' && <FormHelperText>Connecting to {provider}…</FormHelperText>}
      {cardError && <FormHelperText error>{cardError}</FormHelperText>}
      {state === 'failed' && <FormHelperText error>{unavailableMessage}</FormHelperText>}
    </Box>
  );
});
