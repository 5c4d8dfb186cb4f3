import { AUTH_MESSAGES, type SignInBody } from '@fieldbook/domain/auth/auth.schemas';
import { PASSWORD_MESSAGES } from '@fieldbook/domain/auth/password.rules';
import {
  CONNECT_MESSAGES,
  type ConnectEmailChangeBody,
  type ConnectRegisterBody,
  type ConnectVerifyPayload,
} from '@fieldbook/domain/connect/connect.schemas';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { fieldError, unauthorized } from '../../http/http-error';
import { connectLink } from '../../messaging/links';
import type { Mailer } from '../../messaging/mailer';
import type { IssuedSession, RequestMeta } from '../auth/index';
import {
  ACCOUNT_LIMITS,
  hashPassword,
  randomToken,
  refreshUseOf,
  refundTry,
  sha256,
  spendTry,
  type TokenService,
  takeTry,
  verifyDecoy,
  verifyPassword,
} from '../auth/index';
import * as repo from './connect-accounts.repository';
import { linkByReferCode } from './connect-links';

const RESET_MINUTES = 60;
const VERIFY_DAYS = 7;
const CHANGE_HOURS = 24;
const REVERSE_DAYS = 7;
/** The per-account count's key for calls made signed in (the account's email may change). */
const accountKey = (portalUserId: number) => `portal-user:${portalUserId}`;

/**
 * Client Connect accounts: register, sign in, refresh rotation, logout, password reset and email
 * verification — the staff flows' twins on their own tables, so neither portal's session opens the
 * other.
 */
