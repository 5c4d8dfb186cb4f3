import { AUTH_MESSAGES, type ResetPasswordBody, type SignInBody } from '@fieldbook/domain/auth/auth.schemas';
import { PASSWORD_MESSAGES } from '@fieldbook/domain/auth/password.rules';
import { ROLE_DEFAULT_PERMISSIONS } from '@fieldbook/domain/permissions/roles.rules';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { fieldError, unauthorized } from '../../http/http-error';
import type { Mailer } from '../../messaging/mailer';
import { recordActivity } from '../activity/index';
import * as users from '../users/index';
import { ACCOUNT_LIMITS, refundTry, spendTry, takeTry } from './account-throttle';
import * as repo from './auth.repository';
import * as devicesRepo from './devices.repository';
import { queuePasswordResetCode } from './password-reset-code';
import { hashPassword, matchesAny, verifyDecoy, verifyPassword } from './passwords';
import { endSessions } from './sessions';
import { randomToken, refreshUseOf, sha256, type TokenService } from './tokens';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
}

const RESET_MAX_ATTEMPTS = 5;
const PASSWORD_HISTORY = 5;

/** Signing out: the session ends, and its browser gets no more pushes. */
async function signOut(tx: Executor, companyId: number, sessionId: number) {
  await endSessions(tx, { companyId, sessionId }, 'logout');
  await devicesRepo.forgetSessionDeviceToken(tx, companyId, sessionId);
}

/** When a refresh token issued now expires. */
const refreshLifetime = (config: Config) => new Date(Date.now() + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);

/** Opens a business session for the user (signing in, registering): its row, refresh token and access token. */
export async function issueSession(
  tx: Executor,
  deps: { tokens: TokenService; config: Config },
  user: { companyId: number; id: number },
  guid: string,
  meta: RequestMeta,
): Promise<IssuedSession> {
  const refreshExpiresAt = refreshLifetime(deps.config);
  const sessionId = await repo.insertSession(tx, {
    companyId: user.companyId,
    userId: user.id,
    guid,
    ip: meta.ip,
    userAgent: meta.userAgent,
    expiresAt: refreshExpiresAt,
  });
  const refreshToken = randomToken();
  await repo.insertRefreshToken(tx, user.companyId, sessionId, sha256(refreshToken));
  const access = await deps.tokens.sign({ userId: user.id, companyId: user.companyId, sessionId, portal: 'business' });
  return { token: access.token, expiresAt: access.expiresAt, refreshToken, refreshExpiresAt };
}

