import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ConnectRefused } from './payment-connect';
import { CardError, type ChargeRequest, ConnectionRefused, type PaymentProvider } from './payment-provider';
import { squareApi } from './square-api';
import { squarePaymentConnect } from './square-connect';
import { squarePaymentProvider } from './square-provider';
import { squareStandIn } from './square-stand-in';

const APP = { applicationId: 'sq0idp-fieldbook', applicationSecret: 'sq0csp-platform-secret' };
const REDIRECT = 'https://app.fieldbook.test/settings/paymentProvider';
const standIn = squareStandIn(APP);
let connect: ReturnType<typeof squarePaymentConnect>;
let apiUrl: string;

beforeAll(async () => {
  apiUrl = await standIn.start();
  connect = squarePaymentConnect({ ...APP, apiUrl });
});
afterAll(standIn.stop);

/** A seller connected through OAuth, and the provider acting on their account. */
async function seller(name: string): Promise<{ provider: PaymentProvider; merchant: string; locationId: string }> {
  const account = await connect.exchange(`sq0cgp-${name}`, REDIRECT);
  const provider = squarePaymentProvider({
    api: squareApi(apiUrl),
    accessToken: account.tokens?.accessToken ?? '',
    locationId: account.locationId ?? '',
  });
  return { provider, merchant: account.accountRef, locationId: account.locationId ?? '' };
}

const charge = (overrides: Partial<ChargeRequest>): ChargeRequest => ({
  amountCents: 52800,
  currency: 'aud',
  customerRef: null,
  source: { token: 'cnon:card-nonce-ok' },
  idempotencyKey: `key-${Math.random()}`,
  description: 'Invoice 1004',
  metadata: { invoice_id: '7' },
  ...overrides,
});

