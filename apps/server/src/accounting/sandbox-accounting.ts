import { randomBytes } from 'node:crypto';
import type { AccountingProvider, TokenSet } from './accounting-provider';

/** What the sandbox was asked to push, newest last (the demo and tests read it). */
export interface SandboxPush {
  kind: 'contact' | 'invoice' | 'payment';
  externalId: string;
  body: unknown;
}

const tokens = (): TokenSet => ({
  accessToken: `sbx_at_${randomBytes(12).toString('hex')}`,
  refreshToken: `sbx_rt_${randomBytes(12).toString('hex')}`,
  expiresAt: new Date(Date.now() + 30 * 60_000),
});

/**
 * The default provider: nothing leaves the server. Its consent page is the settings page itself
 * (it approves at once), every push succeeds and is recorded, and nothing is ever paid there.
 */
export function sandboxAccountingProvider() {
  const pushed: SandboxPush[] = [];
  const record = (kind: SandboxPush['kind'], externalId: string | null, body: unknown) => {
    const id = externalId ?? `sbx_${kind}_${randomBytes(8).toString('hex')}`;
    pushed.push({ kind, externalId: id, body });
    return id;
  };
  const provider: AccountingProvider & { pushed: SandboxPush[] } = {
    name: 'sandbox',
    pushed,
    consentUrl(state, redirectUri) {
      const url = new URL(redirectUri);
      url.searchParams.set('code', 'sandbox');
      url.searchParams.set('state', state);
      // Same origin as the page that asked, whatever PUBLIC_URL says (the demo may run behind any host).
      return `${url.pathname}${url.search}`;
    },
    async exchangeCode() {
      return tokens();
    },
    async refresh() {
      return tokens();
    },
    async tenants() {
      return [{ id: 'sandbox', name: 'Sandbox organisation' }];
    },
    async revoke() {},
    async pushContact(_session, contact) {
      return record('contact', contact.externalId, contact);
    },
    async pushInvoice(_session, invoice) {
      return record('invoice', invoice.externalId, invoice);
    },
    async pushPayment(_session, payment) {
      return record('payment', null, payment);
    },
    async invoicePayments() {
      return new Map();
    },
  };
  return provider;
}
