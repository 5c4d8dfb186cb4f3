import { BILLING_MESSAGES } from '@fieldbook/domain/billing/billing.constants';
import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import { describe, expect, it } from 'vitest';
import { registerBusiness, useTestApp, whoIs } from '../../test/build-test-app';
import { changedTables, databaseFingerprint } from '../../test/database-fingerprint';
import { call, GOOD_CARD, OTHER_CARD, subscribe } from './billing-test-kit';

const ctx = useTestApp();

async function owner() {
  const session = await registerBusiness(ctx.t.app);
  return { session, companyId: (await whoIs(ctx.t.app, session)).companyId };
}

const save = (session: { token: string }, token: string, holder_name: unknown = 'Olivia Owner') =>
  call(ctx.t.app, session, 'POST', '/v1/cards', { token, holder_name } as Record<string, unknown>);

describe('the company’s cards', () => {
  it('saves cards (the first is the default), changes the default, and deletes any card but the default', async () => {
    const { session } = await owner();
    const first = await save(session, GOOD_CARD);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: BILLING_MESSAGES.cardSaved,
      payload: { brand: 'Visa', last4: '4242', exp_month: 12, default: true },
    });
    const second = (await save(session, OTHER_CARD)).json().payload;
    expect(second).toMatchObject({ brand: 'Mastercard', last4: '4444', exp_month: 6, default: false });

    const refused = await call(ctx.t.app, session, 'POST', '/v1/cards/delete', { card_id: first.json().payload.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ card_id: [CARD_MESSAGES.defaultCard] });

    const switched = await call(ctx.t.app, session, 'POST', '/v1/cards/default', { card_id: second.id });
    expect(switched.json().payload.map((c: { default: boolean }) => c.default)).toEqual([false, true]);
    const deleted = await call(ctx.t.app, session, 'POST', '/v1/cards/delete', { card_id: first.json().payload.id });
    expect(deleted.json()).toMatchObject({ message: CARD_MESSAGES.cardDeleted, payload: [{ id: second.id }] });
    expect((await call(ctx.t.app, session, 'GET', '/v1/cards')).json().payload).toHaveLength(1);
  });

  it.each([
    ['no holder name', GOOD_CARD, '', 'holder_name', CARD_MESSAGES.holderName],
    ['a blank holder name', GOOD_CARD, '   ', 'holder_name', CARD_MESSAGES.holderName],
    ['a holder name that is not text', GOOD_CARD, null, 'holder_name', CARD_MESSAGES.holderName],
    ['no card', '', 'Olivia Owner', 'token', CARD_MESSAGES.cardRequired],
    ['a card the provider refuses', 'sbx_tok_42', 'Olivia Owner', 'token', 'Your card number is invalid.'],
    ['an expired card', 'sbx_tok_4242424242424242_1_2020', 'Olivia Owner', 'token', 'Your card has expired.'],
  ])('refuses %s with its message and saves nothing', async (_label, token, holder, field, message) => {
    const { session } = await owner();
    const before = await databaseFingerprint(ctx.db);
    const response = await save(session, token, holder);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(changedTables(before, await databaseFingerprint(ctx.db))).toEqual([]);
  });

  it('another company’s card answers as a missing one (422 card_id) everywhere, and changes nothing', async () => {
    const a = await owner();
    const b = await owner();
    const theirs = (await save(b.session, GOOD_CARD)).json().payload.id;
    await save(b.session, OTHER_CARD);
    await save(a.session, GOOD_CARD);
    const before = await databaseFingerprint(ctx.db);
    for (const url of ['/v1/cards/default', '/v1/cards/delete']) {
      for (const id of [theirs, 2_000_000_000]) {
        const response = await call(ctx.t.app, a.session, 'POST', url, { card_id: id });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ card_id: [CARD_MESSAGES.cardNotFound] });
      }
    }
    const subscribing = await call(ctx.t.app, a.session, 'POST', '/v1/subscription', {
      plan_id: 1,
      interval: 'MONTH',
      card_id: theirs,
      idempotency_key: 'cross-company-card',
    });
    expect(subscribing.statusCode).toBe(422);
    expect(subscribing.json().errors).toEqual({ card_id: [CARD_MESSAGES.cardNotFound] });
    expect(changedTables(before, await databaseFingerprint(ctx.db))).toEqual([]);
  });

  it('subscribes with a saved card', async () => {
    const { session } = await owner();
    const card = (await save(session, OTHER_CARD)).json().payload;
    const subscribed = await subscribe(ctx.t.app, session, {
      token: undefined,
      holder_name: undefined,
      card_id: card.id,
    });
    expect(subscribed).toMatchObject({ status: 'ACTIVE', cards: [{ id: card.id, default: true }] });
  });
});
