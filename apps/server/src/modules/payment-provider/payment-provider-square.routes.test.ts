import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import {
  PAYMENT_PROVIDER_MESSAGES,
  providerMessages,
} from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { squareStandIn } from '../../card-payments/square-stand-in';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';
import { type ClientSession, invitedClient, registerClient, sentDocument } from '../connect/connect-test-kit';
import { callback, connectAccount, startConnect, useStripeStandIn } from './payment-provider-test-kit';

// A business chooses Square (its own Square account through OAuth) or Stripe; both played by local stand-ins.
const SQUARE = providerMessages('square');
const APP = { applicationId: 'sq0idp-fieldbook', applicationSecret: 'sq0csp-platform' };
const square = squareStandIn(APP);
const { env, stripe } = useStripeStandIn();
env.SQUARE_APPLICATION_ID = APP.applicationId;
env.SQUARE_APPLICATION_SECRET = APP.applicationSecret;
beforeAll(async () => {
  env.SQUARE_API_URL = await square.start();
});
afterAll(() => square.stop());
const ctx = useTestApp(env);

let owner: Session;
let rival: Session;
let clientId: number;
let rivalClientId: number;
beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { company_name: 'Square Deal Plumbing' });
  rival = await registerBusiness(ctx.t.app, { company_name: 'Striped Pest Control' });
  const client = individual({ emails: [{ type: 'PRIMARY', email_address: 'pat@client.example' }] });
  clientId = (await createClient(ctx.t.app, owner, client)).id;
  rivalClientId = (await createClient(ctx.t.app, rival, client)).id;
});

const status = (session: Session) => as(ctx.t.app, session, { method: 'GET', url: '/v1/paymentProvider' });
const pay = (payload: Record<string, unknown>) =>
  ctx.t.app.inject({ method: 'POST', url: '/v1/clientConnect/invoice/pay', payload });
const accountRow = async (session: Session) => {
  const { companyId } = await whoIs(ctx.t.app, session);
  const { rows } = await ctx.db.query('select * from payment_accounts where company_id = $1', [companyId]);
  return rows[0];
};
const paymentsOf = async (invoiceId: number) =>
  (await ctx.db.query('select reference, provider from payments where invoice_id = $1', [invoiceId])).rows;

