import { trialLimitMessage } from '@fieldbook/domain/plans/plans.rules';
import { describe, expect, it, vi } from 'vitest';
import { as, registerBusiness, useTestApp, whoIs } from '../../test/build-test-app';
import { staffBody } from '../staff/staff-test-kit';
import {
  call,
  DECLINED_CARD,
  GOOD_CARD,
  invoicesOf,
  noonOn,
  renewalsOf,
  subscribe,
  subscriptionRow,
} from './billing-test-kit';
import { NO_DEFAULT_CARD, RENEWAL_CRON, RENEWAL_QUEUE } from './subscription-renewal';

/**
 * The scheduled renewals (the pg-boss job calls renewDue): each is called here with the `now` it
 * runs at, so no test waits for a clock.
 */

const ctx = useTestApp();

async function subscribed(overrides: Record<string, unknown> = {}) {
  const owner = await registerBusiness(ctx.t.app);
  const { companyId } = await whoIs(ctx.t.app, owner);
  await subscribe(ctx.t.app, owner, overrides);
  return { owner, companyId };
}

const periodEndOf = async (companyId: number): Promise<string> =>
  (await subscriptionRow(ctx.db, companyId)).current_period_end;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Makes a declining card the default (the sandbox saves it; charging it is declined). */
async function defaultToDeclining(owner: { token: string }) {
  const card = (
    await call(ctx.t.app, owner, 'POST', '/v1/cards', { token: DECLINED_CARD, holder_name: 'Olivia' })
  ).json().payload;
  await call(ctx.t.app, owner, 'POST', '/v1/cards/default', { card_id: card.id });
  return card;
}

async function sentSms(companyId: number, body: string, sentAt: string, status = 'sent') {
  await ctx.db.query(
    `insert into sms_outbox (company_id, "to", body, status, sent_at) values ($1, '+61412345678', $2, $3, $4)`,
    [companyId, body, status, sentAt],
  );
}

