import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../../test/build-test-app';
import { call, noonOn, renewalsOf, subscriptionRow } from './billing-test-kit';

// The demo company stays subscribed: an ACTIVE plan, a sandbox card and its past invoices.
const ctx = useTestApp({ DEMO: '1', DEMO_EMAIL: 'demo-billing@example.com', DEMO_PASSWORD: 'Demo-Pass1!' });

describe('the demo company’s subscription', () => {
  it('is ACTIVE on the Team plan with a default sandbox card and two paid invoices, and renews', async () => {
    const owner = await signIn(ctx.t.app, { email: 'demo-billing@example.com', password: 'Demo-Pass1!' });
    const page = (await call(ctx.t.app, owner, 'GET', '/v1/subscription')).json().payload;
    expect(page).toMatchObject({
      status: 'ACTIVE',
      is_subscribed: true,
      plan: { code: 'TEAM' },
      interval: 'MONTH',
      cards: [{ brand: 'Visa', last4: '4242', default: true }],
      limits: [],
    });
    const invoices = (await call(ctx.t.app, owner, 'GET', '/v1/subscription/invoices')).json().payload;
    expect(invoices.total).toBe(2);
    expect(invoices.data.map((i: { status: string }) => i.status)).toEqual(['PAID', 'PAID']);
    const load = (await call(ctx.t.app, owner, 'GET', '/v1/user/load')).json().payload;
    expect(load.company.subscription_status).toBe('ACTIVE');

    // Its card really pays in the sandbox: the next renewal is charged.
    const { rows } = await ctx.db.query('select id from companies');
    const companyId = Number(rows[0].id);
    const end = (await subscriptionRow(ctx.db, companyId)).current_period_end;
    expect(await renewalsOf(ctx.t.app).renewOne(companyId, noonOn(end))).toBe('renewed');
  });
});
