import { sandboxToken } from '@fieldbook/domain/cards/sandbox-card';
import { providerMessages } from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';
import { sentDocument } from '../connect/connect-test-kit';
import { callback, startConnect } from './payment-provider-test-kit';

// PAYMENT_PROVIDER=sandbox (the demo, offline): connecting is simulated, nothing leaves the server.
const ctx = useTestApp({ PUBLIC_URL: 'https://demo.fieldbook.test' });
let owner: Session;
beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { company_name: 'Sandbox Inspections' });
});

describe('the payment provider in the sandbox', () => {
  it('“connects” by returning straight to the settings page with a sandbox code, then links a simulated account', async () => {
    const { url, state } = await startConnect(ctx.t.app, owner);
    // A path on the browser's own origin (the settings page), whatever PUBLIC_URL says.
    expect(`${url.origin}${url.pathname}`).toBe('https://same-origin.invalid/business/settings/paymentProvider');
    const code = url.searchParams.get('code');
    expect(code).toMatch(/^sandbox_/);
    const linked = await callback(ctx.t.app, owner, { code, state });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({
      message: providerMessages('stripe').connected,
      payload: { mode: 'sandbox', provider: { status: 'LINKED' }, account: expect.stringMatching(/^acct_sandbox_/) },
    });
  });

  it('refuses a code the sandbox did not make, and disconnects', async () => {
    const { state } = await startConnect(ctx.t.app, owner);
    const bad = await callback(ctx.t.app, owner, { code: 'ac_real_looking', state });
    expect(bad.json().errors).toEqual({ code: [providerMessages('stripe').refused] });
    const off = await as(ctx.t.app, owner, { method: 'POST', url: '/v1/paymentProvider/disconnect' });
    expect(off.json().payload).toMatchObject({ provider: { status: 'NOT_LINKED' }, account: null });
  });

  it('simulates Square as well: a business chooses it, and its invoices are paid through the sandbox’s card form', async () => {
    expect((await as(ctx.t.app, owner, { method: 'GET', url: '/v1/paymentProvider' })).json().payload).toMatchObject({
      mode: 'sandbox',
      available: [
        { kind: 'stripe', label: 'Stripe' },
        { kind: 'square', label: 'Square' },
      ],
    });
    const { url, state } = await startConnect(ctx.t.app, owner, 'square');
    const linked = await callback(ctx.t.app, owner, { code: url.searchParams.get('code'), state });
    expect(linked.json()).toMatchObject({
      message: providerMessages('square').connected,
      payload: { kind: 'square', provider: { status: 'LINKED' }, account: expect.stringMatching(/^MLSANDBOX/) },
    });
    const client = individual({ emails: [{ type: 'PRIMARY', email_address: 'sam@client.example' }] });
    const clientId = (await createClient(ctx.t.app, owner, client)).id;
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const document = await ctx.t.app.inject({
      method: 'GET',
      url: `/v1/clientConnect/document?reference=${reference}`,
    });
    // No Square SDK offline: the panel shows the sandbox's own card form, saying it stands in for Square.
    expect(document.json().payload.payments).toEqual({
      provider: 'sandbox',
      kind: 'square',
      publishable_key: null,
      stripe_account: null,
      square: null,
    });
    const token = sandboxToken({ number: '4242424242424242', expMonth: 12, expYear: 2040 });
    const paid = await ctx.t.app.inject({
      method: 'POST',
      url: '/v1/clientConnect/invoice/pay',
      payload: { reference, token, holder_name: 'Pat', idempotency_key: 'sandbox-square-1' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { rows } = await ctx.db.query('select provider from payments where invoice_id = $1', [id]);
    expect(rows).toEqual([{ provider: 'sandbox' }]);
  });
});
