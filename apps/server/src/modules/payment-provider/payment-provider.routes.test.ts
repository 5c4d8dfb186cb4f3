import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import {
  PAYMENT_PROVIDER_MESSAGES,
  providerMessages,
} from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';
import { type ClientSession, invitedClient, registerClient, sentDocument } from '../connect/connect-test-kit';
import { callback, connectAccount, startConnect, useStripeStandIn } from './payment-provider-test-kit';

// Each business's own Stripe account (Stripe Connect), Stripe's API and Connect OAuth played by a local stand-in.
const STRIPE = providerMessages('stripe');
const { env, stripe: standIn } = useStripeStandIn();
const ctx = useTestApp(env);

let owner: Session;
let rival: Session;
let clientId: number;
let rivalClientId: number;
beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { company_name: 'Own Account Plumbing' });
  rival = await registerBusiness(ctx.t.app, { company_name: 'Rival Pest Control' });
  const client = individual({ emails: [{ type: 'PRIMARY', email_address: 'pat@client.example' }] });
  clientId = (await createClient(ctx.t.app, owner, client)).id;
  rivalClientId = (await createClient(ctx.t.app, rival, client)).id;
});

const status = (session: Session) => as(ctx.t.app, session, { method: 'GET', url: '/v1/paymentProvider' });
const disconnect = (session: Session) =>
  as(ctx.t.app, session, { method: 'POST', url: '/v1/paymentProvider/disconnect' });
const pay = (payload: Record<string, unknown>) =>
  ctx.t.app.inject({ method: 'POST', url: '/v1/clientConnect/invoice/pay', payload });
const accountRows = async () =>
  (await ctx.db.query('select company_id, account_ref from payment_accounts')).rows.map((row) => ({
    companyId: Number(row.company_id),
    account: row.account_ref,
  }));

