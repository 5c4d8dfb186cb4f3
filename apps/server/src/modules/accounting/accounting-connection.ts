import {
  ACCOUNTING_PROVIDER_LABELS,
  type AccountingCallbackBody,
  type AccountingProviderName,
  type AccountingProviderStatus,
  ACCOUNTING_MESSAGES as M,
  type ProviderPayload,
} from '@fieldbook/domain/accounting/accounting.schemas';
import {
  AccountingAuthError,
  type AccountingProvider,
  type ProviderSession,
  type TokenSet,
} from '../../accounting/accounting-provider';
import type { TokenCipher } from '../../accounting/token-cipher';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError } from '../../http/http-error';
import { oauthStates } from '../auth/index';
import * as repo from './accounting.repository';

/** A token this close to expiry is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

export const labelOf = (name: string) => ACCOUNTING_PROVIDER_LABELS[name as AccountingProviderName] ?? name;

/** A connection as a provider payload (user/load's `providers` lists it when LINKED). */
export function presentProvider(row: repo.ProviderColumns): ProviderPayload {
  return {
    provider_type: 'accounting',
    name: row.provider,
    label: labelOf(row.provider),
    status: row.status === 'LINKED' ? 'LINKED' : 'DISCONNECTED',
    requires_auth: row.requiresAuth,
    tenant_name: row.tenantName,
    connected_at: row.connectedAt?.toISOString() ?? null,
    last_full_sync_at: row.lastFullSyncAt?.toISOString() ?? null,
  };
}

/** How long a consent round trip may take. */
const STATE_TTL_MS = 15 * 60_000;

export interface ConnectionDeps {
  db: Database;
  provider: AccountingProvider;
  cipher: TokenCipher;
  /** Where the consent page sends people back: the settings page, which posts the code here. */
  redirectUri: string;
}

