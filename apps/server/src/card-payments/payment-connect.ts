import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Config } from '../config';
import { stripeClient } from './stripe-provider';

/** Connecting refused by the provider (a bad or used code); its message is for the log only. */
export class ConnectRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectRefused';
  }
}

/**
 * Linking a business's own payment account (Stripe Connect OAuth, Standard accounts): the browser
 * goes to the provider's authorize page, which sends it back to `redirectUri` with a code and our
 * state; the code is exchanged here for the connected account's id.
 */
export interface PaymentConnect {
  /** False when the server lacks what connecting needs (no Connect client id). */
  readonly ready: boolean;
  authorizeUrl(input: { state: string; redirectUri: string; email: string; businessName: string }): string;
  /** The connected account's id (acct_...) for an authorization code; ConnectRefused when refused. */
  exchange(code: string): Promise<string>;
  /** Revokes the platform's access to the account (already revoked counts as done). */
  deauthorize(accountRef: string): Promise<void>;
}

const SANDBOX_CODE = /^sandbox_[a-f0-9]{16}$/;

/** The sandbox: "connecting" returns at once with a made-up code and account, all offline. */
export function sandboxPaymentConnect(): PaymentConnect {
  return {
    ready: true,
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(redirectUri);
      url.searchParams.set('code', `sandbox_${randomBytes(8).toString('hex')}`);
      url.searchParams.set('state', state);
      // On the browser's own origin: PUBLIC_URL may be unset in a demo (or name another port).
      return `${url.pathname}${url.search}`;
    },
    async exchange(code) {
      if (!SANDBOX_CODE.test(code)) throw new ConnectRefused('Not a sandbox authorization code');
      return `acct_sandbox_${code.slice('sandbox_'.length)}`;
    },
    async deauthorize() {},
  };
}

/** Stripe Connect through the official library; its OAuth calls go to STRIPE_CONNECT_URL. */
export function stripePaymentConnect(options: {
  secretKey: string;
  clientId: string;
  connectUrl: string;
}): PaymentConnect {
  const stripe = stripeClient(options.secretKey, options.connectUrl);
  const base = options.connectUrl.replace(/\/+$/, '');
  return {
    ready: options.clientId !== '',
    authorizeUrl({ state, redirectUri, email, businessName }) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        scope: 'read_write',
        state,
        redirect_uri: redirectUri,
        'stripe_user[email]': email,
        'stripe_user[business_name]': businessName,
        'stripe_user[country]': 'AU',
      });
      return `${base}/oauth/authorize?${query}`;
    },
    async exchange(code) {
      try {
        const token = await stripe.oauth.token({ grant_type: 'authorization_code', code });
        if (!token.stripe_user_id) throw new ConnectRefused('No stripe_user_id in the answer');
        return token.stripe_user_id;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode && error.statusCode < 500)
          throw new ConnectRefused(error.message);
        throw error;
      }
    },
    async deauthorize(accountRef) {
      try {
        await stripe.oauth.deauthorize({ client_id: options.clientId, stripe_user_id: accountRef });
      } catch (error) {
        // Already disconnected at Stripe (the business revoked it there): nothing left to revoke.
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 401) return;
        throw error;
      }
    },
  };
}

/** Connecting as the configuration says: Stripe Connect with PAYMENT_PROVIDER=stripe, else simulated. */
export function paymentConnectOf(config: Config): PaymentConnect {
  if (config.PAYMENT_PROVIDER === 'stripe')
    return stripePaymentConnect({
      secretKey: config.STRIPE_SECRET_KEY,
      clientId: config.STRIPE_CONNECT_CLIENT_ID,
      connectUrl: config.STRIPE_CONNECT_URL,
    });
  return sandboxPaymentConnect();
}
