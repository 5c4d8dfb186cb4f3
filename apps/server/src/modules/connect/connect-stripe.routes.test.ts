import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';
import { connectAccount, useStripeStandIn } from '../payment-provider/payment-provider-test-kit';
import { type ClientSession, invitedClient, registerClient, sentDocument } from './connect-test-kit';

// The whole payment path with PAYMENT_PROVIDER=stripe, Stripe's API played by a local stand-in.
const { env, stripe: standIn } = useStripeStandIn();
const ctx = useTestApp(env);

let owner: Session;
let clientId: number;
beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { company_name: 'Stripe Plumbing' });
  // Client payments go to the business's own Stripe account.
  await connectAccount(ctx.t.app, owner, 'ac_stripeplumbing');
  clientId = (
    await createClient(
      ctx.t.app,
      owner,
      individual({ emails: [{ type: 'PRIMARY', email_address: 'sam@client.example' }] }),
    )
  ).id;
});

const pay = (payload: Record<string, unknown>) =>
  ctx.t.app.inject({ method: 'POST', url: '/v1/clientConnect/invoice/pay', payload });
const paymentsOf = async (invoiceId: number) =>
  (await ctx.db.query('select amount_cents, provider, reference from payments where invoice_id = $1', [invoiceId]))
    .rows;

describe('card payments through Stripe', () => {
  it('tells the card panel to use Stripe.js with the publishable key', async () => {
    const { reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const response = await ctx.t.app.inject({
      method: 'GET',
      url: `/v1/clientConnect/document?reference=${reference}`,
    });
    expect(response.json().payload.payments).toEqual({
      provider: 'stripe',
      kind: 'stripe',
      publishable_key: 'pk_test_platform',
      stripe_account: 'acct_stripeplumbing',
      square: null,
    });
  });

  it('pays an invoice once with the PaymentIntent as its reference; a declined card records nothing', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const declined = await pay({
      reference,
      token: 'pm_card_chargeDeclined',
      holder_name: 'Sam Citizen',
      idempotency_key: 'stripe-declined-1',
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toMatchObject({
      message: CARD_MESSAGES.paymentFailed,
      errors: { card: ['Your card was declined.'] },
    });
    expect(await paymentsOf(id)).toEqual([]);

    const body = { reference, token: 'pm_card_visa', holder_name: 'Sam Citizen', idempotency_key: 'stripe-pay-1' };
    const [a, b] = await Promise.all([pay(body), pay(body)]);
    expect([a.statusCode, b.statusCode], a.body).toEqual([200, 200]);
    expect(a.json().payload.document).toMatchObject({ status: 'PAID', amount_due: 0 });
    const due = await ctx.db.query('select amount_due_cents from documents where id = $1', [id]);
    expect(Number(due.rows[0].amount_due_cents)).toBe(0);
    const payments = await paymentsOf(id);
    expect(payments).toEqual([
      expect.objectContaining({ provider: 'stripe', reference: expect.stringMatching(/^pi_/) }),
    ]);
    expect(standIn.intents.filter((intent) => intent.id === payments[0].reference)).toHaveLength(1);
  });

  it('saves a card at Stripe for a signed-in client and pays with it later', async () => {
    const invited = await invitedClient(ctx.t.app, ctx.db, owner, 'kim@client.example');
    const client: ClientSession = await registerClient(ctx.t.app, { refer_code: invited.code });
    const first = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', invited.id);
    const saved = await as(ctx.t.app, client, {
      method: 'POST',
      url: '/v1/clientConnect/invoice/pay',
      payload: {
        reference: first.reference,
        token: 'pm_card_mastercard',
        holder_name: 'Sam Citizen',
        save_card: true,
        idempotency_key: 'stripe-save-1',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const cards = await as(ctx.t.app, client, { method: 'GET', url: '/v1/clientConnect/cards' });
    const [card] = cards.json().payload.cards;
    expect(card).toMatchObject({ brand: 'Mastercard', last4: '4444', exp_month: 12, exp_year: 2034, default: true });

    const second = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', invited.id);
    const again = await as(ctx.t.app, client, {
      method: 'POST',
      url: '/v1/clientConnect/invoice/pay',
      payload: { reference: second.reference, card_id: card.id, idempotency_key: 'stripe-saved-2' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(standIn.intents.at(-1)?.customer).toMatch(/^cus_/);
  });
});
