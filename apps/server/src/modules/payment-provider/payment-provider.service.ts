import {
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProviderCallbackBody,
  type PaymentProviderPayload,
  type ProviderStatus,
} from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import { ConnectRefused, type PaymentConnect } from '../../card-payments/payment-connect';
import type { PaymentProvider } from '../../card-payments/payment-provider';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { formatSqlDate } from '../../http/dates';
import { conflict, fieldError, HttpError } from '../../http/http-error';
import { businessLink } from '../../messaging/links';
import { oauthStates } from '../auth/oauth-states';
import { companyTimezone, getCompany } from '../company/company.service';
import * as repo from './payment-accounts.repository';

/** Where the provider sends the browser back: the settings page, which hands the code to the server. */
export const connectRedirectUri = (config: Config) => businessLink(config, 'settings/paymentProvider');

/** How long a Connect Stripe click stays valid: time to sign in to Stripe and authorise. */
const STATE_TTL_MS = 30 * 60 * 1000;

/** The payment provider as v1/user/load lists it: LINKED once the business's own account is connected. */
export async function paymentProviderStatus(db: Executor, provider: PaymentProvider, companyId: number) {
  const account = await repo.findPaymentAccount(db, companyId, provider.name);
  const status: ProviderStatus = {
    provider_type: 'payment',
    status: account ? 'LINKED' : 'NOT_LINKED',
    requires_auth: !account,
  };
  return { status, account };
}

/**
 * Which account a company's client payments go to: its connected account, or, in the sandbox only,
 * the sandbox itself (the demo works offline without connecting). Null: the company cannot take
 * card payments yet.
 */
export async function clientPaymentsOf(
  db: Executor,
  provider: PaymentProvider,
  companyId: number,
): Promise<{ provider: PaymentProvider; accountRef: string } | null> {
  const account = await repo.findPaymentAccount(db, companyId, provider.name);
  if (account) return { provider: provider.onAccount(account.accountRef), accountRef: account.accountRef };
  return provider.name === 'sandbox' ? { provider, accountRef: '' } : null;
}

/** settings/paymentProvider: connecting and disconnecting the business's own account. */
export function createPaymentProviderService(deps: {
  db: Database;
  config: Config;
  provider: PaymentProvider;
  connect: PaymentConnect;
  onError: (error: unknown) => void;
}) {
  const { db, config, provider, connect } = deps;
  const unavailable = () => new HttpError(502, PAYMENT_PROVIDER_MESSAGES.unavailable);
  const states = oauthStates(db, 'payment-connect', STATE_TTL_MS);

  async function load(auth: AuthContext): Promise<PaymentProviderPayload> {
    const { status, account } = await paymentProviderStatus(db, provider, auth.companyId);
    return {
      provider: status,
      mode: provider.name,
      account: account?.accountRef ?? null,
      connected_at: account ? formatSqlDate(account.connectedAt, await companyTimezone(db, auth)) : null,
    };
  }

  return {
    load,

    /** The provider's authorize page to send the browser to, with a state bound to this user and company. */
    async connectUrl(auth: AuthContext) {
      if (!connect.ready) throw conflict(PAYMENT_PROVIDER_MESSAGES.notConfigured);
      const company = await getCompany(db, auth.companyId);
      return connect.authorizeUrl({
        state: await states.issue(auth),
        redirectUri: connectRedirectUri(config),
        email: auth.email,
        businessName: company.companyName,
      });
    },

    async callback(auth: AuthContext, body: PaymentProviderCallbackBody) {
      // Spent here, before the code is tried: a state brings one code, once, from the user who asked.
      if (!(await states.consume(body.state, auth))) throw fieldError('state', PAYMENT_PROVIDER_MESSAGES.badState);
      let accountRef: string;
      try {
        accountRef = await connect.exchange(body.code);
      } catch (error) {
        if (error instanceof ConnectRefused) throw fieldError('code', PAYMENT_PROVIDER_MESSAGES.refused);
        deps.onError(error);
        throw unavailable();
      }
      await repo.savePaymentAccount(db, {
        companyId: auth.companyId,
        provider: provider.name,
        accountRef,
        connectedBy: auth.userId,
      });
      return load(auth);
    },

    async disconnect(auth: AuthContext) {
      const account = await repo.findPaymentAccount(db, auth.companyId, provider.name);
      if (account) {
        try {
          await connect.deauthorize(account.accountRef);
        } catch (error) {
          deps.onError(error);
          throw unavailable();
        }
        await repo.deletePaymentAccount(db, auth.companyId);
      }
      return load(auth);
    },
  };
}
