import { BILLING_MESSAGES } from '@fieldbook/domain/billing/billing.constants';
import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import { todayIn } from '@fieldbook/domain/dates/date-codec';
import { describe, expect, it, vi } from 'vitest';
import { registerBusiness, useTestApp, whoIs } from '../../test/build-test-app';
import { changedTables, databaseFingerprint } from '../../test/database-fingerprint';
import { pdfText } from '../documents/pdf/pdf-text';
import { call, DECLINED_CARD, invoicesOf, key, subscribe, subscribeBody, subscriptionRow } from './billing-test-kit';

const ctx = useTestApp();

async function trialOwner() {
  const owner = await registerBusiness(ctx.t.app);
  const { companyId } = await whoIs(ctx.t.app, owner);
  return { owner, companyId };
}

describe('the plans', () => {
  it('lists the seeded plans with AUD prices including GST', async () => {
    const { owner } = await trialOwner();
    const response = await call(ctx.t.app, owner, 'GET', '/v1/plans');
    expect(response.statusCode).toBe(200);
    const plans = response.json().payload;
    expect(plans.map((p: { code: string }) => p.code)).toEqual(['SOLO', 'TEAM', 'BUSINESS']);
    expect(plans[0]).toMatchObject({ id: 1, name: 'Solo', monthly_price: 29, yearly_price: 290 });
    expect(plans[0].features.length).toBeGreaterThan(0);
  });
});