describe('renewing at the end of the period', () => {
  it('runs as a scheduled pg-boss job', async () => {
    const { rows } = await ctx.db.query('select name, cron from pgboss.schedule where name = $1', [RENEWAL_QUEUE]);
    expect(rows).toEqual([{ name: RENEWAL_QUEUE, cron: RENEWAL_CRON }]);
  });

  it('charges the default card once when workers race, with one invoice for the period', async () => {
    const { companyId } = await subscribed();
    const end = await periodEndOf(companyId);
    const renewals = renewalsOf(ctx.t.app);
    const charge = vi.spyOn(ctx.t.app.paymentProvider, 'charge');
    // Nothing is due before the period ends.
    expect(await renewals.renewOne(companyId, noonOn(addDays(end, -1)))).toBe('skipped');

    const now = noonOn(end);
    const outcomes = await Promise.all([
      renewals.renewDue(now),
      renewals.renewDue(now),
      renewals.renewOne(companyId, now),
      renewalsOf(ctx.t.app).renewOne(companyId, now),
    ]);
    expect(charge).toHaveBeenCalledTimes(1);
    const renewed =
      (outcomes[0] as { renewed: number }).renewed +
      (outcomes[1] as { renewed: number }).renewed +
      [outcomes[2], outcomes[3]].filter((o) => o === 'renewed').length;
    expect(renewed).toBe(1);
    // As after a restart: run again, nothing more is charged.
    await renewals.renewDue(now);
    expect(charge).toHaveBeenCalledTimes(1);
    charge.mockRestore();

    const invoices = await invoicesOf(ctx.db, companyId);
    expect(invoices).toHaveLength(2);
    expect(invoices[1]).toMatchObject({ status: 'PAID', period_start: end, total_cents: 2900 });
    const row = await subscriptionRow(ctx.db, companyId);
    expect(row).toMatchObject({ status: 'ACTIVE', current_period_start: end });
    const { rows: mail } = await ctx.db.query('select subject from email_outbox where company_id = $1 order by id', [
      companyId,
    ]);
    expect(mail.map((m) => m.subject)).toEqual([
      expect.stringContaining(invoices[0].number),
      expect.stringContaining(invoices[1].number),
    ]);
  });

  it('adds the period’s SMS usage: messages sent (per 160 characters) × the SMS price', async () => {
    const { owner, companyId } = await subscribed();
    const row = await subscriptionRow(ctx.db, companyId);
    const start = row.current_period_start;
    const end = row.current_period_end;
    const during = `${addDays(start, 3)} 01:00:00+00`;
    await sentSms(companyId, 'Reminder: see you at 10am', during); // 1 message
    await sentSms(companyId, 'x'.repeat(161), during); // 2 messages
    await sentSms(companyId, 'y'.repeat(480), during); // 3 messages
    await sentSms(companyId, 'never sent', during, 'sandbox');
    await sentSms(companyId, 'failed', during, 'failed');
    await sentSms(companyId, 'before the period', `${addDays(start, -2)} 01:00:00+00`);
    await sentSms(companyId, 'after the period', `${addDays(end, 1)} 01:00:00+00`);
    const other = await registerBusiness(ctx.t.app);
    await sentSms((await whoIs(ctx.t.app, other)).companyId, 'another company', during);

    expect(await renewalsOf(ctx.t.app).renewOne(companyId, noonOn(end))).toBe('renewed');
    const [, invoice] = await invoicesOf(ctx.db, companyId);
    const price = ctx.t.app.system.limits().sms_price;
    expect(price).toMatchObject({ per_message_cost: 0.1, per_characters: 160 });
    expect(invoice).toMatchObject({ sms_count: 6, sms_cents: 60, total_cents: 2960, gst_cents: 269 });
    const listed = (await call(ctx.t.app, owner, 'GET', '/v1/subscription/invoices')).json().payload.data[0];
    expect(listed).toMatchObject({ sms_count: 6, sms_amount: 0.6, total: 29.6 });
    expect(listed.lines).toContainEqual(
      expect.objectContaining({
        quantity: 6,
        unit_price: 0.1,
        amount: 0.6,
        description: expect.stringContaining('SMS'),
      }),
    );
  });

  it('a failed charge is PAST_DUE (still subscribed), retried on the schedule, then LAPSED to the trial limits', async () => {
    const { owner, companyId } = await subscribed();
    // Subscribed: no staff limit.
    for (let i = 0; i < 3; i++)
      expect(
        (await as(ctx.t.app, owner, { method: 'POST', url: '/v1/business/company/users', payload: staffBody() }))
          .statusCode,
      ).toBe(200);
    await defaultToDeclining(owner);
    const end = await periodEndOf(companyId);
    const renewals = renewalsOf(ctx.t.app);

    expect(await renewals.renewOne(companyId, noonOn(end))).toBe('past_due');
    let row = await subscriptionRow(ctx.db, companyId);
    expect(row).toMatchObject({ status: 'PAST_DUE', failed_attempts: 1, retry_on: addDays(end, 1) });
    let load = (await call(ctx.t.app, owner, 'GET', '/v1/user/load')).json().payload;
    expect(load.company).toMatchObject({ subscribed: true, subscription_status: 'PAST_DUE' });
    expect(load.permissions).toContain('isSubscribed');
    // Not again the same day.
    expect(await renewals.renewOne(companyId, noonOn(end))).toBe('skipped');

    expect(await renewals.renewOne(companyId, noonOn(addDays(end, 1)))).toBe('past_due');
    expect((await subscriptionRow(ctx.db, companyId)).retry_on).toBe(addDays(end, 3));
    expect(await renewals.renewOne(companyId, noonOn(addDays(end, 3)))).toBe('past_due');
    expect((await subscriptionRow(ctx.db, companyId)).retry_on).toBe(addDays(end, 7));
    expect(await renewals.renewOne(companyId, noonOn(addDays(end, 7)))).toBe('lapsed');

    row = await subscriptionRow(ctx.db, companyId);
    expect(row).toMatchObject({ status: 'LAPSED', failed_attempts: 4, retry_on: null });
    const invoices = await invoicesOf(ctx.db, companyId);
    expect(invoices).toHaveLength(2);
    expect(invoices[1]).toMatchObject({ status: 'FAILED', attempts: 4, failure_message: 'Your card was declined.' });
    load = (await call(ctx.t.app, owner, 'GET', '/v1/user/load')).json().payload;
    expect(load.company).toMatchObject({ subscribed: false, subscription_status: 'LAPSED' });
    expect(load.permissions).not.toContain('isSubscribed');

    // Back on trial limits; nothing was deleted.
    const refused = await as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/business/company/users',
      payload: staffBody(),
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ status: 'unsubscribed', message: trialLimitMessage('staff') });
    const { rows } = await ctx.db.query('select count(*)::int as n from users where company_id = $1 and active', [
      companyId,
    ]);
    expect(rows[0].n).toBe(4);
    expect(await renewals.renewOne(companyId, noonOn(addDays(end, 30)))).toBe('skipped');

    // A card that pays subscribes it again.
    const again = await subscribe(ctx.t.app, owner, { token: GOOD_CARD });
    expect(again).toMatchObject({ status: 'ACTIVE', is_subscribed: true });
  });

  it('a retry that pays makes it ACTIVE again for the period it was billed for', async () => {
    const { owner, companyId } = await subscribed();
    const good = (await call(ctx.t.app, owner, 'GET', '/v1/cards')).json().payload[0];
    await defaultToDeclining(owner);
    const end = await periodEndOf(companyId);
    const renewals = renewalsOf(ctx.t.app);
    expect(await renewals.renewOne(companyId, noonOn(end))).toBe('past_due');
    await call(ctx.t.app, owner, 'POST', '/v1/cards/default', { card_id: good.id });
    expect(await renewals.renewOne(companyId, noonOn(addDays(end, 1)))).toBe('renewed');
    expect(await subscriptionRow(ctx.db, companyId)).toMatchObject({
      status: 'ACTIVE',
      failed_attempts: 0,
      retry_on: null,
      current_period_start: end,
    });
    const invoices = await invoicesOf(ctx.db, companyId);
    expect(invoices.map((i) => [i.status, i.attempts])).toEqual([
      ['PAID', 1],
      ['PAID', 2],
    ]);
  });

  it('without a card to charge, the renewal fails as a declined one would', async () => {
    const { companyId } = await subscribed();
    await ctx.db.query('update company_cards set is_default = false where company_id = $1', [companyId]);
    expect(await renewalsOf(ctx.t.app).renewOne(companyId, noonOn(await periodEndOf(companyId)))).toBe('past_due');
    expect((await invoicesOf(ctx.db, companyId))[1]).toMatchObject({
      status: 'FAILED',
      failure_message: NO_DEFAULT_CARD,
    });
  });

  it('cancelled at the period end: CANCELLED when it ends, nothing charged, trial limits again', async () => {
    const { owner, companyId } = await subscribed();
    await call(ctx.t.app, owner, 'POST', '/v1/subscription/cancel');
    const charge = vi.spyOn(ctx.t.app.paymentProvider, 'charge');
    expect(await renewalsOf(ctx.t.app).renewOne(companyId, noonOn(await periodEndOf(companyId)))).toBe('cancelled');
    expect(charge).not.toHaveBeenCalled();
    charge.mockRestore();
    expect((await subscriptionRow(ctx.db, companyId)).status).toBe('CANCELLED');
    const load = (await call(ctx.t.app, owner, 'GET', '/v1/user/load')).json().payload;
    expect(load.company).toMatchObject({ subscribed: false, subscription_status: 'CANCELLED' });
    expect(await invoicesOf(ctx.db, companyId)).toHaveLength(1);
  });

  it('a plan change takes effect at the renewal', async () => {
    const { owner, companyId } = await subscribed();
    await call(ctx.t.app, owner, 'POST', '/v1/subscription/plan', { plan_id: 2, interval: 'YEAR' });
    expect(await renewalsOf(ctx.t.app).renewOne(companyId, noonOn(await periodEndOf(companyId)))).toBe('renewed');
    const [, invoice] = await invoicesOf(ctx.db, companyId);
    expect(invoice).toMatchObject({ plan_id: 2, interval: 'YEAR', total_cents: 79000 });
    expect(await subscriptionRow(ctx.db, companyId)).toMatchObject({
      plan_id: 2,
      interval: 'YEAR',
      next_plan_id: null,
    });
  });
});