/** Linking a company to the accounting provider: consent, callback, refresh, disconnect. */
export function createAccountingConnections(deps: ConnectionDeps) {
  const { db, provider, cipher } = deps;
  const states = oauthStates(db, 'accounting', STATE_TTL_MS);

  const sealed = (tokens: TokenSet) => ({
    accessTokenEnc: cipher.seal(tokens.accessToken),
    refreshTokenEnc: cipher.seal(tokens.refreshToken),
    expiresAt: tokens.expiresAt,
  });

  async function needsAuth(companyId: number, error: unknown) {
    await repo.updateConnection(db, companyId, { requiresAuth: true });
    await repo.insertLog(db, {
      companyId,
      provider: provider.name,
      action: 'refresh',
      status: 'error',
      errorTitle: M.refreshFailed,
      details: {
        message: error instanceof Error ? error.message : String(error),
        response: (error as AccountingAuthError).details ?? null,
      },
    });
  }

  return {
    async status(companyId: number): Promise<AccountingProviderStatus> {
      const [row, unresolved] = await Promise.all([
        repo.findConnection(db, companyId),
        repo.countUnresolved(db, companyId),
      ]);
      return {
        provider: row && row.status === 'LINKED' ? presentProvider(row) : null,
        available: { name: provider.name, label: labelOf(provider.name) },
        unresolved_errors: unresolved,
      };
    },

    async connectUrl(auth: AuthContext) {
      return provider.consentUrl(await states.issue(auth), deps.redirectUri);
    },

    async callback(auth: AuthContext, body: AccountingCallbackBody) {
      // Spent here, before the code is tried: a state brings one code, once, from the user who asked.
      if (!(await states.consume(body.state, auth))) throw fieldError('state', M.stateInvalid);
      let tokens: TokenSet;
      let tenant: { id: string; name: string } | undefined;
      try {
        tokens = await provider.exchangeCode(body.code, deps.redirectUri);
        tenant = (await provider.tenants(tokens.accessToken))[0];
      } catch (error) {
        await repo.insertLog(db, {
          companyId: auth.companyId,
          provider: provider.name,
          action: 'connect',
          status: 'error',
          errorTitle: M.connectFailed,
          details: { message: error instanceof Error ? error.message : String(error) },
        });
        throw conflict(M.connectFailed);
      }
      if (!tenant) throw conflict(M.connectFailed);
      const chosen = tenant;
      await db.transaction(async (tx) => {
        const earlier = await repo.findConnection(tx, auth.companyId);
        // Another organisation (or provider) knows none of the ids pushed before.
        if (earlier && (earlier.tenantId !== chosen.id || earlier.provider !== provider.name))
          await repo.clearLinks(tx, auth.companyId);
        await repo.saveConnection(tx, {
          companyId: auth.companyId,
          provider: provider.name,
          status: 'LINKED',
          requiresAuth: false,
          tenantId: chosen.id,
          tenantName: chosen.name,
          ...sealed(tokens),
          connectedBy: auth.userId,
          connectedAt: new Date(),
        });
        await repo.insertLog(tx, {
          companyId: auth.companyId,
          provider: provider.name,
          action: 'connect',
          status: 'success',
          details: { tenant: chosen.name },
        });
      });
      return this.status(auth.companyId);
    },

    async disconnect(auth: AuthContext) {
      const row = await repo.findConnection(db, auth.companyId);
      if (row?.status !== 'LINKED') throw conflict(M.notLinked);
      const refreshToken = row.refreshTokenEnc ? cipher.open(row.refreshTokenEnc) : null;
      if (refreshToken) await provider.revoke(refreshToken).catch(() => undefined);
      await db.transaction(async (tx) => {
        await repo.updateConnection(tx, auth.companyId, {
          status: 'DISCONNECTED',
          requiresAuth: false,
          accessTokenEnc: null,
          refreshTokenEnc: null,
          expiresAt: null,
        });
        await repo.insertLog(tx, {
          companyId: auth.companyId,
          provider: row.provider,
          action: 'disconnect',
          status: 'success',
        });
      });
      return this.status(auth.companyId);
    },

    /**
     * A usable session for the company's linked provider, refreshing the access token when it is
     * (nearly) expired; null when not linked or needing to connect again (a failed refresh says so).
     */
    async session(companyId: number, forceRefresh = false): Promise<ProviderSession | null> {
      const usable = (row: repo.ConnectionRow | null): row is repo.ConnectionRow & { tenantId: string } =>
        !!row && row.status === 'LINKED' && !row.requiresAuth && row.provider === provider.name && !!row.tenantId;
      const current = (row: repo.ConnectionRow & { tenantId: string }) => {
        const access = row.accessTokenEnc ? cipher.open(row.accessTokenEnc) : null;
        const fresh = row.expiresAt && row.expiresAt.getTime() - REFRESH_MARGIN_MS > Date.now();
        return access && fresh ? { accessToken: access, tenantId: row.tenantId } : null;
      };
      const row = await repo.findConnection(db, companyId);
      if (!usable(row)) return null;
      if (!forceRefresh) {
        const session = current(row);
        if (session) return session;
      }
      const seenAccess = row.accessTokenEnc;
      let failure: AccountingAuthError | null = null;
      // Refresh tokens work once: jobs of one company refresh in turn, and a job that waited uses the new token.
      const refreshed = await db.transaction(async (tx) => {
        const locked = await repo.findConnection(tx, companyId, true);
        if (!usable(locked)) return null;
        if (locked.accessTokenEnc !== seenAccess) return current(locked);
        const refreshToken = locked.refreshTokenEnc ? cipher.open(locked.refreshTokenEnc) : null;
        try {
          if (!refreshToken) throw new AccountingAuthError('The stored refresh token cannot be read', null);
          const tokens = await provider.refresh(refreshToken);
          await repo.updateConnection(tx, companyId, sealed(tokens));
          return { accessToken: tokens.accessToken, tenantId: locked.tenantId };
        } catch (error) {
          if (!(error instanceof AccountingAuthError)) throw error;
          failure = error;
          return null;
        }
      });
      if (failure) await needsAuth(companyId, failure);
      return refreshed;
    },

    /** The provider refused a token that looked fresh: the next session refreshes, or asks to connect again. */
    needsAuth,
  };
}
export type AccountingConnections = ReturnType<typeof createAccountingConnections>;
