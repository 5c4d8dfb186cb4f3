import { sandboxToken } from '@fieldbook/domain/cards/sandbox-card';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { as } from '../../test/build-test-app';
import { createSubscriptionRenewals } from './subscription-renewal';

/** Shared helpers of the billing tests (not a test file itself). */

type Token = { token: string };
let seq = 0;

const YEAR = new Date().getFullYear() + 3;
export const GOOD_CARD = sandboxToken({ number: '4242424242424242', expMonth: 12, expYear: YEAR });
export const OTHER_CARD = sandboxToken({ number: '5555555555554444', expMonth: 6, expYear: YEAR });
export const DECLINED_CARD = sandboxToken({ number: '4000000000000002', expMonth: 12, expYear: YEAR });

export const key = () => `test-key-${process.pid}-${++seq}-${Math.random().toString(36).slice(2)}`;

/** A valid subscribe body: the first plan (Solo, $29.00 a month) with a new sandbox card. */
export const subscribeBody = (overrides: Record<string, unknown> = {}) => ({
  plan_id: 1,
  interval: 'MONTH',
  token: GOOD_CARD,
  holder_name: 'Olivia Owner',
  idempotency_key: key(),
  ...overrides,
});

export const call = (
  app: FastifyInstance,
  session: Token,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => as(app, session, { method, url, ...(payload === undefined ? {} : { payload }) });

export async function subscribe(app: FastifyInstance, session: Token, overrides: Record<string, unknown> = {}) {
  const response = await call(app, session, 'POST', '/v1/subscription', subscribeBody(overrides));
  if (response.statusCode !== 200) throw new Error(`subscribe failed: ${response.body}`);
  return response.json().payload;
}

/** The renewals as the scheduled job runs them, on the app's own provider and mailer. */
export const renewalsOf = (app: FastifyInstance) =>
  createSubscriptionRenewals({
    db: app.db,
    provider: app.paymentProvider,
    mailer: app.mailer,
    siteName: app.config.SITE_NAME,
    smsPrice: () => app.system.limits().sms_price,
    onError: (error) => {
      throw error;
    },
  });

export async function subscriptionRow(db: pg.Pool, companyId: number) {
  const { rows } = await db.query(
    `select status, plan_id, interval, next_plan_id, cancel_at_period_end, coupon_id, coupon_months_left,
       failed_attempts, provider, provider_customer_ref, trial_ends_on::text, current_period_start::text,
       current_period_end::text, retry_on::text
     from subscriptions where company_id = $1`,
    [companyId],
  );
  return rows[0];
}

export async function invoicesOf(db: pg.Pool, companyId: number) {
  const { rows } = await db.query(
    `select *, period_start::text, period_end::text, issued_on::text
     from subscription_invoices where company_id = $1 order by id`,
    [companyId],
  );
  return rows;
}

/** A date in the company's period as a UTC noon instant (Melbourne is ahead of UTC: the same date). */
export const noonOn = (date: string) => new Date(`${date}T02:00:00Z`);