describe('connecting a business’s own Stripe account', () => {
  it('starts unlinked (needing attention in user/load) and refuses client card payments with a clear message', async () => {
    expect((await status(owner)).json().payload).toEqual({
      provider: { provider_type: 'payment', status: 'NOT_LINKED', requires_auth: true },
      mode: 'live',
      kind: null,
      // Square is offered only when its application is configured.
      available: [{ kind: 'stripe', label: 'Stripe' }],
      account: null,
      connected_at: null,
    });
    const load = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/user/load' });
    expect(load.json().payload.providers).toEqual([
      { provider_type: 'payment', status: 'NOT_LINKED', requires_auth: true },
    ]);
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const before = standIn.intents.length;
    const refused = await pay({ reference, token: 'pm_card_visa', holder_name: 'Pat', idempotency_key: 'unlinked-1' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: PAYMENT_PROVIDER_MESSAGES.notConnected,
      errors: { card: [PAYMENT_PROVIDER_MESSAGES.notConnected] },
    });
    expect(standIn.intents.length).toBe(before);
    expect((await ctx.db.query('select 1 from payments where invoice_id = $1', [id])).rows).toEqual([]);
  });

  it('refuses to connect Square on a server without Square’s application, storing no state', async () => {
    const refused = await as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/paymentProvider/connect',
      payload: { provider: 'square' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(providerMessages('square').notConfigured);
    expect((await ctx.db.query('select 1 from oauth_states')).rows).toEqual([]);
  });

  it('sends the browser to Stripe’s authorize page with the client id, a one-time state and the settings page to return to', async () => {
    const { url, state } = await startConnect(ctx.t.app, owner);
    expect(`${url.origin}${url.pathname}`).toBe(`${env.STRIPE_CONNECT_URL}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'ca_test_fieldbook',
      scope: 'read_write',
      redirect_uri: 'https://app.fieldbook.test/settings/paymentProvider',
    });
    // Random, kept only as a hash until its callback spends it.
    expect(state).toMatch(/^[\w-]{43}$/);
    const { rows } = await ctx.db.query('select state_hash, purpose from oauth_states where purpose = $1', [
      'payment-connect',
    ]);
    expect(rows.map((row) => row.state_hash)).not.toContain(state);
  });

  it('refuses a callback whose state is missing, forged, or another company’s, and a code Stripe refuses, storing nothing', async () => {
    const { state } = await startConnect(ctx.t.app, owner);
    const missing = await callback(ctx.t.app, owner, { code: '', state: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      code: [PAYMENT_PROVIDER_MESSAGES.codeRequired],
      state: [PAYMENT_PROVIDER_MESSAGES.stateRequired],
    });
    const forged = await callback(ctx.t.app, owner, { code: 'ac_forged', state: `${state.slice(0, -3)}abc` });
    expect(forged.json().errors).toEqual({ state: [PAYMENT_PROVIDER_MESSAGES.badState] });
    // The owner's state sent by another company's user (a CSRF'd callback) is refused too.
    const crossed = await callback(ctx.t.app, rival, { code: 'ac_crossed', state });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().errors).toEqual({ state: [PAYMENT_PROVIDER_MESSAGES.badState] });
    const bad = await callback(ctx.t.app, owner, { code: 'not-a-code', state });
    expect(bad.json().errors).toEqual({ code: [STRIPE.refused] });
    expect(await accountRows()).toEqual([]);
    expect(standIn.connected.size).toBe(0);
  });

  it('links the account from Stripe’s code: LINKED, and user/load says so', async () => {
    const payload = await connectAccount(ctx.t.app, owner, 'ac_ownplumbing');
    expect(payload).toMatchObject({
      provider: { provider_type: 'payment', status: 'LINKED', requires_auth: false },
      account: 'acct_ownplumbing',
      connected_at: expect.any(String),
    });
    expect(standIn.requests.at(-1)).toMatchObject({ path: '/oauth/token', account: null });
    const { companyId } = await whoIs(ctx.t.app, owner);
    expect(await accountRows()).toEqual([{ companyId, account: 'acct_ownplumbing' }]);
    const load = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/user/load' });
    expect(load.json().payload.providers).toEqual([
      { provider_type: 'payment', status: 'LINKED', requires_auth: false },
    ]);
  });

  it('spends a state on its first callback: the same state again, even with a good code, changes nothing', async () => {
    const { state } = await startConnect(ctx.t.app, rival);
    const [first, second] = await Promise.all([
      callback(ctx.t.app, rival, { code: 'ac_rivalfirst', state }),
      callback(ctx.t.app, rival, { code: 'ac_rivalsecond', state }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    const { companyId } = await whoIs(ctx.t.app, rival);
    const linked = (await accountRows()).filter((row) => row.companyId === companyId);
    expect(linked).toHaveLength(1);
    const tokenCalls = standIn.requests.filter((r) => r.path === '/oauth/token').length;
    const replayed = await callback(ctx.t.app, rival, { code: 'ac_rivalreplay', state });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().errors).toEqual({ state: [PAYMENT_PROVIDER_MESSAGES.badState] });
    expect((await accountRows()).filter((row) => row.companyId === companyId)).toEqual(linked);
    // Refused before Stripe is asked: the replayed code was never exchanged.
    expect(standIn.requests.filter((r) => r.path === '/oauth/token').length).toBe(tokenCalls);
    expect((await disconnect(rival)).statusCode).toBe(200);
  });

  it('charges a client’s card on the business’s account (Stripe-Account), once however often it is retried', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const document = await ctx.t.app.inject({
      method: 'GET',
      url: `/v1/clientConnect/document?reference=${reference}`,
    });
    expect(document.json().payload.payments).toEqual({
      provider: 'stripe',
      kind: 'stripe',
      publishable_key: 'pk_test_platform',
      stripe_account: 'acct_ownplumbing',
      square: null,
    });
    const body = { reference, token: 'pm_card_visa', holder_name: 'Pat Citizen', idempotency_key: 'own-account-1' };
    const [a, b] = await Promise.all([pay(body), pay(body)]);
    expect([a.statusCode, b.statusCode], a.body).toEqual([200, 200]);
    const again = await pay(body);
    expect(again.statusCode).toBe(200);
    const payments = (await ctx.db.query('select reference from payments where invoice_id = $1', [id])).rows;
    expect(payments).toHaveLength(1);
    const intents = standIn.intents.filter((intent) => intent.id === payments[0].reference);
    expect(intents).toEqual([expect.objectContaining({ account: 'acct_ownplumbing', amount: expect.any(Number) })]);
    const charges = standIn.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(charges.every((r) => r.account === 'acct_ownplumbing')).toBe(true);
  });

  it('saves a signed-in client’s card as a customer of the business’s account, which only that business can charge', async () => {
    const invited = await invitedClient(ctx.t.app, ctx.db, owner, 'lee@client.example');
    const client: ClientSession = await registerClient(ctx.t.app, { refer_code: invited.code });
    const first = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', invited.id);
    const saved = await as(ctx.t.app, client, {
      method: 'POST',
      url: '/v1/clientConnect/invoice/pay',
      payload: {
        reference: first.reference,
        token: 'pm_card_mastercard',
        holder_name: 'Lee Citizen',
        save_card: true,
        idempotency_key: 'own-save-1',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(standIn.requests.filter((r) => r.path === '/v1/customers').at(-1)?.account).toBe('acct_ownplumbing');
    expect(standIn.intents.at(-1)).toMatchObject({
      account: 'acct_ownplumbing',
      customer: expect.stringMatching(/^cus_/),
    });
    const [card] = (await as(ctx.t.app, client, { method: 'GET', url: '/v1/clientConnect/cards' })).json().payload
      .cards;

    // Another business's invoice cannot be paid with a card that lives in this business's account.
    const rivalInvite = await invitedClient(ctx.t.app, ctx.db, rival, 'lee@client.example');
    await as(ctx.t.app, client, {
      method: 'POST',
      url: '/v1/clientConnect/refer',
      payload: { code: rivalInvite.code },
    });
    const cardsFor = async (session: Session) => {
      const { companyId } = await whoIs(ctx.t.app, session);
      const url = `/v1/clientConnect/cards?business_id=${companyId}`;
      return (await as(ctx.t.app, client, { method: 'GET', url })).json().payload.cards;
    };
    expect(await cardsFor(owner)).toEqual([card]);
    expect(await cardsFor(rival)).toEqual([]);
    const rivalInvoice = await sentDocument(ctx.t.app, ctx.db, rival, 'invoice', rivalInvite.id);
    const before = standIn.intents.length;
    const crossed = await as(ctx.t.app, client, {
      method: 'POST',
      url: '/v1/clientConnect/invoice/pay',
      payload: { reference: rivalInvoice.reference, card_id: card.id, idempotency_key: 'crossed-1' },
    });
    expect(crossed.statusCode).toBe(422);
    expect(standIn.intents.length).toBe(before);
  });

  it('never lets another company’s clients pay into this account: unlinked, theirs is refused', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, rival, 'invoice', rivalClientId);
    const before = standIn.intents.length;
    const refused = await pay({ reference, token: 'pm_card_visa', holder_name: 'Pat', idempotency_key: 'rival-pay-1' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ card: [PAYMENT_PROVIDER_MESSAGES.notConnected] });
    expect(standIn.intents.length).toBe(before);
    expect((await ctx.db.query('select 1 from payments where invoice_id = $1', [id])).rows).toEqual([]);
    expect((await status(rival)).json().payload.account).toBeNull();
  });

  it('disconnects: Stripe is told (deauthorize) and client payments are refused again', async () => {
    const response = await disconnect(owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: STRIPE.disconnected,
      payload: { provider: { status: 'NOT_LINKED', requires_auth: true }, account: null },
    });
    expect(standIn.requests.at(-1)).toMatchObject({ path: '/oauth/deauthorize' });
    expect(standIn.connected.has('acct_ownplumbing')).toBe(false);
    expect(await accountRows()).toEqual([]);
    const { reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const refused = await pay({
      reference,
      token: 'pm_card_visa',
      holder_name: 'Pat',
      idempotency_key: 'after-disconnect-1',
    });
    expect(refused.json().errors).toEqual({ card: [PAYMENT_PROVIDER_MESSAGES.notConnected] });
    expect(CARD_MESSAGES.paymentFailed).not.toBe(refused.json().message);
  });

  it('answers 403 to staff without canManageProviders, changing nothing', async () => {
    const staff = await addStaff(ctx.t.app, owner, 'Field Staff');
    expect((await status(staff)).statusCode).toBe(403);
    expect((await as(ctx.t.app, staff, { method: 'POST', url: '/v1/paymentProvider/connect' })).statusCode).toBe(403);
    expect((await callback(ctx.t.app, staff, { code: 'ac_staff', state: 'x' })).statusCode).toBe(403);
    expect((await disconnect(staff)).statusCode).toBe(403);
    expect(await accountRows()).toEqual([]);
  });
});