export function createConnectAuthService(deps: { db: Database; tokens: TokenService; mailer: Mailer; config: Config }) {
  const { db, tokens, mailer, config } = deps;
  const refreshLifetime = () => new Date(Date.now() + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  const deliver = (ids: number[]) => {
    for (const id of ids) void mailer.deliver(id);
  };

  async function issueSession(tx: Executor, portalUserId: number, guid: string, meta: RequestMeta) {
    const refreshExpiresAt = refreshLifetime();
    const sessionId = await repo.insertPortalSession(tx, {
      portalUserId,
      guid,
      ip: meta.ip,
      userAgent: meta.userAgent,
      expiresAt: refreshExpiresAt,
    });
    const refreshToken = randomToken();
    await repo.insertPortalRefreshToken(tx, sessionId, sha256(refreshToken));
    const access = await tokens.sign({ userId: portalUserId, companyId: 0, sessionId, portal: 'connect' });
    return { token: access.token, expiresAt: access.expiresAt, refreshToken, refreshExpiresAt } as IssuedSession;
  }

  /** Queues the verification email of the account's address (a link the client opens). */
  async function queueVerification(tx: Executor, user: repo.PortalUserRow) {
    const code = randomToken();
    await repo.insertPortalCode(tx, {
      portalUserId: user.id,
      purpose: 'verify',
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + VERIFY_DAYS * 86_400_000),
    });
    return mailer.queue(tx, {
      to: user.email,
      subject: `Verify your ${config.SITE_NAME} Client Connect email`,
      text: [
        `Hi ${user.firstName},`,
        '',
        `Please verify your email address: ${connectLink(config, `email/verify/${code}`)}`,
        '',
        `The link works for ${VERIFY_DAYS} days.`,
      ].join('\n'),
    });
  }

  return {
    async register(body: ConnectRegisterBody, meta: RequestMeta) {
      if (await repo.findPortalUserByEmail(db, body.email)) throw fieldError('email', AUTH_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(body.password);
      const mail: number[] = [];
      try {
        const issued = await db.transaction(async (tx) => {
          const user = await repo.insertPortalUser(tx, {
            email: body.email,
            firstName: body.first_name,
            lastName: body.last_name,
            passwordHash,
          });
          // An invitation that no longer works must not cost the client their new account.
          if (body.refer_code) await linkByReferCode(tx, user.id, body.refer_code).catch(() => null);
          mail.push(await queueVerification(tx, user));
          return issueSession(tx, user.id, body.guid, meta);
        });
        deliver(mail);
        return issued;
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('email', AUTH_MESSAGES.emailTaken);
        throw error;
      }
    },

    /** Counted per account as the staff sign-in is (auth.service). */
    async signIn(body: SignInBody, meta: RequestMeta) {
      await spendTry(db, ACCOUNT_LIMITS.connectSignIn, body.email);
      const user = await repo.findPortalUserByEmail(db, body.email);
      if (!user) {
        await verifyDecoy(body.password);
        throw fieldError('email', AUTH_MESSAGES.invalidCredentials);
      }
      if (!(await verifyPassword(user.passwordHash, body.password)))
        throw fieldError('email', AUTH_MESSAGES.invalidCredentials);
      return db.transaction(async (tx) => {
        await refundTry(tx, ACCOUNT_LIMITS.connectSignIn, body.email);
        return issueSession(tx, user.id, body.guid, meta);
      });
    },

    /** Rotates the refresh token, with the staff refresh's grace window for a concurrent one (auth.service). */
    async refresh(refreshToken: string | undefined, guid: string): Promise<IssuedSession> {
      if (!refreshToken) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      const outcome = await db.transaction(async (tx) => {
        const found = await repo.findPortalRefreshTokenForUpdate(tx, sha256(refreshToken));
        if (!found) return null;
        const use = refreshUseOf(found.usedAt);
        if (use === 'replay') {
          await repo.revokePortalSession(tx, found.sessionId, 'refresh token reused');
          return null;
        }
        if (found.revokedAt || found.expiresAt <= new Date() || found.guid !== guid) return null;
        if (use === 'first') await repo.markPortalRefreshTokenUsed(tx, found.tokenId);
        const next = randomToken();
        const refreshExpiresAt = refreshLifetime();
        await repo.insertPortalRefreshToken(tx, found.sessionId, sha256(next));
        await repo.touchPortalSession(tx, found.sessionId, refreshExpiresAt);
        const access = await tokens.sign({
          userId: found.portalUserId,
          companyId: 0,
          sessionId: found.sessionId,
          portal: 'connect',
        });
        return { token: access.token, expiresAt: access.expiresAt, refreshToken: next, refreshExpiresAt };
      });
      if (!outcome) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      return outcome;
    },

    async logout(refreshToken: string | undefined, accessToken: string | null) {
      await db.transaction(async (tx) => {
        if (refreshToken) {
          const found = await repo.findPortalRefreshTokenForUpdate(tx, sha256(refreshToken));
          if (found) await repo.revokePortalSession(tx, found.sessionId, 'logout');
        }
        if (accessToken) {
          const claims = await tokens.verify(accessToken);
          if (claims && claims !== 'expired' && claims.portal === 'connect')
            await repo.revokePortalSession(tx, claims.sessionId, 'logout');
        }
      });
    },

    /** Emails a reset link when the account exists, a few an hour; answers the same either way. */
    async forgotPassword(email: string) {
      const user = await repo.findPortalUserByEmail(db, email);
      if (!user) return;
      const code = randomToken();
      const id = await db.transaction(async (tx) => {
        if (!(await takeTry(tx, ACCOUNT_LIMITS.connectResetCode, email))) return null;
        await repo.insertPortalCode(tx, {
          portalUserId: user.id,
          purpose: 'reset',
          codeHash: sha256(code),
          expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
        });
        return mailer.queue(tx, {
          to: user.email,
          subject: `Your ${config.SITE_NAME} Client Connect password reset`,
          text: [
            `Hi ${user.firstName},`,
            '',
            `Open this link to choose a new password: ${connectLink(config, `password/reset/${code}?email=${encodeURIComponent(user.email)}`)}`,
            `It expires in ${RESET_MINUTES} minutes.`,
            '',
            'If you did not ask to reset your password, you can ignore this email.',
          ].join('\n'),
        });
      });
      if (id !== null) deliver([id]);
    },

    async resetPassword(body: { email: string; code: string; password: string }) {
      const outcome = await db.transaction(async (tx) => {
        const code = await repo.findLivePortalCode(tx, 'reset', sha256(body.code));
        if (!code) return 'invalid' as const;
        const user = await repo.findPortalUser(tx, code.portalUserId);
        if (!user || user.email.toLowerCase() !== body.email) return 'invalid' as const;
        if (await verifyPassword(user.passwordHash, body.password)) return 'previous' as const;
        await repo.updatePortalUser(tx, user.id, { passwordHash: await hashPassword(body.password) });
        await repo.markPortalCodeUsed(tx, code.id);
        // The link came by email: the address is proven.
        if (!user.emailVerifiedAt) await repo.updatePortalUser(tx, user.id, { emailVerifiedAt: new Date() });
        await repo.revokePortalUserSessions(tx, user.id, 'password reset');
        return 'done' as const;
      });
      if (outcome === 'invalid') throw fieldError('code', AUTH_MESSAGES.resetInvalid);
      if (outcome === 'previous') throw fieldError('password', PASSWORD_MESSAGES.previous);
    },

    /**
     * A verification link: proves the account's address, or (an email change) moves the account to
     * the new address and mails the old one a link to go back.
     */
    async verifyEmail(code: string): Promise<ConnectVerifyPayload> {
      const outcome = await db
        .transaction(async (tx) => {
          const found = await repo.findLivePortalCode(tx, ['verify', 'change'], sha256(code));
          const user = found ? await repo.findPortalUser(tx, found.portalUserId) : undefined;
          if (!found || !user) return null;
          await repo.markPortalCodeUsed(tx, found.id);
          if (found.purpose === 'verify' || !found.email) {
            await repo.updatePortalUser(tx, user.id, { emailVerifiedAt: new Date() });
            return { changedTo: null, mailId: null };
          }
          const taken = await repo.findPortalUserByEmail(tx, found.email);
          if (taken && taken.id !== user.id) throw fieldError('code', AUTH_MESSAGES.emailTaken);
          await repo.updatePortalUser(tx, user.id, { email: found.email, emailVerifiedAt: new Date() });
          const reverse = randomToken();
          await repo.insertPortalCode(tx, {
            portalUserId: user.id,
            purpose: 'reverse',
            codeHash: sha256(reverse),
            email: user.email,
            expiresAt: new Date(Date.now() + REVERSE_DAYS * 86_400_000),
          });
          const mailId = await mailer.queue(tx, {
            to: user.email,
            subject: `Your ${config.SITE_NAME} Client Connect email was changed`,
            text: [
              `Hi ${user.firstName},`,
              '',
              `The email address of your Client Connect account was changed to ${found.email}.`,
              `If you did not make this change, undo it here: ${connectLink(config, `email/reverse/${reverse}`)}`,
              `The link works for ${REVERSE_DAYS} days.`,
            ].join('\n'),
          });
          return { changedTo: found.email, mailId };
        })
        .catch((error: unknown) => {
          // Someone registered the new address between our check and the update.
          if (isUniqueViolation(error)) throw fieldError('code', AUTH_MESSAGES.emailTaken);
          throw error;
        });
      if (!outcome) throw fieldError('code', CONNECT_MESSAGES.verifyInvalid);
      if (outcome.mailId) deliver([outcome.mailId]);
      return { changed_to: outcome.changedTo };
    },

    /**
     * Asks for a new address: checked with the password, then proven by a link mailed to it. Counted
     * per account (every try) and per address mailed, whatever addresses the requests come from.
     */
    async requestEmailChange(portalUserId: number, body: ConnectEmailChangeBody) {
      await spendTry(db, ACCOUNT_LIMITS.connectEmailChange, accountKey(portalUserId));
      const user = await repo.findPortalUser(db, portalUserId);
      if (!user || !(await verifyPassword(user.passwordHash, body.password)))
        throw fieldError('password', CONNECT_MESSAGES.currentPasswordWrong);
      if (user.email.toLowerCase() === body.email.toLowerCase())
        throw fieldError('email', CONNECT_MESSAGES.emailUnchanged);
      if (await repo.findPortalUserByEmail(db, body.email)) throw fieldError('email', AUTH_MESSAGES.emailTaken);
      await spendTry(db, ACCOUNT_LIMITS.connectEmailChangeTo, body.email);
      const code = randomToken();
      const id = await db.transaction(async (tx) => {
        await repo.insertPortalCode(tx, {
          portalUserId: user.id,
          purpose: 'change',
          codeHash: sha256(code),
          email: body.email,
          expiresAt: new Date(Date.now() + CHANGE_HOURS * 3_600_000),
        });
        return mailer.queue(tx, {
          to: body.email,
          subject: `Confirm your new ${config.SITE_NAME} Client Connect email`,
          text: [
            `Hi ${user.firstName},`,
            '',
            `Confirm this address for your Client Connect account: ${connectLink(config, `email/verify/${code}`)}`,
            `The link works for ${CHANGE_HOURS} hours. Until then you keep signing in with ${user.email}.`,
          ].join('\n'),
        });
      });
      deliver([id]);
    },

    /** The old address's undo: the account goes back to it and every session ends. */
    async reverseEmailChange(code: string) {
      const done = await db.transaction(async (tx) => {
        const found = await repo.findLivePortalCode(tx, 'reverse', sha256(code));
        if (!found?.email) return false;
        const taken = await repo.findPortalUserByEmail(tx, found.email);
        if (taken && taken.id !== found.portalUserId) return false;
        await repo.markPortalCodeUsed(tx, found.id);
        await repo.updatePortalUser(tx, found.portalUserId, { email: found.email, emailVerifiedAt: new Date() });
        await repo.revokePortalUserSessions(tx, found.portalUserId, 'email change reversed');
        return true;
      });
      if (!done) throw fieldError('code', CONNECT_MESSAGES.emailChangeInvalid);
    },

    /** A few an hour per account, whatever addresses ask (the account may hold someone else's address). */
    async resendVerification(portalUserId: number) {
      const user = await repo.findPortalUser(db, portalUserId);
      if (!user || user.emailVerifiedAt) return;
      await spendTry(db, ACCOUNT_LIMITS.connectVerifyResend, accountKey(portalUserId));
      deliver([await db.transaction((tx) => queueVerification(tx, user))]);
    },

    async changePassword(
      auth: { portalUserId: number; sessionId: number },
      body: { current_password: string; password: string },
    ) {
      const user = await repo.findPortalUser(db, auth.portalUserId);
      if (!user || !(await verifyPassword(user.passwordHash, body.current_password)))
        throw fieldError('current_password', CONNECT_MESSAGES.currentPasswordWrong);
      if (await verifyPassword(user.passwordHash, body.password))
        throw fieldError('password', PASSWORD_MESSAGES.previous);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await repo.updatePortalUser(tx, user.id, { passwordHash });
        // Other devices sign in again with the new password.
        await repo.revokePortalUserSessions(tx, user.id, 'password change', auth.sessionId);
      });
    },
  };
}
export type ConnectAuthService = ReturnType<typeof createConnectAuthService>;