describe('connecting a seller’s Square account (OAuth, against a local stand-in)', () => {
  it('sends the seller to Square’s authorize page with the application, the scopes, the state and the page to return to', () => {
    const url = new URL(connect.authorizeUrl({ state: 'st4te', redirectUri: REDIRECT, email: 'x', businessName: 'y' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${apiUrl}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: APP.applicationId,
      scope: 'MERCHANT_PROFILE_READ PAYMENTS_READ PAYMENTS_WRITE CUSTOMERS_READ CUSTOMERS_WRITE',
      session: 'false',
      state: 'st4te',
      redirect_uri: REDIRECT,
    });
  });

  it('exchanges a code once for the merchant, its tokens and the location that takes cards in AUD', async () => {
    const account = await connect.exchange('sq0cgp-harbour', REDIRECT);
    expect(account).toEqual({
      accountRef: 'MHARBOUR',
      locationId: 'LHARBOUR',
      tokens: {
        accessToken: expect.stringMatching(/^EAAA/),
        refreshToken: expect.stringMatching(/^EQAA/),
        expiresAt: expect.any(Date),
      },
    });
    expect(account.tokens?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    await expect(connect.exchange('sq0cgp-harbour', REDIRECT)).rejects.toBeInstanceOf(ConnectRefused);
    await expect(connect.exchange('not-a-code', REDIRECT)).rejects.toBeInstanceOf(ConnectRefused);
  });

  it('refuses a seller with no location taking cards, and gives the unused grant back', async () => {
    const refused = connect.exchange('sq0cgp-nolocationcafe', REDIRECT);
    await expect(refused).rejects.toMatchObject({ name: 'ConnectRefused', reason: 'noLocation' });
    expect(standIn.connected().has('MNOLOCATIONCAFE')).toBe(false);
    expect(standIn.requests.at(-1)).toMatchObject({ path: '/oauth2/revoke' });
  });

  it('refreshes the tokens, and revokes them all on disconnect (a second disconnect is already done)', async () => {
    const account = await connect.exchange('sq0cgp-refresher', REDIRECT);
    const renewed = await connect.refresh?.(account.tokens?.refreshToken ?? '');
    expect(renewed?.accessToken).not.toBe(account.tokens?.accessToken);
    await connect.deauthorize('MREFRESHER');
    expect(standIn.connected().has('MREFRESHER')).toBe(false);
    await expect(connect.deauthorize('MREFRESHER')).resolves.toBeUndefined();
    await expect(connect.refresh?.(account.tokens?.refreshToken ?? '')).rejects.toBeInstanceOf(ConnectRefused);
  });

  it('with a wrong application secret connects nothing, and disconnecting says so instead of passing as done', async () => {
    const wrong = squarePaymentConnect({ ...APP, applicationSecret: 'sq0csp-wrong', apiUrl });
    await expect(wrong.exchange('sq0cgp-wrongsecret', REDIRECT)).rejects.toBeInstanceOf(ConnectRefused);
    await expect(wrong.deauthorize('MHARBOUR')).rejects.toThrow(/401/);
    expect(standIn.connected().has('MHARBOUR')).toBe(true);
  });
});

describe('the Square payment provider (against a local stand-in for its API)', () => {
  it('charges a card token once as a completed payment: the amount in cents, AUD, at the seller’s location', async () => {
    const { provider, merchant, locationId } = await seller('chargeone');
    const result = await provider.charge(charge({ idempotencyKey: 'attempt-1' }));
    expect(result).toEqual({ ok: true, chargeRef: expect.stringMatching(/^PAY/) });
    expect(standIn.payments.at(-1)).toMatchObject({
      id: result.ok ? result.chargeRef : '',
      merchant,
      amount: 52800,
      currency: 'AUD',
      locationId,
      sourceId: 'cnon:card-nonce-ok',
      status: 'COMPLETED',
    });
    expect(standIn.requests.at(-1)).toMatchObject({ path: '/v2/payments', idempotencyKey: 'attempt-1', merchant });
  });

  it('charges once when the same attempt is sent again, and when an answer is lost and it asks again', async () => {
    const { provider, merchant } = await seller('retries');
    const mine = () => standIn.payments.filter((p) => p.merchant === merchant);
    const first = await provider.charge(charge({ idempotencyKey: 'attempt-2' }));
    const again = await provider.charge(charge({ idempotencyKey: 'attempt-2' }));
    expect(again).toEqual(first);
    expect(mine()).toHaveLength(1);

    standIn.dropNextAnswer();
    const retried = await provider.charge(charge({ idempotencyKey: 'attempt-3' }));
    expect(retried.ok).toBe(true);
    expect(standIn.requests.filter((r) => r.idempotencyKey === 'attempt-3')).toHaveLength(2);
    expect(mine()).toHaveLength(2);
  });

  it('keeps a long idempotency key within Square’s 45 characters, the same key on every try', async () => {
    const { provider, merchant } = await seller('longkeys');
    const key = `12:connect:${'0123456789abcdef'.repeat(4)}`;
    const first = await provider.charge(charge({ idempotencyKey: key }));
    const second = await provider.charge(charge({ idempotencyKey: key }));
    expect(second).toEqual(first);
    const sent = standIn.requests.filter((r) => r.merchant === merchant && r.path === '/v2/payments');
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(sent[0]?.idempotencyKey?.length).toBeLessThanOrEqual(45);
    expect(standIn.payments.filter((p) => p.merchant === merchant)).toHaveLength(1);
  });

  it('answers a declined card with the payer’s reason and charges nothing', async () => {
    const { provider } = await seller('declines');
    expect(await provider.charge(charge({ source: { token: 'cnon:card-nonce-declined' } }))).toEqual({
      ok: false,
      message: 'Your card was declined.',
    });
    expect(await provider.charge(charge({ source: { token: 'cnon:card-nonce-rejected-cvv' } }))).toEqual({
      ok: false,
      message: 'Your card’s security code is incorrect.',
    });
    expect(await provider.charge(charge({ source: { token: 'cnon:card-nonce-already-used' } }))).toEqual({
      ok: false,
      message: 'The card details were already used. Please enter the card again.',
    });
  });

  it('saves a card on file for a customer, charges it, and disables it on delete', async () => {
    const { provider, merchant } = await seller('cardsonfile');
    const customer = await provider.createCustomer({ email: 'jo@client.example', name: 'Jo Citizen' });
    expect(standIn.customers.get(customer)).toEqual({ merchant, email: 'jo@client.example', name: 'Jo Citizen' });
    const card = await provider.saveCard(customer, 'cnon:card-nonce-ok');
    expect(card).toEqual({
      providerRef: expect.stringMatching(/^ccof:/),
      brand: 'Visa',
      last4: '1111',
      expMonth: 12,
      expYear: 2034,
    });
    const paid = await provider.charge(charge({ customerRef: customer, source: { cardRef: card.providerRef } }));
    expect(paid.ok).toBe(true);
    expect(standIn.payments.at(-1)).toMatchObject({ customerId: customer, sourceId: card.providerRef });
    await provider.deleteCard(customer, card.providerRef);
    expect(standIn.cards.get(card.providerRef)?.enabled).toBe(false);
    await expect(
      provider.charge(charge({ customerRef: customer, source: { cardRef: card.providerRef } })),
    ).rejects.toThrow(/NOT_FOUND/);
    await expect(provider.saveCard(customer, 'cnon:card-nonce-declined')).rejects.toEqual(
      new CardError('Your card was declined.'),
    );
  });

  it('reports a revoked or expired token as a refused connection, charging nothing', async () => {
    const revoked = await seller('revokedbyseller');
    standIn.revoke(revoked.merchant);
    const before = standIn.payments.length;
    await expect(revoked.provider.charge(charge({}))).rejects.toBeInstanceOf(ConnectionRefused);
    const expired = await seller('expiredtoken');
    standIn.expire(expired.merchant);
    await expect(expired.provider.charge(charge({}))).rejects.toBeInstanceOf(ConnectionRefused);
    await expect(expired.provider.createCustomer({ email: 'a@b.example', name: 'A' })).rejects.toBeInstanceOf(
      ConnectionRefused,
    );
    expect(standIn.payments.length).toBe(before);
  });
});

describe('configuring Square', () => {
  const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'fieldbook-square-')), APP_SECRET: 'x' });
  const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' };

  it('is off without its settings, and needs the application id and secret together', () => {
    expect(loadConfig({ ...base(), ...stripe }).square).toBeNull();
    expect(() => loadConfig({ ...base(), ...stripe, SQUARE_APPLICATION_ID: 'sq0idp-1' })).toThrow(
      'SQUARE_APPLICATION_SECRET: required when SQUARE_APPLICATION_ID is set',
    );
    expect(() => loadConfig({ ...base(), ...stripe, SQUARE_APPLICATION_SECRET: 'sq0csp-1' })).toThrow(
      'SQUARE_APPLICATION_ID: required when SQUARE_APPLICATION_SECRET is set',
    );
    expect(() => loadConfig({ ...base(), ...stripe, SQUARE_API_URL: 'http://127.0.0.1:9' })).toThrow(
      'SQUARE_API_URL: Square needs SQUARE_APPLICATION_ID and SQUARE_APPLICATION_SECRET',
    );
  });

  it('refuses real Square beside the sandbox, which would simulate the other provider', () => {
    expect(() =>
      loadConfig({ ...base(), SQUARE_APPLICATION_ID: 'sq0idp-1', SQUARE_APPLICATION_SECRET: 'sq0csp-1' }),
    ).toThrow('SQUARE_APPLICATION_ID needs PAYMENT_PROVIDER=stripe');
  });

  it('talks to Square’s sandbox for a sandbox application id, production otherwise, or SQUARE_API_URL', () => {
    const square = (env: Record<string, string>) =>
      loadConfig({ ...base(), ...stripe, SQUARE_APPLICATION_SECRET: 'sq0csp-1', ...env }).square;
    expect(square({ SQUARE_APPLICATION_ID: 'sq0idp-1' })?.apiUrl).toBe('https://connect.squareup.com');
    expect(square({ SQUARE_APPLICATION_ID: 'sandbox-sq0idb-1' })?.apiUrl).toBe('https://connect.squareupsandbox.com');
    expect(square({ SQUARE_APPLICATION_ID: 'sq0idp-1', SQUARE_API_URL: 'http://127.0.0.1:9/' })).toEqual({
      applicationId: 'sq0idp-1',
      applicationSecret: 'sq0csp-1',
      apiUrl: 'http://127.0.0.1:9',
    });
  });
});
