import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import {
  PAYMENT_PROVIDER_KINDS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProviderCallbackBody,
  type PaymentProviderKind,
  type PaymentProviderPayload,
  providerMessages,
} from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import { type ConnectedAccount, ConnectRefused } from '../../card-payments/payment-connect';
import type { Config } from '../../config';
import { takeCompanyTurn } from '../../db/advisory-locks';
import type { Database, Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError, HttpError } from '../../http/http-error';
import { businessLink } from '../../messaging/links';
import { type OAuthPurpose, oauthStates } from '../auth/index';
import { companyTimezone, getCompany } from '../company/index';
import type { BusinessPayments } from './business-payments';
import * as repo from './payment-accounts.repository';

/** Where the provider sends the browser back: the settings page, which hands the code to the server. */
export const connectRedirectUri = (config: Config) => businessLink(config, 'settings/paymentProvider');

/** How long a Connect click stays valid: time to sign in to the provider and authorise. */
const STATE_TTL_MS = 30 * 60 * 1000;

/** Each provider's round trip has its own states: a state names the provider its code comes from. */
const PURPOSES: Record<PaymentProviderKind, OAuthPurpose> = {
  stripe: 'payment-connect',
  square: 'payment-connect-square',
};

/** settings/paymentProvider: connecting and disconnecting the business's own Stripe or Square account. */
export function createPaymentProviderService(deps: {
  db: Database;
  config: Config;
  payments: BusinessPayments;
  onError: (error: unknown) => void;
}) {
  const { db, config, payments } = deps;
  const states = (kind: PaymentProviderKind) => oauthStates(db, PURPOSES[kind], STATE_TTL_MS);
  const unavailable = (kind: PaymentProviderKind) => new HttpError(502, providerMessages(kind).unavailable);
  const setupOf = (kind: PaymentProviderKind) => {
    const setup = payments.kinds.get(kind);
    if (!setup?.connect.ready) throw conflict(providerMessages(kind).notConfigured);
    return setup;
  };

  async function load(auth: AuthContext): Promise<PaymentProviderPayload> {
    const { status, account } = await payments.status(db, auth.companyId);
    return {
      provider: status,
      mode: payments.mode,
      kind: (account?.kind as PaymentProviderKind | undefined) ?? null,
      available: [...payments.kinds.keys()].map((kind) => ({ kind, label: PAYMENT_PROVIDER_LABELS[kind] })),
      account: account?.accountRef ?? null,
      connected_at: account ? formatSqlDate(account.connectedAt, await companyTimezone(db, auth)) : null,
    };
  }

  /** One provider at a time: another one connected (and served) refuses connecting `kind`. */
  async function refuseOther(dbx: Executor, companyId: number, kind: PaymentProviderKind) {
    const current = await payments.accountOf(dbx, companyId);
    const other = current?.setup.kind;
    if (other && other !== kind) throw conflict(providerMessages(kind).otherConnected(other));
  }

  /** The kind whose state this is, spending it; null for a state this user was not issued. */
  async function spendState(state: string, auth: AuthContext) {
    for (const kind of PAYMENT_PROVIDER_KINDS) if (await states(kind).consume(state, auth)) return kind;
    return null;
  }

  return {
    load,

    /** The provider's authorize page to send the browser to, with a state bound to this user, company and provider. */
    async connectUrl(auth: AuthContext, kind: PaymentProviderKind) {
      const setup = setupOf(kind);
      await refuseOther(db, auth.companyId, kind);
      const company = await getCompany(db, auth.companyId);
      return setup.connect.authorizeUrl({
        state: await states(kind).issue(auth),
        redirectUri: connectRedirectUri(config),
        email: auth.email,
        businessName: company.companyName,
      });
    },

    async callback(auth: AuthContext, body: PaymentProviderCallbackBody) {
      // Spent here, before the code is tried: a state brings one code, once, from the user who asked.
      const kind = await spendState(body.state, auth);
      if (!kind) throw fieldError('state', PAYMENT_PROVIDER_MESSAGES.badState);
      const setup = setupOf(kind);
      const messages = providerMessages(kind);
      await refuseOther(db, auth.companyId, kind);
      let connected: ConnectedAccount;
      try {
        connected = await setup.connect.exchange(body.code, connectRedirectUri(config));
      } catch (error) {
        if (error instanceof ConnectRefused)
          throw fieldError('code', error.reason === 'noLocation' ? messages.noLocation : messages.refused);
        deps.onError(error);
        throw unavailable(kind);
      }
      const saved = await db.transaction(async (tx) => {
        // Two connections finishing at once: the company's account is changed by one at a time.
        await takeCompanyTurn(tx, auth.companyId, 'payment-account');
        const current = await payments.accountOf(tx, auth.companyId);
        if (current && current.setup.kind !== kind) return false;
        await repo.savePaymentAccount(tx, {
          companyId: auth.companyId,
          provider: setup.name,
          kind,
          accountRef: connected.accountRef,
          ...(connected.tokens ? payments.sealed(connected.tokens) : {}),
          locationId: connected.locationId ?? null,
          connectedBy: auth.userId,
        });
        return true;
      });
      if (!saved) {
        // The other provider was connected meanwhile: this grant is not kept, so it is given back.
        await setup.connect.deauthorize(connected.accountRef).catch(deps.onError);
        await refuseOther(db, auth.companyId, kind);
      }
      return { payload: await load(auth), message: messages.connected };
    },

    async disconnect(auth: AuthContext) {
      const row = await repo.findPaymentAccount(db, auth.companyId);
      if (!row) return { payload: await load(auth), message: null };
      const served = await payments.accountOf(db, auth.companyId);
      const kind = row.kind as PaymentProviderKind;
      if (served) {
        try {
          await served.setup.connect.deauthorize(row.accountRef);
        } catch (error) {
          deps.onError(error);
          throw unavailable(kind);
        }
      }
      // An account this server no longer serves (another mode, a provider since unconfigured) just goes.
      await repo.deletePaymentAccount(db, auth.companyId);
      return { payload: await load(auth), message: providerMessages(kind).disconnected };
    },
  };
}
