import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeStandIn } from '../../card-payments/stripe-stand-in';
import { registerBusiness, useTestApp, whoIs } from '../../test/build-test-app';
import { changedTables, databaseFingerprint } from '../../test/database-fingerprint';
import { call, invoicesOf, key, noonOn, renewalsOf, subscriptionRow } from './billing-test-kit';

// The subscription's card path with PAYMENT_PROVIDER=stripe, Stripe's API played by the local stand-in.
const SECRET = 'sk_test_billing';
const standIn = stripeStandIn(SECRET);
const env: Record<string, string> = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: SECRET,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_billing',
};
beforeAll(async () => {
  env.STRIPE_API_URL = await standIn.start();
});
afterAll(standIn.stop);
const ctx = useTestApp(env);

describe('billing through Stripe', () => {
  it('saves a card to the company’s Stripe customer, subscribes with it and renews by charging it', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const { companyId } = await whoIs(ctx.t.app, owner);
    const page = (await call(ctx.t.app, owner, 'GET', '/v1/subscription')).json().payload;
    expect(page.payments).toEqual({ provider: 'stripe', publishable_key: 'pk_test_billing' });

    const saved = await call(ctx.t.app, owner, 'POST', '/v1/cards', {
      token: 'pm_card_mastercard',
      holder_name: 'Olivia Owner',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload).toMatchObject({ brand: 'Mastercard', last4: '4444', exp_month: 12, default: true });
    const customer = (await subscriptionRow(ctx.db, companyId)).provider_customer_ref;
    expect(standIn.customers.has(customer)).toBe(true);

    const subscribeKey = key();
    const body = { plan_id: 1, interval: 'MONTH', card_id: saved.json().payload.id, idempotency_key: subscribeKey };
    const first = await call(ctx.t.app, owner, 'POST', '/v1/subscription', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(standIn.intents.at(-1)).toMatchObject({ amount: 2900, customer, status: 'succeeded' });
    const intents = standIn.intents.length;
    expect((await call(ctx.t.app, owner, 'POST', '/v1/subscription', body)).statusCode).toBe(200);
    expect(standIn.intents.length).toBe(intents);

    const row = await subscriptionRow(ctx.db, companyId);
    const outcome = await renewalsOf(ctx.t.app).renewOne(companyId, noonOn(row.current_period_end));
    expect(outcome).toBe('renewed');
    expect(standIn.intents.length).toBe(intents + 1);
    expect(standIn.intents.at(-1)).toMatchObject({ amount: 2900, customer });
    expect((await invoicesOf(ctx.db, companyId)).map((i) => i.status)).toEqual(['PAID', 'PAID']);
  });

  it('a declined Stripe card answers 422 with Stripe’s message and changes nothing', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const before = await databaseFingerprint(ctx.db);
    const response = await call(ctx.t.app, owner, 'POST', '/v1/subscription', {
      plan_id: 1,
      interval: 'MONTH',
      token: 'pm_card_chargeDeclined',
      holder_name: 'Olivia Owner',
      idempotency_key: key(),
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      message: CARD_MESSAGES.paymentFailed,
      errors: { card: [expect.any(String)] },
    });
    expect(changedTables(before, await databaseFingerprint(ctx.db))).toEqual([]);
  });

  it('a payment method Stripe does not know is the panel’s own message', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const response = await call(ctx.t.app, owner, 'POST', '/v1/cards', { token: 'pm_made_up', holder_name: 'Olivia' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ token: [CARD_MESSAGES.stripeUnavailable] });
  });
});
