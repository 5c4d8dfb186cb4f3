import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { as, type Session } from '../../test/build-test-app';

/** Shared helpers of the payment provider tests (not a test file itself). */

/** Clicks Connect Stripe: answers the authorize URL and the state it carries. */
export async function startConnect(app: FastifyInstance, session: Session) {
  const response = await as(app, session, { method: 'POST', url: '/v1/paymentProvider/connect' });
  expect(response.statusCode, response.body).toBe(200);
  // The sandbox answers a path on the app's own origin; Stripe an absolute URL.
  const url = new URL(response.json().payload.url, 'https://same-origin.invalid');
  return { url, state: url.searchParams.get('state') ?? '' };
}

export const callback = (app: FastifyInstance, session: Session, payload: Record<string, unknown>) =>
  as(app, session, { method: 'POST', url: '/v1/paymentProvider/callback', payload });

/** Connects the session's company as Stripe would: the authorize page answers `code` (the stand-in's ac_<name>). */
export async function connectStripe(app: FastifyInstance, session: Session, code: string) {
  const { state } = await startConnect(app, session);
  const response = await callback(app, session, { code, state });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}
