import type { Config } from '../config';
import type { PaymentProvider } from './payment-provider';
import { sandboxPaymentProvider } from './sandbox-provider';
import { stripePaymentProvider } from './stripe-provider';

/** The card payment provider the configuration names (the sandbox unless Stripe is set up). */
export function paymentProviderOf(config: Config): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'stripe')
    return stripePaymentProvider({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL });
  return sandboxPaymentProvider();
}
