import type { PaymentProviderKind } from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { as, type Session } from '../../test/build-test-app';

/** Shared helpers of the payment provider tests (not a test file itself). */

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
