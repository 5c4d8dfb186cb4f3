import { randomBytes } from 'node:crypto';
import type { PaymentProviderKind } from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import Stripe from 'stripe';
import { stripeClient } from './stripe-provider';

/** Why connecting was refused, when the business can do something about it. */
export type ConnectRefusal = 'noLocation';

/** Connecting refused by the provider (a bad or used code); its message is for the log only. */
export class ConnectRefused extends Error {
  constructor(
    message: string,
    readonly reason: ConnectRefusal | null = null,
  ) {
    super(message);
    this.name = 'ConnectRefused';
  }
}

/** An OAuth token pair for calls on a seller's account (Square). */
export interface OAuthTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/** What connecting gives: the account, and for Square the tokens and the location to charge at. */
export interface ConnectedAccount {
  accountRef: string;
  tokens?: OAuthTokens;
  locationId?: string;
}

/**
 * Linking a business's own payment account (Stripe Connect OAuth, Standard accounts; Square OAuth):
 * the browser goes to the provider's authorize page, which sends it back to `redirectUri` with a
 * code and our state; the code is exchanged here for the connected account.
 */
export interface PaymentConnect {
  /** False when the server lacks what connecting needs (no Connect client id). */
  readonly ready: boolean;
  authorizeUrl(input: { state: string; redirectUri: string; email: string; businessName: string }): string;
  /** The connected account for an authorization code; ConnectRefused when refused. */
  exchange(code: string, redirectUri: string): Promise<ConnectedAccount>;
  /** New tokens for a refresh token (Square); ConnectRefused when the provider refuses it. */
  refresh?(refreshToken: string): Promise<OAuthTokens>;
  /** Revokes the platform's access to the account (already revoked counts as done). */
  deauthorize(accountRef: string): Promise<void>;
}

const SANDBOX_CODE = /^sandbox_[a-f0-9]{16}$/;

/** Simulated accounts: Stripe's look like acct_…, Square's merchants like its ids, with one location. */
const SANDBOX_ACCOUNTS = {
  stripe: (suffix: string): ConnectedAccount => ({ accountRef: `acct_sandbox_${suffix}` }),
  square: (suffix: string): ConnectedAccount => ({
    accountRef: `MLSANDBOX${suffix.toUpperCase()}`,
    locationId: `LSANDBOX${suffix.toUpperCase()}`,
  }),
} satisfies Record<PaymentProviderKind, (suffix: string) => ConnectedAccount>;

/** The sandbox: "connecting" returns at once with a made-up code and account, all offline. */
export function sandboxPaymentConnect(kind: PaymentProviderKind = 'stripe'): PaymentConnect {
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
      return SANDBOX_ACCOUNTS[kind](code.slice('sandbox_'.length));
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
        return { accountRef: token.stripe_user_id };
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
