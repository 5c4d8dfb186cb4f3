import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import { describe, expect, it } from 'vitest';
import { registerBusiness, useTestApp, whoIs } from '../../test/build-test-app';
import { changedTables, databaseFingerprint } from '../../test/database-fingerprint';
import { call, invoicesOf, noonOn, renewalsOf, subscribe, subscribeBody, subscriptionRow } from './billing-test-kit';

const ctx = useTestApp();

async function owner() {
  const session = await registerBusiness(ctx.t.app);
  return { session, companyId: (await whoIs(ctx.t.app, session)).companyId };
}

let seq = 0;
/** A coupon of this test (the migration seeds only the ones that are valid). */
async function coupon(values: {
  percent_off?: number;
  amount_off_cents?: number;
  duration: string;
  duration_months?: number;
  expires_at?: string;
  max_redemptions?: number;
  redemptions?: number;
}) {
  const code = `TEST${++seq}${process.pid}`;
  await ctx.db.query(
    `insert into coupons (code, percent_off, amount_off_cents, duration, duration_months, expires_at, max_redemptions, redemptions)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      code,
      values.percent_off ?? null,
      values.amount_off_cents ?? null,
      values.duration,
      values.duration_months ?? null,
      values.expires_at ?? null,
      values.max_redemptions ?? null,
      values.redemptions ?? 0,
    ],
  );
  return code;
}

const check = (session: { token: string }, code: unknown) =>
  call(ctx.t.app, session, 'POST', '/v1/plans/coupon', { coupon: code } as Record<string, unknown>);

/** The totals charged for the first charge and the renewals after it. */
async function chargesOver(companyId: number, renewals: number) {
  for (let i = 0; i < renewals; i++) {
    const end = (await subscriptionRow(ctx.db, companyId)).current_period_end;
    expect(await renewalsOf(ctx.t.app).renewOne(companyId, noonOn(end))).toBe('renewed');
  }
  return (await invoicesOf(ctx.db, companyId)).map((invoice) => invoice.total_cents);
}

describe('checking a coupon (v1/plans/coupon)', () => {
  it('answers a valid coupon, whatever the case of its code', async () => {
    const { session } = await owner();
    const response = await check(session, ' welcome20 ');
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      code: 'WELCOME20',
      description: '20% off for 3 months',
      percent_off: 20,
      amount_off: null,
      duration: 'REPEATING',
      duration_months: 3,
    });
    expect((await check(session, 'SAVE10')).json().payload).toMatchObject({
      amount_off: 10,
      description: '$10.00 off once',
    });
  });

  it('refuses unknown, expired, used-up and empty coupons with the one message, changing nothing', async () => {
    const { session } = await owner();
    const expired = await coupon({ percent_off: 50, duration: 'ONCE', expires_at: '2020-01-01T00:00:00Z' });
    const usedUp = await coupon({ percent_off: 50, duration: 'ONCE', max_redemptions: 5, redemptions: 5 });
    const before = await databaseFingerprint(ctx.db);
    for (const code of ['NOPE', expired, usedUp, '', '   ', null]) {
      const response = await check(session, code);
      expect(response.statusCode, String(code)).toBe(422);
      expect(response.json().errors).toEqual({ coupon: [CARD_MESSAGES.couponInvalid] });
    }
    expect(changedTables(before, await databaseFingerprint(ctx.db))).toEqual([]);
  });

  it('a coupon’s redemption limit counts subscriptions; a company redeems a coupon once', async () => {
    const code = await coupon({ percent_off: 10, duration: 'ONCE', max_redemptions: 1 });
    const a = await owner();
    const b = await owner();
    expect((await check(b.session, code)).statusCode).toBe(200);
    await subscribe(ctx.t.app, a.session, { coupon: code });
    expect((await check(b.session, code)).json().errors).toEqual({ coupon: [CARD_MESSAGES.couponInvalid] });
    expect((await check(a.session, code)).statusCode).toBe(422);
    const refused = await call(ctx.t.app, b.session, 'POST', '/v1/subscription', subscribeBody({ coupon: code }));
    expect(refused.json().errors).toEqual({ coupon: [CARD_MESSAGES.couponInvalid] });
    const { rows } = await ctx.db.query('select redemptions from coupons where code = $1', [code]);
    expect(rows[0].redemptions).toBe(1);
  });
});

describe('what a coupon takes off the charges', () => {
  it('a percentage for N months, then the full price', async () => {
    const { session, companyId } = await owner();
    await subscribe(ctx.t.app, session, { coupon: 'WELCOME20' });
    expect(await chargesOver(companyId, 4)).toEqual([2320, 2320, 2320, 2900, 2900]);
    expect((await call(ctx.t.app, session, 'GET', '/v1/subscription')).json().payload.coupon).toBeNull();
  });

  it('an amount once', async () => {
    const { session, companyId } = await owner();
    await subscribe(ctx.t.app, session, { coupon: 'SAVE10' });
    expect(await chargesOver(companyId, 2)).toEqual([1900, 2900, 2900]);
  });

  it('a percentage forever', async () => {
    const code = await coupon({ percent_off: 50, duration: 'FOREVER' });
    const { session, companyId } = await owner();
    const subscribed = await subscribe(ctx.t.app, session, { coupon: code });
    expect(subscribed.coupon).toMatchObject({ duration: 'FOREVER', months_left: null });
    expect(await chargesOver(companyId, 3)).toEqual([1450, 1450, 1450, 1450]);
  });

  it('an amount larger than the charge makes it free (nothing charged, invoice paid)', async () => {
    const code = await coupon({ amount_off_cents: 5000, duration: 'ONCE' });
    const { session, companyId } = await owner();
    await subscribe(ctx.t.app, session, { coupon: code });
    const [invoice] = await invoicesOf(ctx.db, companyId);
    expect(invoice).toMatchObject({ status: 'PAID', total_cents: 0, discount_cents: 2900, charge_ref: null });
  });
});