describe('subscribing', () => {
  it('a new business starts on trial for 14 days, shown in user/load', async () => {
    const { owner, companyId } = await trialOwner();
    const load = (await call(ctx.t.app, owner, 'GET', '/v1/user/load')).json().payload;
    expect(load.company).toMatchObject({ subscribed: false, subscription_status: 'TRIAL' });
    expect(load.permissions).not.toContain('isSubscribed');
    const row = await subscriptionRow(ctx.db, companyId);
    expect(row.status).toBe('TRIAL');
    const today = todayIn('Australia/Melbourne');
    const days = (Date.parse(row.trial_ends_on) - Date.parse(today)) / 86_400_000;
    expect(days).toBe(14);
  });

  it('charges the first period with the coupon, makes a paid numbered invoice, emails it and lifts the limits', async () => {
    const { owner, companyId } = await trialOwner();
    const charge = vi.spyOn(ctx.t.app.paymentProvider, 'charge');
    const response = await call(
      ctx.t.app,
      owner,
      'POST',
      '/v1/subscription',
      subscribeBody({ plan_id: 2, coupon: 'welcome20' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(BILLING_MESSAGES.subscribed);
    const payload = response.json().payload;
    expect(payload).toMatchObject({
      status: 'ACTIVE',
      is_subscribed: true,
      plan: { code: 'TEAM' },
      interval: 'MONTH',
      cancel_at_period_end: false,
      coupon: { code: 'WELCOME20', percent_off: 20, duration: 'REPEATING', months_left: 2 },
      next_charge: { amount: 63.2 },
      limits: [],
    });
    expect(payload.cards).toEqual([expect.objectContaining({ brand: 'Visa', last4: '4242', default: true })]);
    expect(charge).toHaveBeenCalledTimes(1);
    expect(charge.mock.calls[0]?.[0]).toMatchObject({ amountCents: 6320, currency: 'aud' });
    charge.mockRestore();

    const [invoice] = await invoicesOf(ctx.db, companyId);
    expect(invoice).toMatchObject({ status: 'PAID', total_cents: 6320, discount_cents: 1580, gst_cents: 575 });
    expect(invoice.number).toMatch(/^FB-\d{6}$/);
    const load = (await call(ctx.t.app, owner, 'GET', '/v1/user/load')).json().payload;
    expect(load.company).toMatchObject({ subscribed: true, subscription_status: 'ACTIVE' });
    expect(load.permissions).toContain('isSubscribed');

    const { rows: mail } = await ctx.db.query('select * from email_outbox where company_id = $1', [companyId]);
    expect(mail).toHaveLength(1);
    expect(mail[0].to).toBe(owner.email);
    expect(mail[0].subject).toContain(invoice.number);
    expect(mail[0].attachments[0]).toMatchObject({ filename: `${invoice.number}.pdf`, contentType: 'application/pdf' });
    // Fieldbook's own invoice to the business: not dressed in the business's branding.
    expect(mail[0].html).toBeNull();

    const list = (await call(ctx.t.app, owner, 'GET', '/v1/subscription/invoices')).json().payload;
    expect(list).toMatchObject({ total: 1, page: 1 });
    expect(list.data[0]).toMatchObject({
      number: invoice.number,
      status: 'PAID',
      total: 63.2,
      discount: 15.8,
      gst: 5.75,
      card: { brand: 'Visa', last4: '4242' },
    });
    const pdf = await call(ctx.t.app, owner, 'GET', `/v1/subscription/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(invoice.number);
    expect(text).toContain('$63.20');
    expect(text).toContain('Coupon WELCOME20');

    // A coupon is redeemed once per company; the company is already subscribed.
    const again = await call(ctx.t.app, owner, 'POST', '/v1/subscription', subscribeBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BILLING_MESSAGES.alreadySubscribed);
  });

  it('charges once for one idempotency key, however often and however concurrently it is sent', async () => {
    const { owner, companyId } = await trialOwner();
    const charge = vi.spyOn(ctx.t.app.paymentProvider, 'charge');
    const body = subscribeBody({ idempotency_key: key() });
    const answers = await Promise.all([1, 2, 3].map(() => call(ctx.t.app, owner, 'POST', '/v1/subscription', body)));
    const again = await call(ctx.t.app, owner, 'POST', '/v1/subscription', body);
    for (const answer of [...answers, again]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().payload).toMatchObject({ status: 'ACTIVE', plan: { code: 'SOLO' } });
    }
    expect(charge).toHaveBeenCalledTimes(1);
    charge.mockRestore();
    expect(await invoicesOf(ctx.db, companyId)).toHaveLength(1);
    const { rows } = await ctx.db.query('select count(*)::int as n from company_cards where company_id = $1', [
      companyId,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('a declined card answers 422 with the provider’s message and changes nothing', async () => {
    const { owner, companyId } = await trialOwner();
    const before = await databaseFingerprint(ctx.db);
    const response = await call(
      ctx.t.app,
      owner,
      'POST',
      '/v1/subscription',
      subscribeBody({ token: DECLINED_CARD, coupon: 'WELCOME20' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 'error',
      message: CARD_MESSAGES.paymentFailed,
      errors: { card: ['Your card was declined.'] },
    });
    expect(changedTables(before, await databaseFingerprint(ctx.db))).toEqual([]);
    expect((await subscriptionRow(ctx.db, companyId)).status).toBe('TRIAL');
  });

  it.each([
    ['no plan', { plan_id: undefined }, 'plan_id', BILLING_MESSAGES.planRequired],
    ['an unknown plan', { plan_id: 999 }, 'plan_id', BILLING_MESSAGES.planNotFound],
    ['a bad interval', { interval: 'WEEK' }, 'interval', BILLING_MESSAGES.intervalInvalid],
    ['no idempotency key', { idempotency_key: undefined }, 'idempotency_key', 'The idempotency key field is required.'],
    ['no card', { token: undefined }, 'card', CARD_MESSAGES.cardRequired],
    ['no holder name', { holder_name: '  ' }, 'holder_name', CARD_MESSAGES.holderName],
    ['an unknown coupon', { coupon: 'NOPE' }, 'coupon', CARD_MESSAGES.couponInvalid],
    ['an unknown saved card', { card_id: 999999, token: undefined }, 'card_id', CARD_MESSAGES.cardNotFound],
    ['a card the provider refuses', { token: 'sbx_tok_1234' }, 'token', 'Your card number is invalid.'],
  ])('refuses %s with its message and changes nothing', async (_label, overrides, field, message) => {
    const { owner } = await trialOwner();
    const before = await databaseFingerprint(ctx.db);
    const response = await call(ctx.t.app, owner, 'POST', '/v1/subscription', subscribeBody(overrides));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(changedTables(before, await databaseFingerprint(ctx.db))).toEqual([]);
  });
});

describe('changing the subscription', () => {
  it('changes the plan from the next period, cancels at the period end and resumes', async () => {
    const { owner } = await trialOwner();
    await subscribe(ctx.t.app, owner);
    const changed = await call(ctx.t.app, owner, 'POST', '/v1/subscription/plan', { plan_id: 3, interval: 'YEAR' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(BILLING_MESSAGES.planChanged);
    expect(changed.json().payload).toMatchObject({
      plan: { code: 'SOLO' },
      next_plan: { code: 'BUSINESS' },
      next_interval: 'YEAR',
      next_charge: { amount: 1490 },
    });
    const back = await call(ctx.t.app, owner, 'POST', '/v1/subscription/plan', { plan_id: 1, interval: 'MONTH' });
    expect(back.json().payload).toMatchObject({ next_plan: null, next_interval: null });

    const cancelled = await call(ctx.t.app, owner, 'POST', '/v1/subscription/cancel');
    expect(cancelled.json()).toMatchObject({
      message: BILLING_MESSAGES.cancelled,
      payload: { cancel_at_period_end: true, next_charge: null, status: 'ACTIVE' },
    });
    const resumed = await call(ctx.t.app, owner, 'POST', '/v1/subscription/resume');
    expect(resumed.json()).toMatchObject({
      message: BILLING_MESSAGES.resumed,
      payload: { cancel_at_period_end: false },
    });
  });

  it('refuses changes to a company that is not subscribed, and an unknown plan, changing nothing', async () => {
    const { owner } = await trialOwner();
    const before = await databaseFingerprint(ctx.db);
    for (const url of ['/v1/subscription/cancel', '/v1/subscription/resume']) {
      const response = await call(ctx.t.app, owner, 'POST', url);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(BILLING_MESSAGES.notSubscribed);
    }
    const plan = await call(ctx.t.app, owner, 'POST', '/v1/subscription/plan', { plan_id: 2, interval: 'MONTH' });
    expect(plan.statusCode).toBe(409);
    const unknown = await call(ctx.t.app, owner, 'POST', '/v1/subscription/plan', { plan_id: 99, interval: 'MONTH' });
    expect(unknown.json().errors).toEqual({ plan_id: [BILLING_MESSAGES.planNotFound] });
    expect(changedTables(before, await databaseFingerprint(ctx.db))).toEqual([]);
  });

  it('another company’s invoice PDF answers 404', async () => {
    const a = await trialOwner();
    const b = await trialOwner();
    await subscribe(ctx.t.app, a.owner);
    const [invoice] = await invoicesOf(ctx.db, a.companyId);
    const response = await call(ctx.t.app, b.owner, 'GET', `/v1/subscription/invoices/${invoice.id}/pdf`);
    expect(response.statusCode).toBe(404);
  });
});
