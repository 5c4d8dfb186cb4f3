import type { Executor } from '../../db/database';
import { consumeOAuthState, findLiveOAuthState, insertOAuthState } from './oauth-states.repository';
import { randomToken, sha256 } from './tokens';

/**
 * What a state is for: one provider's round trip cannot spend another's. The same single-use,
 * user-bound code confirms a company reset from its emailed link (company-reset).
 */
export type OAuthPurpose = 'payment-connect' | 'payment-connect-square' | 'accounting' | 'company-reset';

/**
 * The OAuth `state` of a round trip to a provider: random, kept (as a hash) for the company and user
 * who started it until `ttlMs` passes, and consumed by the first callback that brings it. A callback
 * from anyone else (CSRF, a forwarded consent link), after the expiry or a second time (a replayed
 * redirect with another code) is refused, so a code can attach an account to this company only once
 * and only for the user who asked.
 */
export function oauthStates(db: Executor, purpose: OAuthPurpose, ttlMs: number) {
  return {
    async issue(auth: { companyId: number; userId: number }): Promise<string> {
      const state = randomToken();
      await insertOAuthState(db, {
        stateHash: sha256(state),
        purpose,
        companyId: auth.companyId,
        userId: auth.userId,
        expiresAt: new Date(Date.now() + ttlMs),
      });
      return state;
    },

    /** Whether the state is this user's, live and unspent, without spending it (a page showing what it does). */
    isLive: (state: string, auth: { companyId: number; userId: number }) =>
      findLiveOAuthState(db, { stateHash: sha256(state), purpose, companyId: auth.companyId, userId: auth.userId }),

    /** True once for the state this user was issued; false for any other, expired or spent one. */
    consume: (state: string, auth: { companyId: number; userId: number }) =>
      consumeOAuthState(db, { stateHash: sha256(state), purpose, companyId: auth.companyId, userId: auth.userId }),
  };
}
