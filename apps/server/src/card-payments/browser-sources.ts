import type { Config } from '../config';

/**
 * What the configured card providers' browser SDKs load and talk to, for the Content-Security-Policy:
 * Stripe.js, and Square's Web Payments SDK (its script and card iframe on squarecdn.com, which posts
 * the card to Square's PCI endpoint). The sandbox loads nothing.
 */
export function cardProviderSources(config: Pick<Config, 'PAYMENT_PROVIDER' | 'square'>) {
  const stripe = config.PAYMENT_PROVIDER === 'stripe';
  const square = config.square !== null;
  const squareCdn = 'https://*.squarecdn.com';
  return {
    script: [...(stripe ? ['https://js.stripe.com'] : []), ...(square ? [squareCdn] : [])],
    frame: [...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []), ...(square ? [squareCdn] : [])],
    connect: [
      ...(stripe ? ['https://api.stripe.com'] : []),
      ...(square ? [squareCdn, 'https://pci-connect.squareup.com', 'https://pci-connect.squareupsandbox.com'] : []),
    ],
  };
}
