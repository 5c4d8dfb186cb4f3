import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { paymentProviderOf } from './create-payment-provider';
import { CardError, type ChargeRequest } from './payment-provider';
import { stripePaymentProvider } from './stripe-provider';
import { stripeStandIn } from './stripe-stand-in';

const SECRET = 'sk_test_stand_in';
const standIn = stripeStandIn(SECRET);
let provider: ReturnType<typeof stripePaymentProvider>;
let apiUrl: string;

beforeAll(async () => {
  apiUrl = await standIn.start();
  provider = stripePaymentProvider({ secretKey: SECRET, apiUrl });
});
afterAll(standIn.stop);

const charge = (overrides: Partial<ChargeRequest>): ChargeRequest => ({
  amountCents: 52800,
  currency: 'aud',
  customerRef: null,
  source: { token: 'pm_card_visa' },
  idempotencyKey: `key-${Math.random()}`,
  description: 'Invoice 1004',
  metadata: { invoice_id: '7' },
  ...overrides,
});

describe('the Stripe payment provider (against a local stand-in for its API)', () => {
  it('charges a new card once as a confirmed PaymentIntent, with the amount in cents', async () => {
    const result = await provider.charge(charge({ idempotencyKey: 'attempt-1' }));
    expect(result).toEqual({ ok: true, chargeRef: expect.stringMatching(/^pi_/) });
    expect(standIn.intents.at(-1)).toMatchObject({ amount: 52800, paymentMethod: 'pm_card_visa', status: 'succeeded' });
    expect(standIn.requests.at(-1)).toMatchObject({ path: '/v1/payment_intents', idempotencyKey: 'attempt-1' });
  });

  it('charges once when the same attempt is sent again, and when an answer is lost and the library retries', async () => {
    const before = standIn.intents.length;
    const first = await provider.charge(charge({ idempotencyKey: 'attempt-2' }));
    const again = await provider.charge(charge({ idempotencyKey: 'attempt-2' }));
    expect(again).toEqual(first);

    standIn.dropNextAnswer();
    const retried = await provider.charge(charge({ idempotencyKey: 'attempt-3' }));
    expect(retried.ok).toBe(true);
    const tries = standIn.requests.filter((r) => r.idempotencyKey === 'attempt-3');
    expect(tries.length).toBe(2);
    expect(standIn.intents.length).toBe(before + 2);
  });

  it('answers a declined card with its reason and a card needing authentication as not paid', async () => {
    expect(await provider.charge(charge({ source: { token: 'pm_card_chargeDeclined' } }))).toEqual({
      ok: false,
      message: 'Your card was declined.',
    });
    const needsAction = await provider.charge(charge({ source: { token: 'pm_card_authenticationRequired' } }));
    expect(needsAction).toEqual({ ok: false, message: expect.stringContaining('extra verification') });
  });

  it('saves a card to a customer with its brand, last four digits and expiry, charges it, and deletes it', async () => {
    const customer = await provider.createCustomer({ email: 'jo@client.example', name: 'Jo Citizen' });
    expect(standIn.customers.get(customer)).toEqual({ email: 'jo@client.example', name: 'Jo Citizen' });
    const card = await provider.saveCard(customer, 'pm_card_mastercard');
    expect(card).toEqual({
      providerRef: expect.stringMatching(/^pm_/),
      brand: 'Mastercard',
      last4: '4444',
      expMonth: 12,
      expYear: 2034,
    });
    const paid = await provider.charge(charge({ customerRef: customer, source: { cardRef: card.providerRef } }));
    expect(paid.ok).toBe(true);
    expect(standIn.intents.at(-1)).toMatchObject({ customer, paymentMethod: card.providerRef });
    await provider.deleteCard(customer, card.providerRef);
    expect(standIn.requests.at(-1)).toMatchObject({ path: `/v1/payment_methods/${card.providerRef}/detach` });
    // A deleted card is gone at Stripe: charging it fails instead of paying.
    await expect(
      provider.charge(charge({ customerRef: customer, source: { cardRef: card.providerRef } })),
    ).rejects.toThrow(/No such PaymentMethod/);
  });

  it('refuses a payment method Stripe does not know without calling it a card problem', async () => {
    const customer = await provider.createCustomer({ email: 'x@client.example', name: 'X' });
    const saving = provider.saveCard(customer, 'pm_made_up');
    await expect(saving).rejects.toThrow(/No such PaymentMethod/);
    await expect(saving).rejects.not.toBeInstanceOf(CardError);
  });

  it('fails loudly with a wrong secret key, and charges nothing', async () => {
    const before = standIn.intents.length;
    const wrong = stripePaymentProvider({ secretKey: 'sk_test_wrong', apiUrl });
    await expect(wrong.charge(charge({}))).rejects.toThrow(/Invalid API Key/);
    expect(standIn.intents.length).toBe(before);
  });
});

describe('choosing the payment provider', () => {
  it('is the sandbox by default; Stripe needs both its keys or the server does not start', () => {
    const base = { DATA_DIR: mkdtempSync(join(tmpdir(), 'fieldbook-cards-')), APP_SECRET: 'x' };
    expect(paymentProviderOf(loadConfig(base)).name).toBe('sandbox');
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      'PAYMENT_PROVIDER=stripe needs STRIPE_PUBLISHABLE_KEY',
    );
    const config = loadConfig({
      ...base,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    });
    expect(paymentProviderOf(config).name).toBe('stripe');
  });
});
