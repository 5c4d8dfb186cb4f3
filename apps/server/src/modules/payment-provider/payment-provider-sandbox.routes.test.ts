import { providerMessages } from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp } from '../../test/build-test-app';
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
});
