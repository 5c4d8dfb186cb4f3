import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { EMAIL_CHANGE_HOURS, EMAIL_CHANGE_MESSAGES } from '@fieldbook/domain/auth/email-change.constants';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../http/http-error';
import { businessLink } from '../../messaging/links';
import type { Mailer } from '../../messaging/mailer';
import { recordActivity } from '../activity/index';
import * as users from '../users/index';
import * as repo from './auth.repository';
import * as changes from './email-change.repository';
import { queuePasswordResetCode } from './password-reset-code';
import { hashPassword } from './passwords';
import { endSessions } from './sessions';
import { randomToken, sha256 } from './tokens';

export interface EmailChangeDeps {
  db: Database;
  mailer: Mailer;
  config: Config;
}

const invalid = () => notFound(EMAIL_CHANGE_MESSAGES.invalid);

const takenOnCommit = (error: unknown): never => {
  // Someone else took the address while this change was pending.
  if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
  throw error;
};

/**
 * Changes of a user's sign-in email, asked for by the user (own profile) or a manager (staff): the new
 * address stays pending as unverified_email until its owner opens the verify link (valid
 * EMAIL_CHANGE_HOURS); the old address keeps signing in until then and is told, with a link to
 * reverse the change in case the account was taken over.
 */
export function createEmailChangeService(deps: EmailChangeDeps) {
  const { db, mailer, config } = deps;

  return {
    /**
     * Inside the caller's update transaction: cancels any pending change, stores the new one and
     * queues both emails. Answers the outbox ids to deliver once the transaction commits.
     */
    async request(tx: Executor, user: users.UserRow, newEmail: string, actorUserId: number) {
      await changes.cancelPending(tx, user.companyId, user.id);
      const verifyCode = randomToken();
      const reverseCode = randomToken();
      await changes.insertEmailChange(tx, {
        companyId: user.companyId,
        userId: user.id,
        oldEmail: user.email,
        newEmail,
        verifyCodeHash: sha256(verifyCode),
        reverseCodeHash: sha256(reverseCode),
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3_600_000),
      });
      const row = await users.updateUserRow(tx, user, { unverifiedEmail: newEmail });
      await recordActivity(tx, {
        companyId: user.companyId,
        userId: actorUserId,
        action: 'user_email_change_requested',
        subjectType: 'user',
        subjectId: user.id,
        description: `Requested an email change for ${user.firstName} ${user.lastName} to ${newEmail}`,
      });
      const site = config.SITE_NAME;
      const outbox = [
        await mailer.queue(tx, {
          companyId: user.companyId,
          to: newEmail,
          subject: `Confirm your new ${site} email address`,
          text: [
            `Hi ${user.firstName},`,
            '',
            `Open this link to make ${newEmail} the email address of your ${site} account:`,
            businessLink(config, `email/verify/${verifyCode}`),
            '',
            `The link expires in ${EMAIL_CHANGE_HOURS} hours. Until then you keep signing in with ${user.email}.`,
          ].join('\n'),
        }),
        await mailer.queue(tx, {
          companyId: user.companyId,
          to: user.email,
          subject: `Your ${site} email address is being changed`,
          text: [
            `Hi ${user.firstName},`,
            '',
            `A change of your ${site} email address to ${newEmail} was requested.`,
            'If you did not ask for this, open this link to undo it, sign out every device and choose a new password:',
            businessLink(config, `email/reverse/${reverseCode}`),
          ].join('\n'),
        }),
      ];
      return { row, outbox };
    },

    /** The verify link: the pending address becomes the sign-in address. */
    async verify(code: string) {
      await db
        .transaction(async (tx) => {
          const change = await changes.findByCodeHash(tx, 'verify', sha256(code));
          const usable =
            change &&
            !change.verifiedAt &&
            !change.reversedAt &&
            !change.cancelledAt &&
            change.expiresAt.getTime() > Date.now();
          if (!usable) throw invalid();
          const user = await users.findUser(tx, change.companyId, change.userId, true);
          if (!user?.active) throw invalid();
          await users.updateUserRow(tx, user, { email: change.newEmail, unverifiedEmail: null });
          await changes.markChange(tx, change, { verifiedAt: new Date() });
          await recordActivity(tx, {
            companyId: user.companyId,
            userId: user.id,
            action: 'user_email_verified',
            subjectType: 'user',
            subjectId: user.id,
            description: `Changed email address from ${change.oldEmail} to ${change.newEmail}`,
          });
        })
        .catch(takenOnCommit);
      return EMAIL_CHANGE_MESSAGES.verified;
    },

    /**
     * The reverse link sent to the old address: undoes the user's latest change (verified or still
     * pending). Whoever asked for it may have taken the account over: they may know the password (the
     * own-profile change needs it) or have set one through the new address, so the password stops
     * working, every reset code and session ends, and a fresh reset code goes to the restored address.
     */
    async reverse(code: string) {
      let outboxId: number | null = null;
      await db
        .transaction(async (tx) => {
          const change = await changes.findByCodeHash(tx, 'reverse', sha256(code));
          if (!change || change.reversedAt || change.cancelledAt) throw invalid();
          const latest = await changes.latestForUser(tx, change.companyId, change.userId);
          if (latest?.id !== change.id) throw invalid();
          const user = await users.findUser(tx, change.companyId, change.userId, true);
          if (!user) throw invalid();
          const restored = await users.updateUserRow(tx, user, {
            unverifiedEmail: null,
            ...(change.verifiedAt ? { email: change.oldEmail } : {}),
            // Unguessable and never told to anyone: only the emailed reset code opens the account again.
            passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
          });
          await changes.markChange(tx, change, { reversedAt: new Date() });
          await repo.endPasswordResets(tx, user.companyId, user.id);
          await endSessions(tx, { companyId: user.companyId, userId: user.id }, 'email_change_reversed');
          await recordActivity(tx, {
            companyId: user.companyId,
            userId: user.id,
            action: 'user_email_reversed',
            subjectType: 'user',
            subjectId: user.id,
            description: `Reversed the email change to ${change.newEmail}; ${change.oldEmail} is the email address again and the password must be chosen again`,
          });
          // A deactivated user cannot reset a password; restoring them comes first.
          if (restored.active) {
            outboxId = await queuePasswordResetCode(
              tx,
              { mailer, config },
              restored,
              'The change of your email address was undone and every device signed out. Choose a new password to sign in again.',
            );
          }
        })
        .catch(takenOnCommit);
      if (outboxId !== null) void mailer.deliver(outboxId);
      return EMAIL_CHANGE_MESSAGES.reversed;
    },
  };
}
export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
