import type { PaymentProviderKind } from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { stripeStandIn } from '../../card-payments/stripe-stand-in';
import { as, type Session } from '../../test/build-test-app';

/** Shared helpers of the payment provider tests (not a test file itself). */

/** The platform's Stripe secret key in these tests. */
export const STRIPE_SECRET = 'sk_test_platform';

/**
 * Stripe's stand-in (its API and Connect OAuth) started for the test file, and the server's environment
 * pointing at it: call before `useTestApp(env)`, so its URLs are set when the app is built.
 */
export function useStripeStandIn() {
  const stripe = stripeStandIn(STRIPE_SECRET);
  const env: Record<string, string> = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: STRIPE_SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_platform',
    STRIPE_CONNECT_CLIENT_ID: 'ca_test_fieldbook',
    PUBLIC_URL: 'https://app.fieldbook.test',
  };
  beforeAll(async () => {
    env.STRIPE_API_URL = await stripe.start();
    env.STRIPE_CONNECT_URL = env.STRIPE_API_URL;
  });
  afterAll(() => stripe.stop());
  return { env, stripe };
}

/** Clicks Connect Stripe (or Square): answers the authorize URL and the state it carries. */
export async function startConnect(app: FastifyInstance, session: Session, provider: PaymentProviderKind = 'stripe') {
  const response = await as(app, session, {
    method: 'POST',
    url: '/v1/paymentProvider/connect',
    payload: { provider },
  });
  expect(response.statusCode, response.body).toBe(200);
  // The sandbox answers a path on the app's own origin; Stripe and Square an absolute URL.
  const url = new URL(response.json().payload.url, 'https://same-origin.invalid');
  return { url, state: url.searchParams.get('state') ?? '' };
}

export const callback = (app: FastifyInstance, session: Session, payload: Record<string, unknown>) =>
  as(app, session, { method: 'POST', url: '/v1/paymentProvider/callback', payload });

/**
 * Connects the session's company as the provider's authorize page would: it answers `code` (Stripe's
 * stand-in's ac_<name>, Square's sq0cgp-<name>).
 */
export async function connectAccount(
  app: FastifyInstance,
  session: Session,
  code: string,
  provider: PaymentProviderKind = 'stripe',
) {
  const { state } = await startConnect(app, session, provider);
  const response = await callback(app, session, { code, state });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}