describe('a business choosing Square', () => {
  it('offers Stripe and Square, and sends the browser to Square’s authorize page with a one-time state', async () => {
    expect((await status(owner)).json().payload).toMatchObject({
      mode: 'live',
      kind: null,
      available: [
        { kind: 'stripe', label: 'Stripe' },
        { kind: 'square', label: 'Square' },
      ],
    });
    const { url, state } = await startConnect(ctx.t.app, owner, 'square');
    expect(`${url.origin}${url.pathname}`).toBe(`${env.SQUARE_API_URL}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: APP.applicationId,
      redirect_uri: 'https://app.fieldbook.test/settings/paymentProvider',
      state,
    });
    const { rows } = await ctx.db.query('select state_hash from oauth_states where purpose = $1', [
      'payment-connect-square',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].state_hash).not.toBe(state);
  });

  it('lets the pages load Stripe.js and Square’s Web Payments SDK (Content-Security-Policy)', async () => {
    const policy = String((await status(owner)).headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.squarecdn\.com;/);
    expect(policy).toContain('https://pci-connect.squareup.com');
    expect(policy).toMatch(/frame-src [^;]*https:\/\/\*\.squarecdn\.com/);
  });

  it('refuses a provider it does not know with a clear message', async () => {
    const response = await as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/paymentProvider/connect',
      payload: { provider: 'paypal' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ provider: [PAYMENT_PROVIDER_MESSAGES.providerRequired] });
  });

  it('spends a Square state once: a replay, or another company’s user with it, changes nothing and asks Square nothing', async () => {
    const { state } = await startConnect(ctx.t.app, owner, 'square');
    const crossed = await callback(ctx.t.app, rival, { code: 'sq0cgp-crossed', state });
    expect(crossed.json().errors).toEqual({ state: [PAYMENT_PROVIDER_MESSAGES.badState] });
    const [first, second] = await Promise.all([
      callback(ctx.t.app, owner, { code: 'sq0cgp-squaredeal', state }),
      callback(ctx.t.app, owner, { code: 'sq0cgp-squaredealtwo', state }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    const exchanges = square.requests.filter((r) => r.path === '/oauth2/token').length;
    const replayed = await callback(ctx.t.app, owner, { code: 'sq0cgp-replayed', state });
    expect(replayed.json().errors).toEqual({ state: [PAYMENT_PROVIDER_MESSAGES.badState] });
    expect(square.requests.filter((r) => r.path === '/oauth2/token').length).toBe(exchanges);
    expect(await accountRow(rival)).toBeUndefined();
    // Whichever of the two codes won is the one account linked; the other was never exchanged.
    expect(square.connected().size).toBe(1);
  });

  it('is linked with the merchant and its location; Square’s tokens are kept sealed, never as they are', async () => {
    const payload = (await status(owner)).json().payload;
    expect(payload).toMatchObject({
      provider: { status: 'LINKED', requires_auth: false },
      kind: 'square',
      account: expect.stringMatching(/^MSQUAREDEAL/),
    });
    const row = await accountRow(owner);
    expect(row).toMatchObject({
      provider: 'square',
      kind: 'square',
      location_id: expect.stringMatching(/^LSQUAREDEAL/),
    });
    expect(row.access_token_enc).toMatch(/^v1\./);
    expect(row.access_token_enc).not.toContain('EAAA');
    expect(row.refresh_token_enc).not.toContain('EQAA');
  });

  it('keeps one provider at a time: connecting Stripe while Square is linked is refused, changing nothing', async () => {
    const before = await accountRow(owner);
    const refused = await as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/paymentProvider/connect',
      payload: { provider: 'stripe' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(providerMessages('stripe').otherConnected('square'));
    expect(await accountRow(owner)).toEqual(before);
  });

  it('tells the card panel to use Square’s Web Payments SDK with the application and the business’s location', async () => {
    const { reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const document = await ctx.t.app.inject({
      method: 'GET',
      url: `/v1/clientConnect/document?reference=${reference}`,
    });
    const row = await accountRow(owner);
    expect(document.json().payload.payments).toEqual({
      provider: 'square',
      kind: 'square',
      publishable_key: null,
      stripe_account: null,
      square: { application_id: APP.applicationId, location_id: row.location_id },
    });
  });

  it('charges the client’s card on the business’s Square account once however often it is retried; a decline records nothing', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const declined = await pay({
      reference,
      token: 'cnon:card-nonce-declined',
      holder_name: 'Pat',
      idempotency_key: 'square-declined-1',
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toMatchObject({
      message: CARD_MESSAGES.paymentFailed,
      errors: { card: ['Your card was declined.'] },
    });
    expect(await paymentsOf(id)).toEqual([]);

    const body = {
      reference,
      token: 'cnon:card-nonce-ok',
      holder_name: 'Pat Citizen',
      idempotency_key: 'square-pay-1',
    };
    const [a, b] = await Promise.all([pay(body), pay(body)]);
    expect([a.statusCode, b.statusCode], a.body).toEqual([200, 200]);
    expect((await pay(body)).statusCode).toBe(200);
    const recorded = await paymentsOf(id);
    expect(recorded).toEqual([{ reference: expect.stringMatching(/^PAY/), provider: 'square' }]);
    const row = await accountRow(owner);
    expect(square.payments.filter((p) => p.id === recorded[0].reference)).toEqual([
      expect.objectContaining({ merchant: row.account_ref, locationId: row.location_id, status: 'COMPLETED' }),
    ]);
  });

  it('saves a signed-in client’s card on file at the business’s Square account, usable for that business only', async () => {
    const invited = await invitedClient(ctx.t.app, ctx.db, owner, 'lee@client.example');
    const client: ClientSession = await registerClient(ctx.t.app, { refer_code: invited.code });
    const first = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', invited.id);
    const saved = await as(ctx.t.app, client, {
      method: 'POST',
      url: '/v1/clientConnect/invoice/pay',
      payload: {
        reference: first.reference,
        token: 'cnon:card-nonce-ok',
        holder_name: 'Lee',
        save_card: true,
        idempotency_key: 'square-save-1',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { companyId } = await whoIs(ctx.t.app, owner);
    const cards = await as(ctx.t.app, client, {
      method: 'GET',
      url: `/v1/clientConnect/cards?business_id=${companyId}`,
    });
    const [card] = cards.json().payload.cards;
    expect(card).toMatchObject({ brand: 'Visa', last4: '1111', default: true });
    expect(square.payments.at(-1)).toMatchObject({
      customerId: expect.stringMatching(/^CUS/),
      sourceId: expect.stringMatching(/^ccof:/),
    });

    // The rival takes its payments through Stripe: a card on file at Square cannot pay it.
    await connectAccount(ctx.t.app, rival, 'ac_stripedpest');
    const rivalInvite = await invitedClient(ctx.t.app, ctx.db, rival, 'lee@client.example');
    await as(ctx.t.app, client, {
      method: 'POST',
      url: '/v1/clientConnect/refer',
      payload: { code: rivalInvite.code },
    });
    const rivalInvoice = await sentDocument(ctx.t.app, ctx.db, rival, 'invoice', rivalInvite.id);
    const before = { square: square.payments.length, stripe: stripe.intents.length };
    const crossed = await as(ctx.t.app, client, {
      method: 'POST',
      url: '/v1/clientConnect/invoice/pay',
      payload: { reference: rivalInvoice.reference, card_id: card.id, idempotency_key: 'square-crossed-1' },
    });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().errors).toEqual({ card_id: [CARD_MESSAGES.cardNotFound] });
    expect({ square: square.payments.length, stripe: stripe.intents.length }).toEqual(before);
  });

  it('routes each business’s payments to its own choice: the rival’s invoice is paid at Stripe, not Square', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, rival, 'invoice', rivalClientId);
    const squarePayments = square.payments.length;
    const paid = await pay({ reference, token: 'pm_card_visa', holder_name: 'Pat', idempotency_key: 'rival-stripe-1' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await paymentsOf(id)).toEqual([{ reference: expect.stringMatching(/^pi_/), provider: 'stripe' }]);
    expect(stripe.intents.at(-1)).toMatchObject({ account: 'acct_stripedpest' });
    expect(square.payments.length).toBe(squarePayments);
  });

  it('renews Square’s token once it is a week old, keeping it sealed', async () => {
    const { companyId } = await whoIs(ctx.t.app, owner);
    // As if connected eight days ago: 22 days of the token's 30 remain.
    await ctx.db.query(
      `update payment_accounts set token_expires_at = now() + interval '22 days' where company_id = $1`,
      [companyId],
    );
    const before = await accountRow(owner);
    const exchanges = () => square.requests.filter((r) => r.path === '/oauth2/token').length;
    const renewals = exchanges();
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const paid = await pay({
      reference,
      token: 'cnon:card-nonce-ok',
      holder_name: 'Pat',
      idempotency_key: 'square-renewed-1',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await paymentsOf(id)).toHaveLength(1);
    const after = await accountRow(owner);
    expect(after.access_token_enc).not.toBe(before.access_token_enc);
    expect(after.token_expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(exchanges()).toBe(renewals + 1);
    // Renewed, the token serves as it is: the next payment asks Square for no other.
    const next = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const again = { reference: next.reference, token: 'cnon:card-nonce-ok', holder_name: 'Pat' };
    expect((await pay({ ...again, idempotency_key: 'square-renewed-2' })).statusCode).toBe(200);
    expect(exchanges()).toBe(renewals + 1);
  });

  it('with Square out of reach when its token has run out: the payment fails and can be tried again, the invoice still opens', async () => {
    const { companyId } = await whoIs(ctx.t.app, owner);
    await ctx.db.query(
      `update payment_accounts set token_expires_at = now() - interval '1 minute' where company_id = $1`,
      [companyId],
    );
    square.failNext('/oauth2/token');
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const document = await ctx.t.app.inject({
      method: 'GET',
      url: `/v1/clientConnect/document?reference=${reference}`,
    });
    expect(document.json().payload.payments).toMatchObject({
      provider: 'square',
      square: { location_id: expect.any(String) },
    });
    const failed = await pay({
      reference,
      token: 'cnon:card-nonce-ok',
      holder_name: 'Pat',
      idempotency_key: 'square-down-1',
    });
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toMatchObject({
      message: CARD_MESSAGES.paymentFailed,
      errors: { card: [CARD_MESSAGES.paymentFailed] },
    });
    expect(await paymentsOf(id)).toEqual([]);
    // An outage is no refusal: the connection stands, and the next try renews the token and pays.
    expect((await accountRow(owner)).requires_auth).toBe(false);
    const paid = await pay({
      reference,
      token: 'cnon:card-nonce-ok',
      holder_name: 'Pat',
      idempotency_key: 'square-down-2',
    });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('when the seller revokes access at Square: the payment is refused as not set up, and the page asks to connect again', async () => {
    const row = await accountRow(owner);
    square.revoke(row.account_ref);
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const before = square.payments.length;
    const refused = await pay({
      reference,
      token: 'cnon:card-nonce-ok',
      holder_name: 'Pat',
      idempotency_key: 'square-revoked-1',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ card: [PAYMENT_PROVIDER_MESSAGES.notConnected] });
    expect(square.payments.length).toBe(before);
    expect(await paymentsOf(id)).toEqual([]);
    expect((await status(owner)).json().payload).toMatchObject({
      provider: { status: 'LINKED', requires_auth: true },
      kind: 'square',
    });
    const load = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/user/load' });
    expect(load.json().payload.providers).toContainEqual({
      provider_type: 'payment',
      status: 'LINKED',
      requires_auth: true,
    });

    // Connecting Square again puts it right.
    await connectAccount(ctx.t.app, owner, 'sq0cgp-squaredealagain', 'square');
    expect((await status(owner)).json().payload.provider).toMatchObject({ status: 'LINKED', requires_auth: false });
    const paid = await pay({
      reference,
      token: 'cnon:card-nonce-ok',
      holder_name: 'Pat',
      idempotency_key: 'square-revoked-2',
    });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('answers 403 to staff without canManageProviders, storing and sending nothing', async () => {
    const staff = await addStaff(ctx.t.app, owner, 'Field Staff');
    const states = async () => (await ctx.db.query('select state_hash from oauth_states')).rows;
    const before = { row: await accountRow(owner), requests: square.requests.length, states: await states() };
    const connect = await as(ctx.t.app, staff, {
      method: 'POST',
      url: '/v1/paymentProvider/connect',
      payload: { provider: 'square' },
    });
    expect(connect.statusCode).toBe(403);
    expect((await callback(ctx.t.app, staff, { code: 'sq0cgp-staff', state: 'x' })).statusCode).toBe(403);
    expect((await as(ctx.t.app, staff, { method: 'POST', url: '/v1/paymentProvider/disconnect' })).statusCode).toBe(
      403,
    );
    expect({ row: await accountRow(owner), requests: square.requests.length, states: await states() }).toEqual(before);
  });

  it('disconnects: Square revokes the tokens, the account goes, and client payments are refused again', async () => {
    const row = await accountRow(owner);
    const response = await as(ctx.t.app, owner, { method: 'POST', url: '/v1/paymentProvider/disconnect' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: SQUARE.disconnected,
      payload: { provider: { status: 'NOT_LINKED' }, kind: null, account: null },
    });
    expect(square.requests.at(-1)).toMatchObject({ path: '/oauth2/revoke' });
    expect(square.connected().has(row.account_ref)).toBe(false);
    expect(await accountRow(owner)).toBeUndefined();
    const { reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const refused = await pay({
      reference,
      token: 'cnon:card-nonce-ok',
      holder_name: 'Pat',
      idempotency_key: 'square-after-1',
    });
    expect(refused.json().errors).toEqual({ card: [PAYMENT_PROVIDER_MESSAGES.notConnected] });
  });
});
