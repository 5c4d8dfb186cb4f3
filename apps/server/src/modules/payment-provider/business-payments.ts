import type { PaymentProviderName } from '@fieldbook/domain/cards/cards.constants';
import {
  PAYMENT_PROVIDER_KINDS,
  type PaymentProviderKind,
  type ProviderStatus,
} from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import { tokenCipher } from '../../accounting/token-cipher';
import {
  ConnectRefused,
  type OAuthTokens,
  type PaymentConnect,
  sandboxPaymentConnect,
  stripePaymentConnect,
} from '../../card-payments/payment-connect';
import type { PaymentProvider } from '../../card-payments/payment-provider';
import { squareApi } from '../../card-payments/square-api';
import { squarePaymentConnect } from '../../card-payments/square-connect';
import { squarePaymentProvider } from '../../card-payments/square-provider';
import { stripeClient, stripeProviderOn } from '../../card-payments/stripe-provider';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import * as repo from './payment-accounts.repository';

/** Where a company's card payments go: a business's connected account, or '' for the platform's own. */
export interface PaymentDestination {
  /** What serves it (the sandbox, Stripe or Square): saved cards are kept under this name. */
  name: PaymentProviderName;
  accountRef: string;
  /** The provider the business chose; null on the platform's own account (the sandbox's demo). */
  kind: PaymentProviderKind | null;
  /** Square: the location its payments go to (and its Web Payments SDK is started with). */
  locationId: string | null;
}

/** A destination with the provider acting on it (for Square, with a current token). */
export interface PaymentRoute extends PaymentDestination {
  provider: PaymentProvider;
}

/** A provider businesses can connect on this server. */
interface KindSetup {
  kind: PaymentProviderKind;
  /** What serves it: the provider itself, or the sandbox simulating it. */
  name: PaymentProviderName;
  connect: PaymentConnect;
  /** The provider on a connected account of this kind. */
  on(account: { accountRef: string; accessToken: string | null; locationId: string | null }): PaymentProvider;
}

/** Square's access tokens last 30 days; Square asks for them to be renewed every 7 days or sooner. */
const TOKEN_LIFETIME_MS = 30 * 86_400_000;
const RENEW_AFTER_MS = 7 * 86_400_000;

/**
 * Each business's own card payment account: which providers this server offers (Stripe, and Square
 * when its application is configured; both simulated by the sandbox), which account a company's
 * client payments go to, and Square's OAuth tokens (sealed at rest, renewed as they age, and the
 * connection marked as needing to connect again when Square refuses them).
 */
