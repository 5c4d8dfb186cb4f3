import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { PERMISSION_KEYS } from '@fieldbook/domain/permissions/permissions.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { changedTables, databaseFingerprint } from '../../test/database-fingerprint';
import { call, GOOD_CARD, invoicesOf, subscribe, subscribeBody } from './billing-test-kit';

const ctx = useTestApp();
let owner: Session;
let member: Session;
let cardId: number;
let invoiceId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  const { companyId } = await whoIs(ctx.t.app, owner);
  await subscribe(ctx.t.app, owner);
  cardId = (await call(ctx.t.app, owner, 'GET', '/v1/cards')).json().payload[0].id;
  invoiceId = (await invoicesOf(ctx.db, companyId))[0].id;
  // An Administrator holds everything but billing; here every key but canManageBilling.
  member = await addStaff(ctx.t.app, owner, 'Administrator');
  const { userId } = await whoIs(ctx.t.app, member);
  await ctx.db.query('update users set permissions = $1 where id = $2', [
    PERMISSION_KEYS.filter((key) => key !== 'canManageBilling'),
    userId,
  ]);
});

describe('billing needs canManageBilling', () => {
  const routes: [string, 'GET' | 'POST', () => string, () => Record<string, unknown> | undefined][] = [
    ['the subscription', 'GET', () => '/v1/subscription', () => undefined],
    ['subscribing', 'POST', () => '/v1/subscription', () => subscribeBody()],
    ['changing the plan', 'POST', () => '/v1/subscription/plan', () => ({ plan_id: 2, interval: 'MONTH' })],
    ['cancelling', 'POST', () => '/v1/subscription/cancel', () => ({})],
    ['resuming', 'POST', () => '/v1/subscription/resume', () => ({})],
    ['the invoices', 'GET', () => '/v1/subscription/invoices', () => undefined],
    ['an invoice’s PDF', 'GET', () => `/v1/subscription/invoices/${invoiceId}/pdf`, () => undefined],
    ['the cards', 'GET', () => '/v1/cards', () => undefined],
    ['saving a card', 'POST', () => '/v1/cards', () => ({ token: GOOD_CARD, holder_name: 'Sneaky' })],
    ['the default card', 'POST', () => '/v1/cards/default', () => ({ card_id: cardId })],
    ['deleting a card', 'POST', () => '/v1/cards/delete', () => ({ card_id: cardId })],
    ['checking a coupon', 'POST', () => '/v1/plans/coupon', () => ({ coupon: 'WELCOME20' })],
  ];

  it.each(routes)('%s: 403 without it, and nothing changes', async (_label, method, url, body) => {
    const before = await databaseFingerprint(ctx.db);
    const response = await call(ctx.t.app, member, method, url(), body());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', payload: null, errors: null, message: AUTH_MESSAGES.forbidden });
    expect(changedTables(before, await databaseFingerprint(ctx.db))).toEqual([]);
  });

  it('the plan list is for anyone signed in; the owner manages billing', async () => {
    expect((await call(ctx.t.app, member, 'GET', '/v1/plans')).statusCode).toBe(200);
    expect((await call(ctx.t.app, owner, 'GET', '/v1/subscription')).statusCode).toBe(200);
  });
});