export function createAuthService(deps: { db: Database; tokens: TokenService; mailer: Mailer; config: Config }) {
  const { db, tokens, mailer, config } = deps;

  /** Mail is delivered only after its transaction commits. */
  const deliver = (ids: number[]) => {
    for (const id of ids) void mailer.deliver(id);
  };

  return {
    /** Counted per account before the password is checked, so a locked account refuses the right one too. */
    async signIn(body: SignInBody, meta: RequestMeta): Promise<IssuedSession> {
      await spendTry(db, ACCOUNT_LIMITS.signIn, body.email);
      const user = await users.findUserByEmail(db, body.email);
      if (!user) {
        await verifyDecoy(body.password);
        throw fieldError('email', AUTH_MESSAGES.invalidCredentials);
      }
      if (!(await verifyPassword(user.passwordHash, body.password))) {
        throw fieldError('email', AUTH_MESSAGES.invalidCredentials);
      }
      await refundTry(db, ACCOUNT_LIMITS.signIn, body.email);
      if (!user.active) throw fieldError('email', AUTH_MESSAGES.deactivated);
      return db.transaction(async (tx) => {
        const issued = await issueSession(tx, deps, user, body.guid, meta);
        await recordActivity(tx, {
          companyId: user.companyId,
          userId: user.id,
          action: 'signed_in',
          subjectType: 'user',
          subjectId: user.id,
          description: 'Signed in',
          ip: meta.ip,
        });
        return issued;
      });
    },

    /**
     * Rotates the refresh token. Presented again within the grace window (a concurrent refresh) it
     * rotates once more, to a sibling of the same session; later, it revokes its device's session.
     */
    async refresh(refreshToken: string | undefined, guid: string): Promise<IssuedSession> {
      if (!refreshToken) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      const outcome = await db.transaction(async (tx) => {
        const found = await repo.findRefreshTokenForUpdate(tx, sha256(refreshToken));
        if (!found) return null;
        const use = refreshUseOf(found.usedAt);
        if (use === 'replay') {
          await endSessions(tx, { companyId: found.companyId, sessionId: found.sessionId }, 'refresh token reused');
          return null;
        }
        if (found.revokedAt || found.expiresAt <= new Date() || !found.active || found.guid !== guid) return null;
        if (use === 'first') await repo.markRefreshTokenUsed(tx, found.companyId, found.tokenId);
        const next = randomToken();
        const refreshExpiresAt = refreshLifetime(config);
        await repo.insertRefreshToken(tx, found.companyId, found.sessionId, sha256(next));
        await repo.touchSession(tx, found.companyId, found.sessionId, refreshExpiresAt);
        const access = await tokens.sign({
          userId: found.userId,
          companyId: found.companyId,
          sessionId: found.sessionId,
          portal: 'business',
        });
        return { token: access.token, expiresAt: access.expiresAt, refreshToken: next, refreshExpiresAt };
      });
      if (!outcome) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      return outcome;
    },

    /** Ends the session named by the refresh cookie or, failing that, the access token. */
    async logout(refreshToken: string | undefined, accessToken: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        if (refreshToken) {
          const found = await repo.findRefreshTokenForUpdate(tx, sha256(refreshToken));
          if (found) await signOut(tx, found.companyId, found.sessionId);
        }
        if (accessToken) {
          const claims = await tokens.verify(accessToken);
          if (claims && claims !== 'expired' && claims.portal === 'business')
            await signOut(tx, claims.companyId, claims.sessionId);
        }
      });
    },

    /**
     * Emails a reset code when the account exists, at most ACCOUNT_LIMITS.resetCode a window; answers
     * the same either way (the caller cannot tell an unknown, a deactivated or a capped account).
     */
    async forgotPassword(email: string): Promise<void> {
      const user = await users.findUserByEmail(db, email);
      if (!user?.active) return;
      const outboxId = await db.transaction(async (tx) => {
        if (!(await takeTry(tx, ACCOUNT_LIMITS.resetCode, email))) return null;
        await recordActivity(tx, {
          companyId: user.companyId,
          userId: user.id,
          action: 'password_reset_requested',
          subjectType: 'user',
          subjectId: user.id,
          description: 'Requested a password reset',
        });
        return queuePasswordResetCode(
          tx,
          { mailer, config },
          user,
          'If you did not ask to reset your password, you can ignore this email.',
        );
      });
      if (outboxId !== null) deliver([outboxId]);
    },

    /** Wrong codes are counted per account as well as per code, so new codes do not buy more guesses. */
    async resetPassword(body: ResetPasswordBody): Promise<void> {
      await spendTry(db, ACCOUNT_LIMITS.resetTry, body.email);
      const user = await users.findUserByEmail(db, body.email);
      if (!user?.active) throw fieldError('code', AUTH_MESSAGES.resetInvalid);
      const outcome = await db.transaction(async (tx) => {
        const reset = await repo.findLivePasswordReset(tx, user.companyId, user.id);
        if (!reset || reset.attempts >= RESET_MAX_ATTEMPTS) return 'invalid' as const;
        if (reset.codeHash !== sha256(body.code)) {
          await repo.updatePasswordReset(tx, user.companyId, reset.id, { attempts: reset.attempts + 1 });
          return 'invalid' as const;
        }
        await refundTry(tx, ACCOUNT_LIMITS.resetTry, body.email);
        const history = await users.previousPasswordHashes(tx, user.companyId, user.id, PASSWORD_HISTORY);
        if (await matchesAny([user.passwordHash, ...history], body.password)) return 'previous' as const;
        await users.setPassword(tx, user.companyId, user.id, await hashPassword(body.password));
        await repo.updatePasswordReset(tx, user.companyId, reset.id, { usedAt: new Date() });
        await endSessions(tx, { companyId: user.companyId, userId: user.id }, 'password reset');
        await recordActivity(tx, {
          companyId: user.companyId,
          userId: user.id,
          action: 'password_reset',
          subjectType: 'user',
          subjectId: user.id,
          description: 'Reset the password',
        });
        return 'done' as const;
      });
      if (outcome === 'invalid') throw fieldError('code', AUTH_MESSAGES.resetInvalid);
      if (outcome === 'previous') throw fieldError('password', PASSWORD_MESSAGES.previous);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Creates a user with the default permissions of its role. */
export async function insertUser(
  tx: Executor,
  values: {
    companyId: number;
    firstName: string;
    lastName: string;
    email: string;
    passwordHash: string;
    role: keyof typeof ROLE_DEFAULT_PERMISSIONS;
    createdCompany?: boolean;
    color?: string;
  },
) {
  const user = await users.insertUserRow(tx, { ...values, permissions: [...ROLE_DEFAULT_PERMISSIONS[values.role]] });
  await users.setPassword(tx, user.companyId, user.id, values.passwordHash);
  return user;
}