export function createBusinessPayments(deps: { db: Database; config: Config; platform: PaymentProvider }) {
  const { db, config, platform } = deps;
  const mode: 'sandbox' | 'live' = platform.name === 'sandbox' ? 'sandbox' : 'live';
  const cipher = tokenCipher(config.appSecret, 'payment-tokens');
  const kinds = new Map<PaymentProviderKind, KindSetup>();
  if (mode === 'sandbox') {
    for (const kind of PAYMENT_PROVIDER_KINDS)
      kinds.set(kind, { kind, name: 'sandbox', connect: sandboxPaymentConnect(kind), on: () => platform });
  } else {
    const stripe = stripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_URL);
    kinds.set('stripe', {
      kind: 'stripe',
      name: 'stripe',
      connect: stripePaymentConnect({
        secretKey: config.STRIPE_SECRET_KEY,
        clientId: config.STRIPE_CONNECT_CLIENT_ID,
        connectUrl: config.STRIPE_CONNECT_URL,
      }),
      on: (account) => stripeProviderOn(stripe, account.accountRef),
    });
    if (config.square) {
      const api = squareApi(config.square.apiUrl);
      kinds.set('square', {
        kind: 'square',
        name: 'square',
        connect: squarePaymentConnect(config.square),
        on: (account) =>
          squarePaymentProvider({ api, accessToken: account.accessToken ?? '', locationId: account.locationId ?? '' }),
      });
    }
  }

  /** The company's account if this server serves it (a sandbox account means nothing to a live server). */
  async function accountOf(dbx: Executor, companyId: number) {
    return served(await repo.findPaymentAccount(dbx, companyId));
  }

  /** The account with its provider setup when this server serves it, else null. */
  function served<R extends { kind: string; provider: string }>(row: R | undefined) {
    const setup = row ? kinds.get(row.kind as PaymentProviderKind) : undefined;
    return row && setup?.name === row.provider ? { row, setup } : null;
  }

  function destinationOf(found: Awaited<ReturnType<typeof accountOf>>): PaymentDestination | null {
    if (!found)
      return mode === 'sandbox' ? { name: platform.name, accountRef: '', kind: null, locationId: null } : null;
    const { row, setup } = found;
    if (row.requiresAuth) return null;
    return { name: setup.name, accountRef: row.accountRef, kind: setup.kind, locationId: row.locationId };
  }

  /** The payment provider as v1/user/load lists it: LINKED once the business's own account is connected. */
  function statusOf(row: repo.PaymentAccountStatusRow | undefined | null) {
    const found = served(row ?? undefined);
    const status: ProviderStatus = {
      provider_type: 'payment',
      status: found ? 'LINKED' : 'NOT_LINKED',
      requires_auth: found ? found.row.requiresAuth : true,
    };
    return { status, account: found?.row ?? null };
  }

  const destination = async (dbx: Executor, companyId: number) => destinationOf(await accountOf(dbx, companyId));

  const sealed = (tokens: OAuthTokens) => ({
    accessTokenEnc: cipher.seal(tokens.accessToken),
    refreshTokenEnc: cipher.seal(tokens.refreshToken),
    tokenExpiresAt: tokens.expiresAt,
  });

  /** The provider refused the connection: the business connects again (the settings page says so). */
  const markRefused = (account: { companyId: number; accountRef: string }) =>
    repo.updatePaymentAccount(db, account, { requiresAuth: true });

  /**
   * A usable access token of a Square account, renewed once it is a week old; null when the account
   * needs connecting again. Written with the module's own connection, so a payment that rolls back
   * keeps what it learnt.
   */
  async function accessTokenOf(row: repo.PaymentAccountRow, setup: KindSetup): Promise<string | null> {
    if (!setup.connect.refresh) return null;
    const access = row.accessTokenEnc ? cipher.open(row.accessTokenEnc) : null;
    const expiresAt = row.tokenExpiresAt?.getTime() ?? 0;
    if (access && expiresAt - Date.now() > TOKEN_LIFETIME_MS - RENEW_AFTER_MS) return access;
    const refreshToken = row.refreshTokenEnc ? cipher.open(row.refreshTokenEnc) : null;
    try {
      if (!refreshToken) throw new ConnectRefused('The stored refresh token cannot be read');
      const tokens = await setup.connect.refresh(refreshToken);
      await repo.updatePaymentAccount(db, row, sealed(tokens));
      return tokens.accessToken;
    } catch (error) {
      if (error instanceof ConnectRefused) {
        await markRefused(row);
        return null;
      }
      // Square could not be reached: the current token serves while it lasts.
      if (access && expiresAt > Date.now()) return access;
      throw error;
    }
  }

  return {
    mode,
    /** The platform's own card provider (subscriptions, and the sandbox's demo payments). */
    platform,
    /** The providers a business can connect here. */
    kinds,
    /** Every provider a saved card on this server can be with. */
    names: [...new Set([platform.name, ...[...kinds.values()].map((setup) => setup.name)])],
    sealed,
    markRefused,

    /** The company's served account (row and provider setup), if it has one. */
    accountOf,

    /** The payment provider as v1/user/load lists it: LINKED once the business's own account is connected. */
    async status(dbx: Executor, companyId: number) {
      return statusOf(await repo.findPaymentAccountStatus(dbx, companyId));
    },

    /** The same, of the account's status columns read with others (user/load's one statement). */
    statusOf,

    /**
     * Where a company's client payments go, without calling the provider: its connected account, or,
     * in the sandbox only, the sandbox itself (the demo works offline without connecting). Null: the
     * company cannot take card payments (none connected, or the provider refused the connection).
     */
    destination,

    /** The destination with its provider, ready to charge (Square's token renewed when due). */
    async route(dbx: Executor, companyId: number): Promise<PaymentRoute | null> {
      const found = await accountOf(dbx, companyId);
      const to = destinationOf(found);
      if (!to) return null;
      // No account, yet a destination: the sandbox's own (the offline demo).
      if (!found) return { ...to, provider: platform };
      const { row, setup } = found;
      const accessToken = await accessTokenOf(row, setup);
      if (setup.connect.refresh && !accessToken) return null;
      return { ...to, provider: setup.on({ accountRef: row.accountRef, accessToken, locationId: row.locationId }) };
    },

    /**
     * The provider a saved card lives with ('' is the platform's own account); null when the
     * business's account is no longer reachable (then the card only goes from our side).
     */
    async cardProvider(dbx: Executor, card: { provider: string; accountRef: string }): Promise<PaymentProvider | null> {
      if (card.provider === platform.name && (!card.accountRef || mode === 'sandbox')) return platform;
      const setup = [...kinds.values()].find((s) => s.name === card.provider);
      if (!setup) return null;
      if (!setup.connect.refresh) return setup.on({ accountRef: card.accountRef, accessToken: null, locationId: null });
      const row = await repo.findPaymentAccountByRef(dbx, card.provider, card.accountRef);
      const accessToken = row && !row.requiresAuth ? await accessTokenOf(row, setup) : null;
      return row && accessToken
        ? setup.on({ accountRef: row.accountRef, accessToken, locationId: row.locationId })
        : null;
    },
  };
}
export type BusinessPayments = ReturnType<typeof createBusinessPayments>;
